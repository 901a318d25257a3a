import { formatEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { truncateBalance } from '../../src/utils/format-amount.js'
import {
  chainBalance,
  devAddress,
  dialogOf,
  openHost,
  screenshot,
  waitForView,
  browserForFile,
} from './modal-page.js'

declare global {
  interface Window {
    /** The devnet test wallet the playground loads (devnet/wallets/injected-wallet-script.ts). */
    porticoDevnetWallet?: { provider: { request: (args: unknown) => Promise<unknown> } }
  }
}

const browser = browserForFile()

describe('connecting through the modal', () => {
  it('the EIP-6963 test wallet connects; Account shows the dev address and its devnet balance; disconnect returns to Connect', async () => {
    const { page, errors, close } = await openHost(browser())
    await page.click('[data-portico="connect-button"]')
    const connect = await waitForView(page, 'Connect')
    await connect
      .locator('[data-group="injected"] .row', { hasText: 'Portico Devnet Wallet' })
      .click()
    await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
    const address = devAddress()
    const button = page.locator('[data-portico="connect-button"]')
    await expect.poll(() => button.innerText()).toContain(address.slice(0, 6))
    await expect.poll(() => button.locator('[data-portico="balance"]').count()).toBe(1)

    // The visitor switches chain in the wallet itself: the page follows.
    await page.evaluate(() =>
      window.porticoDevnetWallet?.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x2105' }],
      }),
    )
    const network = page.locator('[data-portico="network-button"]')
    await expect.poll(() => network.innerText()).toBe('Base (devnet)')
    await page.evaluate(() =>
      window.porticoDevnetWallet?.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x1' }],
      }),
    )
    await expect.poll(() => network.innerText()).toBe('Ethereum (devnet)')

    await button.click()
    const account = await waitForView(page, 'Account')
    expect(await account.locator('[data-address]').getAttribute('data-address')).toBe(address)
    const balance = account.locator('[data-balance]')
    await expect.poll(() => balance.getAttribute('data-balance')).not.toBeNull()
    const shown = await balance.getAttribute('data-balance')
    expect(truncateBalance(shown ?? '')).toBe(
      truncateBalance(formatEther(await chainBalance(address))),
    )
    expect(await balance.innerText()).toContain('ETH')
    await screenshot(page, 'account', 'light')

    await account.locator('[data-action="disconnect"]').click()
    await waitForView(page, 'Connect')
    expect(await button.innerText()).toBe('Connect')
    expect(errors).toEqual([])
    await close()
  })
})
