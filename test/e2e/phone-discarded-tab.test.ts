import { describe, expect, it } from 'vitest'
import { browserForFile, waitForView } from './modal-page.js'
import {
  SIGNED_TEXT,
  decision,
  nextWalletTab,
  openDappTab,
  openOnPhone,
  tapWalletApp,
} from './phone-page.js'
import { ACCEPTED_WALLETCONNECT_LOGS, errorsThatMatter } from './walletconnect-console.js'

const { settledResponse, lateSettle, answerNobodyWaitsFor, answerBeforeListening } =
  ACCEPTED_WALLETCONNECT_LOGS
const browser = browserForFile()

/**
 * A phone discards a background tab it needs the memory of: coming back reloads the page, its
 * `sessionStorage` and every promise gone, its `localStorage` and IndexedDB kept. Closing the
 * dapp's page and opening it again in a new page of the same browser context stands in for it
 * (Chromium's own discard, chrome://discards, is not reachable from a test).
 */
describe('on a phone: the dapp tab discarded while the visitor is in the wallet app', () => {
  it('a pairing the wallet approved while the tab was gone is restored on load: the dapp is connected without asking again', async () => {
    const { context, page, url, close } = await openOnPhone(browser())
    const { tab } = await tapWalletApp(context, page)
    const proposal = decision(tab, 'proposal')
    await proposal.waitFor()
    await page.close()
    const evmAddress = (await tab.locator('[data-evm-address]').innerText()).trim()
    await proposal.locator('[data-action="approve"]').tap()
    await tab.locator('.wallet-log', { hasText: 'Approved' }).waitFor()

    const { page: back, errors } = await openDappTab(context, url)
    const button = back.locator('[data-portico="connect-button"]')
    await expect
      .poll(() => button.innerText(), { timeout: 30_000 })
      .toContain(evmAddress.slice(0, 6))
    await button.tap()
    const account = await waitForView(back, 'Account')
    expect(await account.locator('[data-address]').getAttribute('data-address')).toBe(evmAddress)
    expect(errorsThatMatter(errors, [settledResponse, lateSettle, answerBeforeListening])).toEqual(
      [],
    )
    await close()
  })

  it('a pairing still pending when the tab comes back is taken up again: the wallet approves after the reload and the dapp is connected', async () => {
    const { context, page, url, close } = await openOnPhone(browser())
    const { tab } = await tapWalletApp(context, page)
    const proposal = decision(tab, 'proposal')
    await proposal.waitFor()
    await page.close()
    const { page: back, errors } = await openDappTab(context, url)
    const button = back.locator('[data-portico="connect-button"]')
    expect(await button.innerText()).toContain('Connect')

    const evmAddress = (await tab.locator('[data-evm-address]').innerText()).trim()
    await proposal.locator('[data-action="approve"]').tap()
    await tab.locator('.wallet-log', { hasText: 'Connected to Portico playground' }).waitFor()
    await back.bringToFront()
    await expect
      .poll(() => button.innerText(), { timeout: 30_000 })
      .toContain(evmAddress.slice(0, 6))
    // Taken up as connect() takes a session: it is there again after one more reload.
    await back.reload()
    await expect
      .poll(() => button.innerText(), { timeout: 30_000 })
      .toContain(evmAddress.slice(0, 6))
    expect(errorsThatMatter(errors, [settledResponse, lateSettle, answerBeforeListening])).toEqual(
      [],
    )
    await close()
  })

  it('a signature asked before the tab was discarded: its answer reaches a page that no longer waits, which stays connected, shows no error and signs the next one', async () => {
    const { context, page, url, close } = await openOnPhone(browser())
    const { tab } = await tapWalletApp(context, page)
    const proposal = decision(tab, 'proposal')
    await proposal.locator('[data-action="approve"]').tap()
    const evmAddress = (await tab.locator('[data-evm-address]').innerText()).trim()
    const button = page.locator('[data-portico="connect-button"]')
    await expect.poll(() => button.innerText()).toContain(evmAddress.slice(0, 6))
    await tab.close()
    const { tab: requestTab } = await nextWalletTab(context, () =>
      page.locator('[data-action="sign-message"]').tap(),
    )
    const request = decision(requestTab, 'request')
    await request.waitFor()
    await page.close()

    const { page: back, errors } = await openDappTab(context, url)
    const again = back.locator('[data-portico="connect-button"]')
    await expect
      .poll(() => again.innerText(), { timeout: 30_000 })
      .toContain(evmAddress.slice(0, 6))
    // The answer goes to the relay; the promise that asked died with the page before.
    await request.locator('[data-action="approve"]').tap()
    await requestTab.locator('.wallet-log', { hasText: 'Approved' }).waitFor()
    expect(await back.locator('[data-signature], [data-sign-error]').count()).toBe(0)
    expect(await again.innerText()).toContain(evmAddress.slice(0, 6))

    const { tab: nextTab } = await nextWalletTab(context, () =>
      back.locator('[data-action="sign-message"]').tap(),
    )
    const next = decision(nextTab, 'request')
    expect(await next.locator('[data-message]').innerText()).toBe(SIGNED_TEXT)
    await next.locator('[data-action="approve"]').tap()
    await back.locator('[data-signature]').waitFor({ timeout: 30_000 })
    expect(errorsThatMatter(errors, [settledResponse, lateSettle, answerNobodyWaitsFor])).toEqual(
      [],
    )
    await close()
  })
})
