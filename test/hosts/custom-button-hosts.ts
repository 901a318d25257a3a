import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { modalClosed, waitForView } from '../e2e/modal-page.js'
import { devWalletAccount, openHostPage, type HostSuite } from './host-context.js'
import { pickInjectedWallet } from './injected-hosts.js'

/** Escape closes the modal the app's own button opened. */
async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await modalClosed(page)
}

/** The page whose app draws its own buttons from ConnectButtonCustom and NetworkButtonCustom. */
export function describeCustomButtons(suite: HostSuite): void {
  describe('the custom buttons host (the render-prop forms of ConnectButton and NetworkButton)', () => {
    it('draws the app’s own markup from the buttons’ state: sign in, the account with its balance, the network, the modal’s views and log out', async () => {
      const { page, errors, close } = await openHostPage(
        suite.browser(),
        suite.pageUrl('custom-buttons'),
        { ready: '[data-app="sign-in"]' },
      )
      try {
        // Only the app's markup: none of Portico's own buttons is on the page.
        expect(await page.locator('[data-portico="connect-button"]').count()).toBe(0)
        expect(await page.locator('[data-portico="network-button"]').count()).toBe(0)
        const signIn = page.locator('[data-app="sign-in"]')
        expect(await signIn.innerText()).toBe('Sign in with a wallet')
        expect(await signIn.getAttribute('data-status')).toBe('disconnected')
        const chain = page.locator('[data-app="chain"]')
        expect(await chain.innerText()).toBe('On Ethereum (devnet)')

        await signIn.click()
        await pickInjectedWallet(page)
        await modalClosed(page)
        const { address } = devWalletAccount()
        const short = `${address.slice(0, 6)}…${address.slice(-4)}`
        const account = page.locator('[data-app="account"]')
        await expect
          .poll(() => account.innerText(), { timeout: 20_000 })
          .toMatch(new RegExp(`^${short} \\([0-9.]+ ETH\\)$`))

        await account.click()
        await waitForView(page, 'Account')
        await closeModal(page)
        await chain.click()
        await waitForView(page, 'Networks')
        await closeModal(page)

        // usePorticoDisconnect: every namespace's connection ends, the sign-in button is back.
        await page.click('[data-app="log-out"]')
        await signIn.waitFor()
        expect(await signIn.getAttribute('data-status')).toBe('disconnected')
        expect(await page.locator('[data-app="account"]').count()).toBe(0)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  })
}
