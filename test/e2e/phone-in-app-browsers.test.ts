import { devices, type BrowserContext } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { pageErrorsOf } from './browser.js'
import { browserForFile, waitForView } from './modal-page.js'
import { tapWalletAppInHost } from './phone-page.js'
import { ACCEPTED_WALLETCONNECT_LOGS, errorsThatMatter } from './walletconnect-console.js'

const browser = browserForFile()
const PIXEL_7 = devices['Pixel 7']

/** The user agents of a wallet's browser and of the webviews, on the Pixel 7's own. */
const AGENTS = {
  metaMask: `${PIXEL_7.userAgent} MetaMaskMobile`,
  androidWebView: PIXEL_7.userAgent.replace('Pixel 7)', 'Pixel 7; wv)'),
  instagram: `${PIXEL_7.userAgent} Instagram 355.0.0.36.111 Android`,
  telegram: `${PIXEL_7.userAgent} Telegram-Android/11.5.3`,
}

declare global {
  interface Window {
    /** Links the page handed to Telegram's opener (the stand-in bridge below). */
    telegramOpened?: string[]
  }
}

/**
 * Runs in the page before its scripts: MetaMask's browser injects MetaMask, so the devnet wallet
 * (a working EIP-1193 provider on the devnet chains) is announced again under MetaMask's rdns.
 */
function announceDevnetWalletAsMetaMask(): void {
  window.addEventListener('eip6963:announceProvider', (event) => {
    if (!(event instanceof CustomEvent)) return
    const detail: unknown = event.detail
    if (typeof detail !== 'object' || detail === null || !('provider' in detail)) return
    if (!('info' in detail) || typeof detail.info !== 'object' || detail.info === null) return
    if (!('rdns' in detail.info) || detail.info.rdns !== 'dev.portico.wallet') return
    const info = {
      ...detail.info,
      uuid: '00000000-0000-4000-8000-0000000000aa',
      name: 'MetaMask',
      rdns: 'io.metamask',
    }
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info, provider: detail.provider },
      }),
    )
  })
}

/** Telegram's Mini App bridge as telegram-web-app.js sets it up: its openLink is recorded. */
function installTelegramBridge(): void {
  window.telegramOpened = []
  const WebApp = {
    openLink: (url: string) => {
      window.telegramOpened?.push(url)
    },
  }
  Object.defineProperty(window, 'Telegram', { value: { WebApp } })
}

/** The playground on a phone in the given app's browser; the devnet wallet app listed. */
async function openIn(
  userAgent: string,
  prepare?: (context: BrowserContext) => Promise<void>,
  search = 'walletApp=1',
) {
  const context = await browser().newContext({ ...PIXEL_7, userAgent })
  const redirects: string[] = []
  await context.route('https://metamask.app.link/**', async (route) => {
    redirects.push(route.request().url())
    await route.abort()
  })
  await prepare?.(context)
  const page = await context.newPage()
  const errors = pageErrorsOf(page)
  const url = `${inject('playgroundUrl')}/?${search}#devnet`
  await page.goto(url)
  await page.locator('[data-portico="connect-button"]').waitFor()
  return { context, page, url, errors, redirects, close: () => context.close() }
}

describe('in-app browsers on a phone', () => {
  it('[CONN-12] in MetaMask’s own browser, Connect offers MetaMask first and one tap connects it injected, with no redirect', async () => {
    const { page, url, errors, redirects, close } = await openIn(
      AGENTS.metaMask,
      async (context) => {
        await context.addInitScript(announceDevnetWalletAsMetaMask)
      },
    )
    await page.locator('[data-portico="connect-button"]').tap()
    const connect = await waitForView(page, 'Connect')
    const first = connect.locator('.row[data-wallet]').first()
    // The user-agent rules arrive through import() with the first Connect.
    await expect.poll(() => first.getAttribute('data-wallet')).toBe('MetaMask')
    expect(await first.locator('xpath=..').getAttribute('data-group')).toBe('injected')
    await first.tap()
    const button = page.locator('[data-portico="connect-button"]')
    // Connected: the button holds the balance (hidden on a phone's narrow button).
    await button.locator('[data-portico="balance"]').waitFor({ state: 'attached', timeout: 30_000 })
    await button.tap()
    const account = await waitForView(page, 'Account')
    expect(await account.locator('[data-address]').getAttribute('data-address')).toMatch(
      /^0x[0-9a-fA-F]{40}$/,
    )
    expect(page.url()).toBe(url)
    expect(redirects).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  for (const [webview, userAgent] of [
    ['Android WebView', AGENTS.androidWebView],
    ['Instagram', AGENTS.instagram],
  ] as const) {
    it(`in ${webview}, Google is not offered; the other logins are`, async () => {
      const { page, errors, close } = await openIn(userAgent)
      await page.locator('[data-portico="connect-button"]').tap()
      const connect = await waitForView(page, 'Connect')
      const socials = connect.locator('[data-social]')
      await socials.first().waitFor()
      const offered = await socials.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('data-social')),
      )
      expect(offered).not.toContain('google')
      expect(offered).toEqual(expect.arrayContaining(['x', 'discord', 'apple', 'github']))
      expect(await connect.locator('input[type="email"]').count()).toBe(1)
      expect(errors).toEqual([])
      await close()
    })
  }

  it('in Chrome on the same phone, Google is offered', async () => {
    const { page, close } = await openIn(PIXEL_7.userAgent)
    await page.locator('[data-portico="connect-button"]').tap()
    const connect = await waitForView(page, 'Connect')
    await connect.locator('[data-social="google"]').waitFor()
    await close()
  })

  it('in a Telegram Mini App, the wallet app’s link goes out through Telegram’s openLink, not a tab of the webview; no Google', async () => {
    const { context, page, errors, close } = await openIn(AGENTS.telegram, async (context) => {
      await context.addInitScript(installTelegramBridge)
    })
    const tabs: string[] = []
    context.on('page', (tab) => {
      tabs.push(tab.url())
    })
    await page.locator('[data-portico="connect-button"]').tap()
    const connect = await waitForView(page, 'Connect')
    await connect.locator('[data-social]').first().waitFor()
    expect(await connect.locator('[data-social="google"]').count()).toBe(0)
    const { view, href, origin } = await tapWalletAppInHost(page, connect)
    await expect.poll(() => page.evaluate(() => window.telegramOpened)).toEqual([href])
    // "Open again" goes out the same way.
    await view.locator('a[data-link="wallet-app"]').tap()
    await expect.poll(() => page.evaluate(() => window.telegramOpened)).toEqual([href, href])
    expect(tabs).toEqual([])
    expect(page.url().startsWith(origin)).toBe(true)

    // Telegram hands the link to the phone: the wallet app opens it and approves.
    const walletTab = await context.newPage()
    await walletTab.goto(href)
    const proposal = walletTab.locator('[data-decision="proposal"]')
    await proposal.locator('[data-action="approve"]').tap()
    await page.bringToFront()
    const button = page.locator('[data-portico="connect-button"]')
    // Connected: the button holds the balance (hidden on a phone's narrow button).
    await button.locator('[data-portico="balance"]').waitFor({ state: 'attached', timeout: 30_000 })
    const { settledResponse, lateSettle } = ACCEPTED_WALLETCONNECT_LOGS
    expect(errorsThatMatter(errors, [settledResponse, lateSettle])).toEqual([])
    await close()
  })
})

/** A webview that blocks popups: window.open answers null, as such a webview's does. */
function blockPopups(): void {
  window.open = () => null
}

describe('social login where popups are blocked', () => {
  it('the page itself goes to the provider’s page and comes back connected, its own address given back', async () => {
    const { context, page, url, errors, close } = await openIn(
      AGENTS.androidWebView,
      async (context) => {
        await context.addInitScript(blockPopups)
      },
      'phone=1',
    )
    const tabs: string[] = []
    context.on('page', (tab) => {
      tabs.push(tab.url())
    })
    await page.locator('[data-portico="connect-button"]').tap()
    const connect = await waitForView(page, 'Connect')
    await connect.locator('[data-social="x"]').tap()
    // The provider's page, in the dapp's own tab.
    await page.locator('[data-action="allow"]').waitFor({ timeout: 30_000 })
    expect(await page.title()).toBe('Sign in with X (devnet)')
    expect(new URL(page.url()).origin).not.toBe(new URL(url).origin)
    await page.locator('#account').fill('webview_user')
    await page.locator('[data-action="allow"]').tap()

    // Back on the dapp's page: the login finishes there and the result leaves the address.
    const button = page.locator('[data-portico="connect-button"]')
    await button.locator('[data-portico="balance"]').waitFor({ state: 'attached', timeout: 30_000 })
    await expect.poll(() => page.url()).toBe(url)
    await button.tap()
    const account = await waitForView(page, 'Account')
    expect(await account.locator('[data-address]').getAttribute('data-address')).toMatch(
      /^0x[0-9a-fA-F]{40}$/,
    )
    // A reload does not sign in again from a stale result; the login itself is restored.
    expect(await page.evaluate(() => sessionStorage.getItem('portico:social-redirect'))).toBeNull()
    expect(tabs).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})
