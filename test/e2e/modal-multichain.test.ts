import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import {
  browserForFile,
  devAddress,
  dialogOf,
  finishNetworkSwitch,
  openHost,
  screenshot,
  waitForView,
} from './modal-page.js'
import { expectViewBaselines, WALK_THEMES } from './view-baselines.js'

const browser = browserForFile()

function solanaAddress(): string {
  const found = inject('endpoints').accounts.solana?.[0]
  if (!found) throw new Error('The devnet has no Solana dev account')
  return found
}

const connectButton = (page: Page) => page.locator('[data-portico="connect-button"]')
const networkButton = (page: Page) => page.locator('[data-portico="network-button"]')

async function connectWallet(page: Page, wallet: string, shownAddress: string) {
  const connect = await waitForView(page, 'Connect')
  await connect.locator(`.row[data-wallet="${wallet}"]`).click()
  await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
  await expect.poll(() => connectButton(page).innerText()).toContain(shownAddress.slice(0, 4))
}

async function pickNetwork(page: Page, name: string) {
  await networkButton(page).click()
  const networks = await waitForView(page, 'Networks')
  await networks.locator('.row', { hasText: name }).click()
}

const evmChainId = (page: Page) =>
  page.evaluate(() => window.porticoDevnetWallet?.provider.request({ method: 'eth_chainId' }))

describe('EVM and Solana at once', () => {
  for (const theme of WALK_THEMES) {
    it(`[NAV-24] picking Solana while only the EVM wallet is connected shows SwitchActiveChain; connecting the Solana wallet from there keeps both, and the active chain switches back and forth from Networks (${theme})`, async () => {
      const { page, errors, close } = await openHost(browser(), theme)
      await connectButton(page).click()
      await connectWallet(page, 'Portico Devnet Wallet', devAddress())

      await pickNetwork(page, 'Solana (devnet)')
      const switchChain = await waitForView(page, 'SwitchActiveChain')
      expect(await switchChain.innerText()).toContain('Switch to Solana (devnet)')
      await screenshot(page, 'SwitchActiveChain', theme)
      await expectViewBaselines(page, 'SwitchActiveChain')
      await switchChain.locator('button.primary').click()
      await connectWallet(page, 'Portico Devnet Solana Wallet', solanaAddress())
      expect(await networkButton(page).innerText()).toBe('Solana (devnet)')

      // Both namespaces hold an account: switching the active chain needs no view.
      await pickNetwork(page, 'Ethereum (devnet)')
      await finishNetworkSwitch(page, 'Ethereum (devnet)')
      await expect.poll(() => networkButton(page).innerText()).toBe('Ethereum (devnet)')
      await expect.poll(() => connectButton(page).innerText()).toContain(devAddress().slice(0, 6))
      await pickNetwork(page, 'Solana (devnet)')
      await finishNetworkSwitch(page, 'Solana (devnet)')
      await expect
        .poll(() => connectButton(page).innerText())
        .toContain(solanaAddress().slice(0, 4))
      await connectButton(page).click()
      const account = await waitForView(page, 'Account')
      expect(await account.locator('[data-address]').getAttribute('data-address')).toBe(
        solanaAddress(),
      )
      await screenshot(page, 'account-multichain', theme)
      expect(errors).toEqual([])
      await close()
    })
  }

  it('switching EVM networks from the network button asks the wallet, which moves to the chosen chain; a reload restores the EVM connection', async () => {
    const { page, errors, close } = await openHost(browser())
    await connectButton(page).click()
    await connectWallet(page, 'Portico Devnet Wallet', devAddress())
    await pickNetwork(page, 'Base (devnet)')
    await finishNetworkSwitch(page, 'Base (devnet)')
    await expect.poll(() => networkButton(page).innerText()).toBe('Base (devnet)')
    expect(await evmChainId(page)).toBe('0x2105')

    await page.reload()
    await connectButton(page).waitFor()
    await expect.poll(() => connectButton(page).innerText()).toContain(devAddress().slice(0, 6))
    expect(errors).toEqual([])
    await close()
  })
})
