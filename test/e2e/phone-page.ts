import {
  devices,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core'
import { inject } from 'vitest'
import { pageErrorsOf } from './browser.js'
import { waitForView } from './modal-page.js'

export const WALLET_APP = 'Devnet Wallet App'
export const SIGNED_TEXT = 'Hello from the Portico playground'

/**
 * The playground on a phone (Playwright's Pixel 7: its Android user agent, touch, small screen)
 * with the devnet wallet app listed (`?walletApp=1`): its universal link is the devnet wallet
 * page at `/wallet-app/wc`, which a link opens in a tab of its own, as a phone opens the app.
 */
export async function openOnPhone(browser: Browser, search = 'walletApp=1') {
  const context = await browser.newContext({ ...devices['Pixel 7'] })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const url = `${inject('playgroundUrl')}/?${search}#devnet`
  const { page, errors } = await openDappTab(context, url)
  return { context, page, url, errors, close: () => context.close() }
}

/** The dapp's page in a new tab of the phone, its page errors collected. */
export async function openDappTab(context: BrowserContext, url: string) {
  const page = await context.newPage()
  const errors = pageErrorsOf(page)
  await page.goto(url)
  await page.locator('[data-portico="connect-button"]').waitFor()
  return { page, errors }
}

/** The next tab the context opens: the wallet app, started, its page errors collected. */
export async function nextWalletTab(context: BrowserContext, open: () => Promise<unknown>) {
  const [tab] = await Promise.all([context.waitForEvent('page'), open()])
  const walletErrors: string[] = []
  tab.on('pageerror', (error) => {
    walletErrors.push(error.message)
  })
  await tab.locator('[data-wallet-app]').waitFor()
  await tab.locator('[data-evm-address]').waitFor()
  return { tab, walletErrors }
}

/** Connect, then the wallet app's row: the app opens with the pairing; the view says so. */
export async function tapWalletApp(context: BrowserContext, page: Page) {
  await page.click('[data-portico="connect-button"]')
  const connect = await waitForView(page, 'Connect')
  const opened = nextWalletTab(context, () =>
    connect.locator(`.row[data-wallet="${WALLET_APP}"]`).tap(),
  )
  const view = await waitForView(page, 'ConnectingWalletConnect')
  const wallet = await opened
  return { view, ...wallet }
}

/**
 * In a host app's webview, Connect open: the wallet app's row, then the view's link to the app
 * with the pairing (the universal link on the playground's origin), which the page hands to the
 * host's opener rather than to a tab.
 */
export async function tapWalletAppInHost(page: Page, connect: Locator) {
  await connect.locator(`.row[data-wallet="${WALLET_APP}"]`).tap()
  const view = await waitForView(page, 'ConnectingWalletConnect')
  await view.locator(`[data-continue-in="${WALLET_APP}"]`).waitFor()
  const href = (await view.locator('a[data-link="wallet-app"]').getAttribute('href')) ?? ''
  const origin = new URL(page.url()).origin
  if (!href.startsWith(`${origin}/wallet-app/wc?uri=wc%3A`)) throw new Error(`Not the app: ${href}`)
  return { view, href, origin }
}

/** The wallet app's question to the visitor: a session proposal or a request. */
export const decision = (tab: Page, kind: 'proposal' | 'request') =>
  tab.locator(`[data-decision="${kind}"]`)
