import type { Page } from 'playwright-core'
import { isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  browserForFile,
  openHost,
  screenshot,
  seriousAxeViolations,
  waitForView,
  type ColorScheme,
} from './modal-page.js'

const browser = browserForFile()

/** Opens Connect and clicks a social login's button; answers the view it led to. */
async function chooseSocial(page: Page, provider: string, view: string) {
  await page.click('[data-portico="connect-button"]')
  const connect = await waitForView(page, 'Connect')
  await connect.locator(`[data-social="${provider}"]`).click()
  return waitForView(page, view)
}

/** The connect button's address once connected, read from Account; Account is left open. */
async function connectedAddress(page: Page): Promise<string> {
  const button = page.locator('[data-portico="connect-button"]')
  await button.locator('[data-portico="balance"]').waitFor({ timeout: 30_000 })
  await button.click()
  const account = await waitForView(page, 'Account')
  return (await account.locator('[data-address]').getAttribute('data-address')) ?? ''
}

describe('social login through the modal', () => {
  for (const theme of ['light', 'dark'] as const satisfies ColorScheme[]) {
    it(`[VIEW-13] signs in with Google in the 600 x 800 popup of the devnet's consent page; the embedded wallet connects (${theme})`, async () => {
      const { page, errors, close } = await openHost(browser(), theme)
      const popupOpened = page.waitForEvent('popup')
      const view = await chooseSocial(page, 'google', 'ConnectingSocial')
      const popup = await popupOpened
      await popup.locator('[data-action="allow"]').waitFor()
      expect(await popup.title()).toBe('Sign in with Google (devnet)')
      expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([
        600, 800,
      ])
      await screenshot(page, 'ConnectingSocial-waiting', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      await popup.locator('#account').fill(`social-${theme}@portico.test`)
      await popup.locator('[data-action="allow"]').click()
      await view.waitFor({ state: 'detached', timeout: 30_000 })
      expect(isAddress(await connectedAddress(page))).toBe(true)
      expect(errors).toEqual([])
      await close()
    })
  }

  it("[ERR-69] a popup closed without consent shows 'Popup closed' and a retry (GitHub, so spelt)", async () => {
    const { page, errors, close } = await openHost(browser(), 'light')
    const popupOpened = page.waitForEvent('popup')
    const view = await chooseSocial(page, 'github', 'ConnectingSocial')
    // The brand as it spells itself, on the view the button led to.
    expect(await view.innerText()).toContain('GitHub')
    expect(await view.innerText()).not.toContain('Github')
    const popup = await popupOpened
    // Deny closes the popup at once, which can end the click itself: only that is tolerated.
    await popup
      .locator('[data-action="deny"]')
      .click({ noWaitAfter: true })
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error
      })
    await view.locator('.error-text', { hasText: 'Popup closed' }).waitFor({ timeout: 10_000 })
    expect(await view.getByRole('button', { name: 'Try again' }).count()).toBe(1)
    expect(await page.locator('[data-portico="connect-button"]').innerText()).toBe('Connect')
    expect(errors).toEqual([])
    await close()
  })
})

describe('Farcaster login through the modal', () => {
  for (const theme of ['light', 'dark'] as const satisfies ColorScheme[]) {
    it(`[VIEW-14] [CALL-06] shows the Farcaster URL as a QR code; approving it in the devnet's Farcaster app connects the embedded wallet (${theme})`, async () => {
      const { page, errors, close } = await openHost(browser(), theme)
      const view = await chooseSocial(page, 'farcaster', 'ConnectingFarcaster')
      const qr = view.locator('[data-farcaster-url]')
      await qr.waitFor({ timeout: 30_000 })
      const url = (await qr.getAttribute('data-farcaster-url')) ?? ''
      expect(new URL(url).pathname).toBe('/farcaster/approve')
      expect(await view.locator('svg').count()).toBeGreaterThan(0)
      await screenshot(page, 'ConnectingFarcaster-qr', theme)
      expect(await seriousAxeViolations(page)).toEqual([])

      // The devnet's stand-in for the Farcaster app on the visitor's phone.
      const phone = await page.context().newPage()
      await phone.goto(url)
      await phone.locator('#user-name').fill(`fc-${theme}`)
      await phone.locator('[data-action="approve"]').click()
      await phone.locator('form[data-approved="true"]').waitFor()
      await phone.close()

      await view.waitFor({ state: 'detached', timeout: 30_000 })
      expect(isAddress(await connectedAddress(page))).toBe(true)
      expect(errors).toEqual([])
      await close()
    })
  }
})
