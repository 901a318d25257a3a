import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_LIFETIME_MS,
} from '../../src/controllers/swap-quote-expiry.js'
import { devAccount, installAccountWallet } from './account-wallet.js'
import {
  browserForFile,
  chainTokenBalance,
  connectAndOpenFromAccount,
  openHost,
  screenshot,
  seriousAxeViolations,
  type ColorScheme,
} from './modal-page.js'
import { OWN_DEV_ACCOUNTS } from './own-dev-accounts.js'
import { setQuoteLifetime } from './quote-lifetime.js'

const browser = browserForFile()

/** Dev accounts this file alone swaps with, one per test, so their quote lifetimes are theirs. */
const ACCOUNTS = {
  light: OWN_DEV_ACCOUNTS.swapExpiryLight,
  dark: OWN_DEV_ACCOUNTS.swapExpiryDark,
  refresh: OWN_DEV_ACCOUNTS.swapExpiryRefresh,
} as const

async function openSwapAs(theme: ColorScheme, index: number) {
  const name = `Swap Account ${String(index)}`
  const opened = await openHost(browser(), theme, '', async (context) => {
    await installAccountWallet(context, index, name)
  })
  const swap = await connectAndOpenFromAccount(opened.page, 'swap', 'Swap', name)
  const option = swap.locator('[data-field="to"] option', { hasText: 'DAI' })
  await option.waitFor({ state: 'attached' })
  const value = (await option.getAttribute('value')) ?? ''
  await swap.locator('[data-field="to"]').selectOption(value)
  await swap.locator('[data-field="amount"]').fill('0.01')
  return { ...opened, swap, dai: value.split(':').at(-1) ?? '' }
}

/** The time the shown quote arrived, once one is shown. */
async function quotedAt(swap: Locator): Promise<number> {
  const details = swap.locator('dl.details')
  await expect.poll(() => details.getAttribute('data-quoted-at')).not.toBe('')
  return Number(await details.getAttribute('data-quoted-at'))
}

for (const theme of ['light', 'dark'] as const) {
  describe(`Swap quote expiry, ${theme}`, () => {
    it(`when the API refuses the quote as expired, nothing is sent, a new quote is shown with the reason, and swapping again sends it (${theme})`, async () => {
      const owner = devAccount(ACCOUNTS[theme]).address
      await setQuoteLifetime(owner, 1)
      const { page, errors, close, swap, dai } = await openSwapAs(theme, ACCOUNTS[theme])
      const first = await quotedAt(swap)
      const before = await chainTokenBalance(dai, owner)
      await swap.locator('[data-action="swap"]').click()
      const error = swap.locator('.error-text')
      await error.waitFor()
      expect(await error.innerText()).toBe(QUOTE_EXPIRED_MESSAGE)
      await expect.poll(() => quotedAt(swap)).toBeGreaterThan(first)
      expect(await swap.locator('[data-hash]').count()).toBe(0)
      expect(await chainTokenBalance(dai, owner)).toBe(before)
      await screenshot(page, 'Swap-quote-expired', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      // With quotes that hold again, the new quote is accepted from the keyboard.
      await setQuoteLifetime(owner, 30_000)
      await swap.locator('[data-action="swap"]').focus()
      await page.keyboard.press('Enter')
      await swap.locator('[data-hash]').waitFor()
      await expect.poll(() => chainTokenBalance(dai, owner)).toBeGreaterThan(before)
      // The one refusal the browser logs is the API's 400 for the expired quote.
      expect(errors).toEqual([
        'Failed to load resource: the server responded with a status of 400 (Bad Request)',
      ])
      await close()
    })
  })
}

describe('Swap quote refresh', () => {
  it('a shown quote is fetched again when its 15 s lifetime ends, without any typing', async () => {
    const { close, swap } = await openSwapAs('light', ACCOUNTS.refresh)
    const first = await quotedAt(swap)
    await expect
      .poll(() => quotedAt(swap), { timeout: QUOTE_LIFETIME_MS + 10_000, interval: 1000 })
      .toBeGreaterThanOrEqual(first + QUOTE_LIFETIME_MS)
    expect(await swap.locator('[data-action="swap"]').isDisabled()).toBe(false)
    await close()
  })
})
