import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { displayWalletListing } from '../../../src/utils/display-wallet.js'

const ID = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'

let warn: MockInstance<typeof console.warn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  warn.mockRestore()
})

describe('a registry wallet as the modal shows it', () => {
  it('keeps good links as they are', () => {
    const wallet = {
      id: ID,
      name: 'MetaMask',
      homepage: 'https://metamask.io/',
      mobile_link: 'metamask://',
      desktop_link: null,
      webapp_link: 'https://app.safe.global/',
    }
    expect(displayWalletListing(wallet)).toEqual(wallet)
    expect(warn).not.toHaveBeenCalled()
  })

  it('drops each hostile link with a warning naming it, keeps what remains, and cleans the name', () => {
    const shown = displayWalletListing({
      id: ID,
      name: `Meta\u202eksaM${'\u200b'.repeat(3)}`,
      homepage: 'javascript:window.__pwned=1',
      mobile_link: 'data:text/html,<script>1</script>',
      desktop_link: 'vbscript:msgbox(1)',
      webapp_link: 'https://app.wallet.example/',
    })
    expect(shown).toEqual({
      id: ID,
      name: 'MetaksaM',
      mobile_link: null,
      desktop_link: null,
      webapp_link: 'https://app.wallet.example/',
    })
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('wallet homepage'),
      expect.stringContaining('wallet mobile_link'),
      expect.stringContaining('wallet desktop_link'),
    ])
  })

  it('refuses a web-app link that is only a custom scheme', () => {
    expect(displayWalletListing({ id: ID, name: 'W', webapp_link: 'wallet://' }).webapp_link).toBe(
      null,
    )
  })
})
