import { parseUnits } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { DEVNET_PROJECT_ID } from '../../devnet/devnet-project-id.js'
import { createBlockchainApiClient } from '../../src/clients/blockchain-api-client.js'
import { devAccount, installAccountWallet } from './account-wallet.js'
import {
  browserForFile,
  chainTokenBalance,
  connectAndOpenFromAccount,
  openHost,
  screenshot,
  seriousAxeViolations,
  waitForView,
} from './modal-page.js'
import { OWN_DEV_ACCOUNTS } from './own-dev-accounts.js'

const browser = browserForFile()

/** A dev account only this file buys with, so its newest transfer is the purchase. */
const BUYER = OWN_DEV_ACCOUNTS.onRampBuyer

/** The devnet USDC on Ethereum, from the Blockchain API's swap token list. */
async function usdcAddress(): Promise<string> {
  const client = createBlockchainApiClient({
    baseUrl: inject('endpoints').blockchainApi,
    projectId: DEVNET_PROJECT_ID,
  })
  const { tokens } = await client.convert.getTokens('eip155:1')
  const usdc = tokens.find((token) => token.symbol === 'USDC')
  if (!usdc) throw new Error('no USDC on the devnet')
  return usdc.address.split(':').at(-1) ?? ''
}

describe('On-ramp purchase in Activity', () => {
  it('a purchase paid on the devnet checkout page lands on the chain, then tops the Activity tab as USDC received', async () => {
    const name = 'Buyer Wallet'
    const { page, errors, close } = await openHost(browser(), 'light', '', async (context) => {
      await installAccountWallet(context, BUYER, name)
    })
    const owner = devAccount(BUYER).address
    const providers = await connectAndOpenFromAccount(page, 'buy', 'OnRampProviders', name)
    await providers.locator('[data-action="purchase-currency"]').click()
    const tokens = await waitForView(page, 'OnRampTokenSelect')
    await tokens.locator('[data-choice="USDC"]').click()
    await waitForView(page, 'OnRampProviders')
    await providers.locator('[data-field="payment-amount"]').fill('40')
    const details = providers.locator('dl.details')
    await expect.poll(() => details.getAttribute('data-quote')).not.toBe('')
    const [amount, symbol] = (
      await providers.locator('[data-field="purchase-amount"]').innerText()
    ).split(' ')
    expect(symbol).toBe('USDC')
    const popupOpened = page.context().waitForEvent('page')
    await providers.locator('[data-provider]').first().click()
    const checkout = await popupOpened
    await checkout.waitForURL(/\/onramp\/pay\?session=/)
    await checkout.locator('#pay').click()
    await expect.poll(() => checkout.locator('#result').innerText()).toMatch(/^Paid: 0x/)
    await checkout.close()
    // Dev accounts past 9 start without tokens: the chain holds just what was bought.
    const usdc = await usdcAddress()
    await expect.poll(() => chainTokenBalance(usdc, owner)).toBe(parseUnits(amount ?? '0', 6))

    // Back to Account, where the Activity tab reads the history afresh.
    await providers.locator('[data-action="back"]').click()
    const account = await waitForView(page, 'Account')
    await account.locator('#portico-tab-activity').click()
    const first = account.locator('[data-list="activity"] li[data-transaction]').first()
    await first.waitFor()
    expect(await first.getAttribute('data-direction')).toBe('received')
    const shownAmount = Number(amount).toFixed(3)
    expect(await first.locator('[data-amount]').innerText()).toBe(`+${shownAmount} USDC`)
    expect(await first.locator('time').innerText()).toMatch(/^\d+ (sec|min)$/)
    expect(await account.locator('[data-list="activity"] li[data-transaction]').count()).toBe(1)
    await screenshot(page, 'Account-activity-onramp', 'light')
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})
