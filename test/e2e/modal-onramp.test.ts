import { createPublicClient, erc20Abi, getAddress, http, parseUnits, type Hex } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { DEVNET_PROJECT_ID } from '../../devnet/devnet-project-id.js'
import { createBlockchainApiClient } from '../../src/clients/blockchain-api-client.js'
import {
  browserForFile,
  connectAndOpenFromAccount,
  devAddress,
  openHost,
  screenshot,
  seriousAxeViolations,
  waitForView,
  type ColorScheme,
} from './modal-page.js'
import { expectViewBaselines } from './view-baselines.js'

const browser = browserForFile()

/** The account's USDC received in the transaction's block (the devnet mines one per block). */
async function usdcReceived(hash: Hex, token: string): Promise<bigint> {
  const rpc = inject('endpoints').chains['eip155:1']
  if (!rpc) throw new Error('The devnet has no eip155:1 chain')
  const client = createPublicClient({ transport: http(rpc) })
  const { blockNumber } = await client.waitForTransactionReceipt({ hash })
  const at = (block: bigint) =>
    client.readContract({
      address: getAddress(token),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [getAddress(devAddress())],
      blockNumber: block,
    })
  return (await at(blockNumber)) - (await at(blockNumber - 1n))
}

const open = (theme: ColorScheme) => openHost(browser(), theme, '')

for (const theme of ['light', 'dark'] as const) {
  describe(`On-ramp, ${theme}`, () => {
    it(`[VIEW-24][VIEW-25][VIEW-26][CONN-09] picks USDC and USD, is quoted, and the provider's devnet checkout credits the quoted USDC on the chain (${theme})`, async () => {
      const { page, errors, close } = await open(theme)
      const providers = await connectAndOpenFromAccount(page, 'buy', 'OnRampProviders')
      expect(await providers.locator('footer[data-footer="legal"]').count()).toBe(1)

      await providers.locator('[data-action="purchase-currency"]').click()
      const tokens = await waitForView(page, 'OnRampTokenSelect')
      await tokens.locator('[data-choice="USDC"]').waitFor()
      expect(await tokens.locator('footer[data-footer="legal"]').count()).toBe(1)
      await screenshot(page, 'OnRampTokenSelect', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      if (theme === 'light') await expectViewBaselines(page, 'OnRampTokenSelect')
      await tokens.locator('[data-choice="USDC"]').click()

      await waitForView(page, 'OnRampProviders')
      await providers.locator('[data-action="payment-currency"]').click()
      const fiat = await waitForView(page, 'OnRampFiatSelect')
      await fiat.locator('[data-choice="USD"]').waitFor()
      expect(await fiat.locator('footer[data-footer="legal"]').count()).toBe(1)
      await screenshot(page, 'OnRampFiatSelect', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      if (theme === 'light') await expectViewBaselines(page, 'OnRampFiatSelect')
      await fiat.locator('[data-choice="USD"]').click()

      await waitForView(page, 'OnRampProviders')
      expect(await providers.locator('[data-action="purchase-currency"]').innerText()).toBe(
        'Buy USDC',
      )
      await providers.locator('[data-field="payment-amount"]').fill('50')
      expect(await providers.locator('[data-limit]').getAttribute('data-limit')).toBe(
        '10.00-7500.00',
      )
      const details = providers.locator('dl.details')
      await expect.poll(() => details.getAttribute('data-quote')).not.toBe('')
      const shown = await providers.locator('[data-field="purchase-amount"]').innerText()
      const [amount, symbol] = shown.split(' ')
      expect(symbol).toBe('USDC')
      // 1.5 % and the network fee come off 50 USD: a little under 49.25 USDC.
      expect(Number(amount)).toBeLessThan(49.25)
      expect(Number(amount)).toBeGreaterThan(49)
      await screenshot(page, 'OnRampProviders', theme)
      expect(await seriousAxeViolations(page)).toEqual([])

      const provider = providers.locator('[data-provider]').first()
      const label = await provider.innerText()
      const popupOpened = page.context().waitForEvent('page')
      await provider.click()
      const checkout = await popupOpened
      await checkout.waitForURL(/\/onramp\/pay\?session=/)
      // While the checkout is open the modal follows it, never an idle form.
      const pending = providers.locator('[data-outcome="pending"]')
      await pending.waitFor()
      expect(await pending.locator('.outcome-title').innerText()).toBe(
        `Finish the purchase in the ${label} window`,
      )
      await screenshot(page, 'OnRamp-checkout', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      await checkout.locator('#pay').click()
      const result = checkout.locator('#result')
      await expect.poll(() => result.innerText()).toMatch(/^Paid: 0x[0-9a-f]{64}$/)
      const hash = (await result.innerText()).replace('Paid: ', '')
      const token = await tokenAddress('USDC')
      expect(await usdcReceived(`0x${hash.slice(2)}`, token)).toBe(parseUnits(amount ?? '0', 6))
      await checkout.close()

      // The purchase ends on its success view: what came in, to whom, and its transaction.
      const done = providers.locator('[data-outcome="succeeded"]')
      await done.waitFor()
      expect(await done.locator('.outcome-title').innerText()).toBe('Purchase complete')
      const received = done.locator('[data-field="purchased-amount"]')
      expect(Number(await received.getAttribute('data-exact'))).toBe(Number(amount))
      // The devnet networks have no explorer: the hash is shown, with no link.
      expect(await done.getAttribute('data-hash')).toBe(hash)
      await screenshot(page, 'OnRamp-purchased', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      await done.locator('[data-action="done"]').click()
      await waitForView(page, 'Account')
      expect(errors).toEqual([])
      await close()
    })
  })
}

/** The devnet token's address on Ethereum, from the Blockchain API's swap token list. */
async function tokenAddress(symbol: string): Promise<string> {
  const client = createBlockchainApiClient({
    baseUrl: inject('endpoints').blockchainApi,
    projectId: DEVNET_PROJECT_ID,
  })
  const { tokens } = await client.convert.getTokens('eip155:1')
  const token = tokens.find((candidate) => candidate.symbol === symbol)
  if (!token) throw new Error(`no ${symbol} on the devnet`)
  return token.address.split(':').at(-1) ?? ''
}
