import { afterEach, describe, expect, it, vi } from 'vitest'
import { walletReturnLinks } from '../../../src/connectors/wallet-return-links.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe("the pairing's way back (metadata.redirect)", () => {
  it("carries the app's universal and native links", () => {
    expect(
      walletReturnLinks({ universal: 'https://dapp.example/swap', native: 'dapp://' }),
    ).toEqual({ redirect: { universal: 'https://dapp.example/swap', native: 'dapp://' } })
    expect(walletReturnLinks({ universal: 'http://127.0.0.1:5173/' })).toEqual({
      redirect: { universal: 'http://127.0.0.1:5173/' },
    })
  })

  it('is left out when the app names none', () => {
    expect(walletReturnLinks(undefined)).toEqual({})
    expect(walletReturnLinks({})).toEqual({})
  })

  it('drops a link that would run script or is not a web page, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(
      walletReturnLinks({ universal: 'javascript:alert(1)', native: 'data:text/html,x' }),
    ).toEqual({})
    expect(walletReturnLinks({ universal: 'http://dapp.example/' })).toEqual({})
    expect(warn).toHaveBeenCalledTimes(3)
  })
})
