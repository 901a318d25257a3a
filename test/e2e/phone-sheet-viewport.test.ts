import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  browserForFile,
  dialogOf,
  screenshot,
  seriousAxeViolations,
  waitForView,
  type ColorScheme,
} from './modal-page.js'
import { PHONE_SCREENS, openPhone, sheetEdges, sheetOffset } from './phone-touch.js'
import { installVisualKeyboard, setVisualKeyboard, type VisualKeyboard } from './visual-keyboard.js'

const browser = browserForFile()

/** The sheet open on Connect, resting, its lazy parts in. */
async function openConnect(page: Page) {
  await page.locator('[data-portico="connect-button"]').tap()
  const connect = await waitForView(page, 'Connect')
  await expect.poll(() => sheetOffset(connect)).toBe(0)
  await connect.locator('[data-social="google"]').waitFor()
  // Its keyboard handling attached (a chunk of its own).
  await page.locator('[data-sheet="attached"]').waitFor()
  return connect
}

describe('the keyboard that shrinks only the visual viewport (390 x 844; the layout viewport keeps its height)', () => {
  const screen = PHONE_SCREENS[1]
  // A 384 px keyboard, the visual viewport then scrolled down as a browser brings the field up.
  const RAISED: VisualKeyboard = { height: 460, offsetTop: 0 }
  const SCROLLED: VisualKeyboard = { height: 460, offsetTop: 120 }

  /** Whether the element lies wholly in the sheet's scrolling body and in the visual viewport. */
  const visible = (page: Page, selector: string, keyboard: VisualKeyboard) =>
    dialogOf(page)
      .locator(selector)
      .evaluate((element, band) => {
        const body = element.closest('.body')
        if (!body) return false
        const box = element.getBoundingClientRect()
        const shown = body.getBoundingClientRect()
        return (
          box.top >= Math.max(shown.top, band.offsetTop) - 1 &&
          box.bottom <= Math.min(shown.bottom, band.offsetTop + band.height) + 1
        )
      }, keyboard)

  const sheetTop = (page: Page) =>
    dialogOf(page).evaluate((element) => element.getBoundingClientRect().top)

  it('lifts the sheet into the visible part with the email field and Continue, follows its scroll, and drops back in the frame the keyboard closes', async () => {
    const { page, errors, close } = await openPhone(
      browser(),
      screen,
      'light',
      '',
      async (context) => {
        await context.addInitScript(installVisualKeyboard)
      },
    )
    try {
      const connect = await openConnect(page)
      await connect.locator('#portico-email').tap()

      // The sheet's bottom is on the keyboard's top edge in the task of the viewport's event.
      expect(await setVisualKeyboard(page, RAISED)).toBe(RAISED.height)
      expect(await page.evaluate(() => window.innerHeight)).toBe(screen.height)
      await expect.poll(() => visible(page, '#portico-email', RAISED)).toBe(true)
      await expect.poll(() => visible(page, 'form.field button[type="submit"]', RAISED)).toBe(true)

      // The browser scrolls the visual viewport down: the sheet follows, and is no taller than
      // what is visible, so its header stays on screen too.
      expect(await setVisualKeyboard(page, SCROLLED)).toBe(SCROLLED.offsetTop + SCROLLED.height)
      expect(await sheetTop(page)).toBeGreaterThanOrEqual(SCROLLED.offsetTop)
      await expect.poll(() => visible(page, '#portico-email', SCROLLED)).toBe(true)
      await expect
        .poll(() => visible(page, 'form.field button[type="submit"]', SCROLLED))
        .toBe(true)
      await screenshot(page, 'phone-visual-keyboard-email', 'light')
      expect(await seriousAxeViolations(page)).toEqual([])

      // Typed and sent by touch where it now is.
      const email = 'phone-visual-keyboard@portico.test'
      await page.keyboard.type(email)
      await connect.locator('form.field button[type="submit"]').tap()
      const login = await waitForView(page, 'EmailLogin')
      await login.locator('[data-step="code"]').waitFor({ timeout: 30_000 })
      await login.locator('.otp input').first().tap()
      await expect.poll(() => visible(page, '.otp', SCROLLED)).toBe(true)

      // Closed: back on the screen's bottom edge in the same task, no frame left floating, and
      // as tall as the layout viewport lets it be again.
      expect(await setVisualKeyboard(page, null)).toBe(screen.height)
      expect(await dialogOf(page).evaluate((element) => getComputedStyle(element).maxHeight)).toBe(
        `${String(screen.height - 48)}px`,
      )
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  }, 60_000)
})

describe('a phone with a home indicator (safe-area-inset-bottom 34 px, 360 x 740)', () => {
  const screen = PHONE_SCREENS[0]
  const INDICATOR = 34

  it.each<ColorScheme>(['light', 'dark'])(
    'in the %s theme, the sheet reaches the bottom edge and its footer clears the indicator',
    async (theme) => {
      const { page, errors, close } = await openPhone(browser(), screen, theme)
      try {
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { bottom: INDICATOR } })
        const connect = await openConnect(page)
        const edges = await sheetEdges(connect)
        expect(Math.round(edges.sheet)).toBe(screen.height)
        expect(edges.parts).toBeLessThanOrEqual(screen.height - INDICATOR + 0.5)
        await screenshot(page, 'phone-home-indicator-Connect', theme)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    },
    60_000,
  )
})
