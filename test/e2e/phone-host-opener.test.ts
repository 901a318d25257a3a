import { devices } from 'playwright-core'
import { isHex, verifyMessage } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, dialogOf, waitForView } from './modal-page.js'
import { SIGNED_TEXT, decision, openDappTab, tapWalletAppInHost } from './phone-page.js'
import { ACCEPTED_WALLETCONNECT_LOGS, errorsThatMatter } from './walletconnect-console.js'

const browser = browserForFile()
const { settledResponse, lateSettle } = ACCEPTED_WALLETCONNECT_LOGS

declare global {
  interface Window {
    /** The stand-in for a Farcaster mini app's SDK (playground/src/host/host-link-opener.ts). */
    devnetMiniAppSdk?: { actions: { openUrl: (url: string) => Promise<void> } }
    /** The links the page handed to the SDK's openUrl, and the ones it asked window.open for. */
    miniAppOpened?: string[]
    windowOpened?: string[]
  }
}

/**
 * Runs in the page before its scripts: a Farcaster mini app's SDK whose `openUrl` records the
 * link (the host app hands it to the phone), and `window.open` recorded too, which the webview
 * would drop.
 */
function installMiniAppHost(): void {
  window.miniAppOpened = []
  window.windowOpened = []
  window.devnetMiniAppSdk = {
    actions: {
      openUrl: (url: string) => {
        window.miniAppOpened?.push(url)
        return Promise.resolve()
      },
    },
  }
  const open = window.open.bind(window)
  window.open = (url, ...rest) => {
    window.windowOpened?.push(String(url))
    return open(url, ...rest)
  }
}

describe("a host app's link opener (createPortico's openLink) on a phone", () => {
  it('in a Farcaster-style mini app, the pairing link and a personal_sign request link go out through the app’s opener, never window.open; followed into the wallet app, the signature resolves', async () => {
    const context = await browser().newContext({ ...devices['Pixel 7'] })
    await context.addInitScript(installMiniAppHost)
    const url = `${inject('playgroundUrl')}/?walletApp=1&hostOpener=1#devnet`
    const { page, errors } = await openDappTab(context, url)
    const popups: string[] = []
    page.on('popup', (popup) => {
      popups.push(popup.url())
    })
    const handed = () => page.evaluate(() => window.miniAppOpened)

    await page.locator('[data-portico="connect-button"]').tap()
    const connect = await waitForView(page, 'Connect')
    const { view, href, origin } = await tapWalletAppInHost(page, connect)
    await expect.poll(handed).toEqual([href])
    // "Open again" goes out the same way.
    await view.locator('a[data-link="wallet-app"]').tap()
    await expect.poll(handed).toEqual([href, href])

    // The host hands the link to the phone: the wallet app opens it and approves.
    const walletTab = await context.newPage()
    await walletTab.goto(href)
    const evmAddress = (await walletTab.locator('[data-evm-address]').innerText()).trim()
    await decision(walletTab, 'proposal').locator('[data-action="approve"]').tap()
    await walletTab.locator('.wallet-log', { hasText: 'Connected to Portico playground' }).waitFor()
    await walletTab.close()
    await page.bringToFront()
    const button = page.locator('[data-portico="connect-button"]')
    await expect
      .poll(() => button.innerText(), { timeout: 30_000 })
      .toContain(evmAddress.slice(0, 6))
    await page.keyboard.press('Escape')
    await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })

    // The app's personal_sign: the request's link goes to the host's opener as well.
    await page.locator('[data-action="sign-message"]').tap()
    await expect.poll(async () => (await handed())?.length).toBe(3)
    const requestHref = (await handed())?.[2] ?? ''
    const requestLink = new URL(requestHref)
    expect(requestLink.origin + requestLink.pathname).toBe(`${origin}/wallet-app/wc`)
    expect(requestLink.searchParams.get('requestId')).toMatch(/^\d+$/)
    expect(requestLink.searchParams.get('sessionTopic')).toMatch(/^[0-9a-f]{64}$/)

    const requestTab = await context.newPage()
    await requestTab.goto(requestHref)
    const request = decision(requestTab, 'request')
    await request.waitFor({ timeout: 30_000 })
    expect(await request.locator('[data-message]').innerText()).toBe(SIGNED_TEXT)
    await request.locator('[data-action="approve"]').tap()
    await page.bringToFront()
    const signed = page.locator('[data-signature]')
    await signed.waitFor({ timeout: 30_000 })
    const signature = (await signed.getAttribute('data-signature')) ?? ''
    if (!isHex(signature) || !isHex(evmAddress)) throw new Error('Not hex')
    expect(await verifyMessage({ address: evmAddress, message: SIGNED_TEXT, signature })).toBe(true)

    // Nothing went through the webview's own window.open, and the page opened no tab.
    expect(await page.evaluate(() => window.windowOpened)).toEqual([])
    expect(popups).toEqual([])
    expect(await handed()).toHaveLength(3)
    expect(errorsThatMatter(errors, [settledResponse, lateSettle])).toEqual([])
    await context.close()
  })
})
