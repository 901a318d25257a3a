import type { Browser } from 'playwright-core'

export interface PageTiming {
  /** ms from navigation start until the connect button is in the document. */
  buttonReadyMs: number
  /** ms from the click on it (once the page has settled) until the Connect view shows a wallet row. */
  clickToModalMs: number
}

/**
 * Installed before the page's scripts: notes when the connect button first appears (a mutation
 * observer, so no polling competes with the page for its main thread).
 */
const NOTE_BUTTON = `(() => {
  const note = () => {
    if (window.__buttonReadyAt === undefined && document.querySelector('[data-portico="connect-button"]')) {
      window.__buttonReadyAt = performance.now()
      observer.disconnect()
    }
  }
  const observer = new MutationObserver(note)
  observer.observe(document, { childList: true, subtree: true })
})()`

/**
 * Clicks the connect button in the page and resolves with the ms until a wallet row is in an
 * open Connect dialog, in the document or in the modal's shadow root, watched by mutation
 * observers.
 */
const CLICK_TO_MODAL = `new Promise((resolve) => {
  const find = () => {
    const selector = 'dialog[open][data-view="Connect"] [data-wallet]'
    return document.querySelector(selector) ?? document.querySelector('portico-modal')?.shadowRoot?.querySelector(selector)
  }
  const start = performance.now()
  const observers = []
  const check = () => {
    if (!find()) return watchShadow()
    for (const observer of observers) observer.disconnect()
    resolve(performance.now() - start)
  }
  const watched = new Set()
  const watchShadow = () => {
    const shadow = document.querySelector('portico-modal')?.shadowRoot
    if (shadow && !watched.has(shadow)) {
      watched.add(shadow)
      const observer = new MutationObserver(check)
      observer.observe(shadow, { childList: true, subtree: true, attributes: true })
      observers.push(observer)
    }
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { childList: true, subtree: true, attributes: true })
  observers.push(observer)
  watchShadow()
  document.querySelector('[data-portico="connect-button"]').click()
  check()
})`

export interface TimePageOptions {
  url: string
  /** Scripts run before the page's own (an injected wallet, say). */
  initScripts?: readonly string[]
  /** Chrome DevTools' CPU slow-down factor (4 = a mid-range phone). */
  cpuThrottlingRate: number
}

/** One cold load of a page in a fresh context (no cache), CPU throttled, timed in the page. */
export async function timePage(browser: Browser, options: TimePageOptions): Promise<PageTiming> {
  const context = await browser.newContext()
  try {
    for (const content of options.initScripts ?? []) await context.addInitScript({ content })
    await context.addInitScript({ content: NOTE_BUTTON })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottlingRate })
    await page.goto(options.url)
    await page.locator('[data-portico="connect-button"]').waitFor()
    const buttonReadyMs: unknown = await page.evaluate('window.__buttonReadyAt')
    // The click comes once the page has settled (no request for 500 ms): a page that renders
    // before its configuration lands is still busy applying it, which is start-up work, not
    // the modal's.
    await page.waitForLoadState('networkidle')
    const clickToModalMs: unknown = await page.evaluate(CLICK_TO_MODAL)
    if (typeof buttonReadyMs !== 'number' || typeof clickToModalMs !== 'number') {
      throw new Error(`${options.url} gave no timing`)
    }
    return { buttonReadyMs, clickToModalMs }
  } finally {
    await context.close()
  }
}

/** The median of some numbers, rounded to the millisecond. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const value =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
  return Math.round(value)
}
