import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import {
  browserForFile,
  devAddress,
  dialogOf,
  openHost,
  screenshot,
  waitForView,
} from './modal-page.js'
import { expectViewBaselines, WALK_THEMES } from './view-baselines.js'

const browser = browserForFile()
const WALLET = 'Portico Devnet Multichain Wallet'

declare global {
  interface Window {
    porticoDevnetMultiChainWallet?: {
      evm: { provider: { request: (args: { method: string }) => Promise<unknown> } }
      solana: Promise<{ wallet: { accounts: readonly { address: string }[] } }>
    }
  }
}

function solanaAddress(): string {
  const found = inject('endpoints').accounts.solana?.[0]
  if (!found) throw new Error('The devnet has no Solana dev account')
  return found
}

const connectButton = (page: Page) => page.locator('[data-portico="connect-button"]')
const networkButton = (page: Page) => page.locator('[data-portico="network-button"]')

/** The accounts each half of the multi-chain wallet has shared with the page. */
const sharedAccounts = (page: Page) =>
  page.evaluate(async () => {
    const wallet = window.porticoDevnetMultiChainWallet
    if (!wallet) throw new Error('The multi-chain wallet is not installed')
    return {
      evm: await wallet.evm.provider.request({ method: 'eth_accounts' }),
      solana: (await wallet.solana).wallet.accounts.map((account) => account.address),
    }
  })

/** From Connect: the wallet's one row, then ConnectingMultiChain. */
async function openMultiChain(page: Page) {
  const connect = await waitForView(page, 'Connect')
  const rows = connect.locator(`.row[data-wallet="${WALLET}"]`)
  await rows.first().waitFor()
  expect(await rows.count()).toBe(1)
  expect(
    await connect.locator(`[data-group="injected"] .row[data-wallet="${WALLET}"]`).innerText(),
  ).toContain('Installed')
  await rows.click()
  return waitForView(page, 'ConnectingMultiChain')
}

async function connected(page: Page, shownAddress: string) {
  await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
  await expect.poll(() => connectButton(page).innerText()).toContain(shownAddress.slice(0, 4))
}

describe('a wallet installed for EVM and Solana under one name', () => {
  for (const theme of WALK_THEMES) {
    it(`[VIEW-12] [CONN-02] [ENT-05] is one MULTI_CHAIN row of the installed wallets; ConnectingMultiChain offers both namespaces, connects eip155 by keyboard, then solana from SwitchActiveChain, each through its own half (${theme})`, async () => {
      const { page, errors, close } = await openHost(browser(), theme, '?multichain=1')
      await connectButton(page).click()
      const choose = await openMultiChain(page)
      expect(await choose.innerText()).toContain(`Select a chain to connect ${WALLET}`)
      const rows = choose.locator('.row')
      expect(await rows.allInnerTexts()).toEqual([
        expect.stringContaining('eip155'),
        expect.stringContaining('solana'),
      ])
      await screenshot(page, 'ConnectingMultiChain', theme)
      await expectViewBaselines(page, 'ConnectingMultiChain')

      // By keyboard: Tab to the eip155 row, Enter.
      for (let step = 0; step < 10; step += 1) {
        const onRow = await page.evaluate(() =>
          document.activeElement?.shadowRoot?.activeElement?.textContent.includes('eip155'),
        )
        if (onRow) break
        await page.keyboard.press('Tab')
      }
      await page.keyboard.press('Enter')
      await connected(page, devAddress())
      expect(await sharedAccounts(page)).toEqual({ evm: [devAddress()], solana: [] })

      await networkButton(page).click()
      const networks = await waitForView(page, 'Networks')
      await networks.locator('.row', { hasText: 'Solana (devnet)' }).click()
      const switchChain = await waitForView(page, 'SwitchActiveChain')
      await switchChain.locator('button.primary').click()
      const again = await openMultiChain(page)
      await again.locator('.row', { hasText: 'solana' }).click()
      await connected(page, solanaAddress())
      expect((await sharedAccounts(page)).solana).toEqual([solanaAddress()])
      await connectButton(page).click()
      const account = await waitForView(page, 'Account')
      expect(await account.locator('[data-address]').getAttribute('data-address')).toBe(
        solanaAddress(),
      )
      expect(errors).toEqual([])
      await close()
    })
  }

  it('[VIEW-12] connects solana first from ConnectingMultiChain; Account shows the Solana address and the EVM half stays unasked', async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '?multichain=1')
    await connectButton(page).click()
    const choose = await openMultiChain(page)
    await choose.locator('.row', { hasText: 'solana' }).click()
    await connected(page, solanaAddress())
    expect(await sharedAccounts(page)).toEqual({ evm: [], solana: [solanaAddress()] })
    expect(await networkButton(page).innerText()).toBe('Solana (devnet)')
    expect(errors).toEqual([])
    await close()
  })

  it('without the multi-chain wallet, the EVM and Solana devnet wallets (different names) stay two rows and no ConnectingMultiChain is offered', async () => {
    const { page, close } = await openHost(browser())
    await connectButton(page).click()
    const connect = await waitForView(page, 'Connect')
    const names = await connect
      .locator('[data-group="injected"] .row')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-wallet')))
    expect(names).toEqual(['Portico Devnet Wallet', 'Portico Devnet Solana Wallet'])
    await close()
  })
})
