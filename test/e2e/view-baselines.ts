import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { dialogOf, seriousAxeViolations } from './modal-page.js'
import { settledLayout, stopMotion } from './still-picture.js'
import { compareWithBaseline, MASK_COLOUR, type BaselineResult } from './visual-baseline.js'

/**
 * The themes of a walk that takes baselines: light only. Its views' baselines picture both themes
 * and check axe in both; a dark pass of the walk would picture them again.
 */
export const WALK_THEMES = ['light'] as const

const WIDTHS = [360, 1280] as const
const THEMES = ['light', 'dark'] as const
const HEIGHT = 800

/** Labels and boxes in the dialog whose text is wider than the box: a cut label. */
export const cutLabels = (page: Page) =>
  dialogOf(page).evaluate((dialog) =>
    [...dialog.querySelectorAll('button, a, h2, label, dt, dd, .name, .tag, p, li')]
      // Text for screen readers only is clipped to a pixel on purpose.
      .filter((element) => !element.closest('.visually-hidden'))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent),
  )

/** The dialog's box: a bottom sheet the window's width at 360 px, a centred card at 1280. */
async function expectPlacement(page: Page, width: number): Promise<void> {
  const box = await dialogOf(page).boundingBox()
  if (!box) throw new Error('the dialog has no box')
  if (width <= 430) {
    expect({ x: box.x, width: box.width, bottom: Math.round(box.y + box.height) }).toEqual({
      x: 0,
      width,
      bottom: HEIGHT,
    })
  } else {
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThanOrEqual(1)
    expect(box.y).toBeGreaterThan(0)
  }
}

/** The page's window and media as a test left them, to give back after the baselines. */
const pageMedia = async (page: Page) => ({
  viewport: page.viewportSize(),
  ...(await page.evaluate(() => ({
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
    reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
  }))),
})

/**
 * The view now showing in both themes at 360 and 1280 px, each compared with its committed
 * baseline; on the way it is checked with axe-core in each theme, for cut labels and for its
 * placement. Each picture is taken with motion stopped, once the layout has settled.
 * Values that move between runs on the shared devnet (balances, gas prices, quotes, hashes,
 * nonces) are masked by `masks`. The page's window and media are given back after.
 */
export async function viewBaselines(
  page: Page,
  view: string,
  masks: readonly string[] = [],
): Promise<BaselineResult[]> {
  const dialog = dialogOf(page)
  // A toast closes itself after a moment: the view is taken without it; wallet and network
  // images are in (or have failed to their placeholder).
  await expect.poll(() => dialog.locator('.toast').count(), { timeout: 10_000 }).toBe(0)
  await expect.poll(() => dialog.locator('.wallet-slot[data-image="loading"]').count()).toBe(0)
  const before = await pageMedia(page)
  // The pointer off the dialog: no button in it keeps the hover look of the last click.
  await page.mouse.move(0, 0)
  // The page behind shows at the dialog's rounded corners and at a fractional edge: hidden, so
  // what a test left on the page does not change the picture.
  const veil = await page.addStyleTag({
    content: 'body { visibility: hidden } portico-modal { visibility: visible }',
  })
  const restartMotion = await stopMotion(page)
  const results: BaselineResult[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT })
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
      await settledLayout(page)
      // Each theme's colours checked once (the walks that reach the view run in light only).
      if (width === WIDTHS[0])
        expect(await seriousAxeViolations(page), `${view} ${theme}`).toEqual([])
      expect({ view, width, cut: await cutLabels(page) }).toEqual({ view, width, cut: [] })
      await expectPlacement(page, width)
      const png = await dialog.screenshot({
        animations: 'disabled',
        caret: 'hide',
        mask: masks.map((selector) => dialog.locator(selector)),
        maskColor: MASK_COLOUR,
      })
      results.push(compareWithBaseline(`${view}-${theme}-${String(width)}`, png))
    }
  }
  await restartMotion()
  await veil.evaluate((style) => {
    style.parentNode?.removeChild(style)
  })
  if (before.viewport) await page.setViewportSize(before.viewport)
  await page.emulateMedia({
    colorScheme: before.dark ? 'dark' : 'light',
    reducedMotion: before.reduced ? 'reduce' : 'no-preference',
  })
  return results
}

/** viewBaselines inside another walk: a mismatch fails the test and the walk goes on. */
export async function expectViewBaselines(
  page: Page,
  view: string,
  masks: readonly string[] = [],
): Promise<void> {
  const results = await viewBaselines(page, view, masks)
  expect.soft(results.filter((result) => result.mismatch !== undefined)).toEqual([])
}
