import {
  devices,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core'
import { inject } from 'vitest'
import { pageErrorsOf } from './browser.js'
import type { ColorScheme } from './modal-page.js'

/** The two phone screens the touch sweep runs at (CSS px). */
export const PHONE_SCREENS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const

export type PhoneScreen = (typeof PHONE_SCREENS)[number]

/**
 * The playground on a phone: the Pixel 7's Android user agent, touch and mobile layout at the
 * given screen size and theme. `prepare` runs on the context before the page loads.
 */
export async function openPhone(
  browser: Browser,
  screen: { width: number; height: number },
  colorScheme: ColorScheme,
  search = '',
  prepare?: (context: BrowserContext) => Promise<void>,
) {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: screen, colorScheme })
  await prepare?.(context)
  const page = await context.newPage()
  const errors = pageErrorsOf(page)
  await page.goto(`${inject('playgroundUrl')}/?${search}#devnet`)
  await page.locator('[data-portico="connect-button"]').waitFor()
  return { context, page, errors, close: () => context.close() }
}

export interface TouchDrag {
  /** Where the finger goes down. */
  from: { x: number; y: number }
  /** How far it moves down (negative: up), in CSS px. */
  dy: number
  /** In how many moves. */
  steps: number
  /**
   * The time between moves, in ms, as the events' own timestamps say (what the page measures a
   * speed by, whatever the load on the machine that sends them); a slow drag also waits it out.
   */
  msPerStep: number
  /** Runs with the finger still down at the end of the move. */
  beforeRelease?: () => Promise<void>
}

/** Moves this slow or slower are waited out between sends, not only stamped. */
const WAITED_STEP_MS = 40

/**
 * A finger dragged across the page through Chromium's own touch input (CDP), which the page
 * receives as pointer and touch events and the compositor as a scroll gesture, as on a phone.
 */
export async function touchDrag(page: Page, drag: TouchDrag): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  const { x, y } = drag.from
  const startedAt = Date.now() / 1000
  const at = (step: number) => startedAt + (step * drag.msPerStep) / 1000
  try {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x, y }],
      timestamp: at(0),
    })
    for (let step = 1; step <= drag.steps; step += 1) {
      if (drag.msPerStep >= WAITED_STEP_MS) await page.waitForTimeout(drag.msPerStep)
      const point = { x, y: y + (drag.dy * step) / drag.steps }
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [point],
        timestamp: at(step),
      })
    }
    await drag.beforeRelease?.()
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchEnd',
      touchPoints: [],
      timestamp: at(drag.steps + 1),
    })
  } finally {
    await cdp.detach()
  }
}

/** The centre of an element on the page, for a finger to go down on. */
export async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('The element is not laid out')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** How far down the sheet is moved (its transform's vertical translation), in px. */
export const sheetOffset = (dialog: Locator): Promise<number> =>
  dialog.evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m42)

/**
 * The modal stylesheet's :hover rules that apply on a device without hover (outside an
 * `@media (hover: hover)` block): each is a shade a tap would leave stuck, or an affordance a
 * finger cannot reach.
 */
export const hoverRulesForTouch = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    if (!root) throw new Error('The modal is not mounted')
    const found: string[] = []
    const walk = (rules: CSSRuleList, underHover: boolean) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSMediaRule)
          walk(rule.cssRules, underHover || /\(hover:\s*hover\)/.test(rule.conditionText))
        else if (
          rule instanceof CSSStyleRule &&
          rule.selectorText.includes(':hover') &&
          !underHover
        )
          found.push(rule.selectorText)
      }
    }
    for (const sheet of root.adoptedStyleSheets) walk(sheet.cssRules, false)
    return found
  })

/**
 * The dialog's buttons whose content runs into their padding or border: a label touching the
 * edge (cutLabels sees only one wider than the whole box), each by its text.
 */
export const crampedButtons = (dialog: Locator): Promise<string[]> =>
  dialog.evaluate((element) =>
    Array.from(element.querySelectorAll('button'))
      .filter((button) => {
        const box = button.getBoundingClientRect()
        const style = getComputedStyle(button)
        const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft)
        const right =
          box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight)
        return Array.from(button.childNodes).some((node) => {
          if (node instanceof Element && node.matches('.visually-hidden')) return false
          const range = document.createRange()
          range.selectNode(node)
          const part = range.getBoundingClientRect()
          return part.width > 0 && (part.left < left - 0.5 || part.right > right + 0.5)
        })
      })
      .map((button) => button.textContent.trim()),
  )

/** Where the sheet's own bottom edge is, and the lowest bottom edge of its parts, in px. */
export const sheetEdges = (dialog: Locator): Promise<{ sheet: number; parts: number }> =>
  dialog.evaluate((element) => {
    const parts = Array.from(element.children, (part) => part.getBoundingClientRect().bottom)
    return { sheet: element.getBoundingClientRect().bottom, parts: Math.max(...parts) }
  })
