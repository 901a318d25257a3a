import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { pictureFontConfig } from './picture-fonts.js'

/** Debian's chromium (installed by scripts/ensure-chromium.mjs); nothing is downloaded. */
export const CHROMIUM = '/usr/bin/chromium'

let fontConfig: string | undefined

/** Chromium's options; it sees only the fonts the baselines were drawn with (picture-fonts.ts). */
function launchOptions() {
  fontConfig ??= pictureFontConfig()
  return {
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    env: { ...process.env, FONTCONFIG_FILE: fontConfig },
  }
}

/**
 * The browser suite's one Chromium, started by its global setup; each test file connects to it
 * (launchBrowser) instead of starting one of its own. playwright gives it a fresh temporary
 * --user-data-dir (and refuses one in args), and every test page has a context of its own.
 * `port` and `wsPath` fix its endpoint (sharedBrowserServer relaunches it there).
 */
export const launchBrowserServer = (endpoint: { port?: number; wsPath?: string } = {}) =>
  chromium.launchServer({ ...launchOptions(), ...endpoint })

/** How long a file waits for the shared Chromium to be back after a crash. */
const RELAUNCH_WAIT_MS = 30_000

/**
 * A headless chromium: a connection to the suite's one (closing it closes the contexts it made)
 * when the suite's global setup started one, else a browser of its own. playwright's launch()
 * gives every browser a fresh temporary --user-data-dir, so no profile is shared between runs.
 * A connection refused, or made to a dead one, while the shared one is being relaunched (a file
 * before crashed it) is tried again.
 */
export const launchBrowser = async (): Promise<Browser> => {
  const endpoint = inject('browserEndpoint')
  if (!endpoint) return chromium.launch(launchOptions())
  const giveUpAt = Date.now() + RELAUNCH_WAIT_MS
  for (;;) {
    try {
      const browser = await chromium.connect(endpoint, { timeout: 10_000 })
      // Just after a crash the dead one's endpoint still answers, for a moment: a context proves
      // a live Chromium behind it.
      await (await browser.newContext()).close()
      return browser
    } catch (error) {
      if (Date.now() > giveUpAt) throw error
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

export interface PlaygroundPage {
  page: Page
  /** console.error messages and uncaught page errors, in order. */
  errors: string[]
  close: () => Promise<void>
}

/** The page's console.error messages and uncaught errors, in order, from now on. */
export function pageErrorsOf(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => {
    errors.push(`uncaught: ${error.message}`)
  })
  return errors
}

/** The playground at a hash route, in a fresh context (its own storage) of the given theme. */
export async function openPlayground(
  browser: Browser,
  hash: string,
  colorScheme: 'light' | 'dark' = 'light',
  /** Runs on the fresh context before the page loads (init scripts, permissions). */
  prepare?: (context: BrowserContext) => Promise<void>,
  /** Another server of the playground (record.test.ts runs the dev server). */
  base: string = inject('playgroundUrl'),
): Promise<PlaygroundPage> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, colorScheme })
  await prepare?.(context)
  const page = await context.newPage()
  const errors = pageErrorsOf(page)
  await page.goto(`${base}/${hash}`)
  return { page, errors, close: () => context.close() }
}

/** Waits for an operation's panel to be open with its recorded examples loaded. */
export async function openOperation(page: Page, api: string, operationId: string): Promise<void> {
  await page.click(`[data-operation="${api}/${operationId}"]`)
  await page
    .locator('article[data-examples="ready"]', {
      has: page.locator('#operation-title', { hasText: new RegExp(`^${operationId}$`) }),
    })
    .waitFor()
}

/** Fires (with `press` on a field, or the Fire button) and reads the result as the page shows it. */
export async function fireAndRead(page: Page, press?: { selector: string; key: string }) {
  const panel = page.locator('article[data-fired]')
  const before = Number(await panel.getAttribute('data-fired'))
  if (press) await page.press(press.selector, press.key)
  else await page.click('button.primary[type="submit"]')
  await page.locator(`article[data-fired="${String(before + 1)}"]`).waitFor()
  const result = page.locator('section[aria-label="Result"]')
  return {
    outcome: await result.getAttribute('data-outcome'),
    status: await result.getAttribute('data-status'),
    text: await result.innerText(),
  }
}
