import { devices, type BrowserContext, type Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, dialogOf, waitForView } from './modal-page.js'

const browser = browserForFile()
/** MetaMask's universal link into its in-app browser: the page is reopened there. */
const METAMASK_LINK = 'https://metamask.app.link/dapp/'

/**
 * The playground on a phone: Playwright's Pixel 7 (its Android user agent, touch, small screen).
 * Requests to the wallet's link host never leave the machine: the context answers them itself,
 * and records where the page went.
 */
async function openOnPhone(prepare?: (context: BrowserContext) => Promise<void>) {
  const context = await browser().newContext({ ...devices['Pixel 7'] })
  const redirects: string[] = []
  await context.route('https://metamask.app.link/**', async (route) => {
    redirects.push(route.request().url())
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>MetaMask</p>' })
  })
  await prepare?.(context)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => {
    errors.push(`uncaught: ${error.message}`)
  })
  const url = `${inject('playgroundUrl')}/?phone=1#devnet`
  await page.goto(url)
  await page.locator('[data-portico="connect-button"]').waitFor()
  return { page, url, errors, redirects, close: () => context.close() }
}

/** From the connect button to MetaMask's row in AllWallets, found by search, and clicked. */
async function pickMetaMaskFromAllWallets(page: Page): Promise<void> {
  await page.click('[data-portico="connect-button"]')
  const connect = await waitForView(page, 'Connect')
  await connect.locator('.row[data-wallet="All wallets"]').click()
  const all = await waitForView(page, 'AllWallets')
  await all.locator('input[placeholder="Search wallet"]').fill('MetaMask')
  await all.locator('.row[data-wallet="MetaMask"]').first().click()
}

/** An EIP-6963 wallet announcing MetaMask's rdns, as MetaMask's own browser injects it. */
function installMetaMaskLookalike(): void {
  const provider = {
    request: () => Promise.reject(Object.assign(new Error('Not used'), { code: 4200 })),
  }
  const info = {
    uuid: '00000000-0000-4000-8000-0000000000aa',
    name: 'MetaMask',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="%23f6851b"/%3E%3C/svg%3E',
    rdns: 'io.metamask',
  }
  const announce = () => {
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }),
    )
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

describe('mobile redirect into a wallet’s in-app browser', () => {
  it('[CONN-11] on a phone, picking MetaMask while it is not injected reopens the page in MetaMask’s in-app browser', async () => {
    const { page, url, errors, redirects, close } = await openOnPhone()
    await pickMetaMaskFromAllWallets(page)
    await page.waitForURL((current) => current.href.startsWith(METAMASK_LINK))
    const here = new URL(url)
    expect(redirects).toEqual([`${METAMASK_LINK}${here.host}${here.pathname}${here.search}`])
    expect(errors).toEqual([])
    await close()
  })

  it('[CONN-12] on a phone, picking MetaMask while it is injected stays on the page and offers the WalletConnect pairing', async () => {
    const { page, url, errors, redirects, close } = await openOnPhone(async (context) => {
      await context.addInitScript(installMetaMaskLookalike)
    })
    // The injected MetaMask is listed with the installed wallets.
    await page.click('[data-portico="connect-button"]')
    const connect = await waitForView(page, 'Connect')
    await connect.locator('[data-group="injected"] .row[data-wallet="MetaMask"]').waitFor()
    await page.keyboard.press('Escape')
    await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })

    await pickMetaMaskFromAllWallets(page)
    const view = await waitForView(page, 'ConnectingWalletConnect')
    await view.locator('button', { hasText: 'Copy link' }).waitFor()
    // Injected here, MetaMask's app is not opened either: the pairing is shown to scan or copy.
    await view.locator('[data-qr^="wc:"]').waitFor()
    expect(await view.locator('[data-continue-in]').count()).toBe(0)
    await page.waitForTimeout(500)
    expect(page.url()).toBe(url)
    expect(redirects).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  it('[CONN-11] on a desktop browser, picking MetaMask offers the pairing and never redirects', async () => {
    const context = await browser().newContext()
    const redirects: string[] = []
    await context.route('https://metamask.app.link/**', async (route) => {
      redirects.push(route.request().url())
      await route.abort()
    })
    const page = await context.newPage()
    const url = `${inject('playgroundUrl')}/#devnet`
    await page.goto(url)
    await page.locator('[data-portico="connect-button"]').waitFor()
    await pickMetaMaskFromAllWallets(page)
    const view = await waitForView(page, 'ConnectingWalletConnect')
    await view.locator('button', { hasText: 'Copy link' }).waitFor()
    expect(page.url()).toBe(url)
    expect(redirects).toEqual([])
    await context.close()
  })
})
