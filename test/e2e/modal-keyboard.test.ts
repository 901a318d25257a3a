import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserForFile, openHost, waitForView } from './modal-page.js'

const browser = browserForFile()

/** What has focus, looking through the modal's shadow root. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const host = document.activeElement
    const inner = host?.shadowRoot?.activeElement
    return {
      inModal: host?.tagName === 'PORTICO-MODAL',
      // An icon-only button has no text: its accessible name tells it apart.
      label:
        (inner ?? host)?.getAttribute('aria-label') ?? (inner ?? host)?.textContent.trim() ?? '',
      portico: host instanceof HTMLElement ? (host.dataset.portico ?? '') : '',
    }
  })

describe('the modal by keyboard', () => {
  it('opens from the connect button, keeps Tab inside, reaches every control, closes on Escape and gives focus back', async () => {
    const { page, errors, close } = await openHost(browser())
    await page.focus('[data-portico="connect-button"]')
    await page.keyboard.press('Enter')
    const connect = await waitForView(page, 'Connect')
    await connect.locator('[data-group="injected"] .row').first().waitFor()
    await connect.locator('.socials button').first().waitFor()

    const controls = await connect.locator('button:not([disabled]), input, a[href]').count()
    const reached = new Set<string>()
    for (let step = 0; step < controls * 2 + 2; step += 1) {
      await page.keyboard.press('Tab')
      const now = await focused(page)
      expect(now.inModal).toBe(true)
      reached.add(now.label)
    }
    // Every enabled control got focus (the email field has no text, hence the empty label).
    expect(reached.size).toBeGreaterThanOrEqual(controls)

    await page.keyboard.press('Escape')
    await connect.waitFor({ state: 'detached' })
    expect((await focused(page)).portico).toBe('connect-button')

    await page.keyboard.press('Enter')
    const reopened = await waitForView(page, 'Connect')
    await reopened.locator('[data-action="close"]').focus()
    await page.keyboard.press('Enter')
    await reopened.waitFor({ state: 'detached' })
    expect((await focused(page)).portico).toBe('connect-button')
    expect(errors).toEqual([])
    await close()
  })

  it('a click on the backdrop closes the modal', async () => {
    const { page, errors, close } = await openHost(browser())
    await page.click('[data-portico="network-button"]')
    const networks = await waitForView(page, 'Networks')
    await page.mouse.click(20, 880)
    await networks.waitFor({ state: 'detached' })
    await page.click('[data-portico="connect-button"]')
    await waitForView(page, 'Connect')
    expect(errors).toEqual([])
    await close()
  })
})
