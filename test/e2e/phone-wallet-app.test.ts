import type { WebSocket } from 'playwright-core'
import { isHex, verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { devnetFaults } from './devnet-faults.js'
import { approveWhileAway, lifecycleOf } from './phone-away.js'
import {
  browserForFile,
  dialogOf,
  screenshot,
  seriousAxeViolationsInBothThemes,
  waitForView,
} from './modal-page.js'
import {
  SIGNED_TEXT,
  WALLET_APP,
  decision,
  nextWalletTab,
  openOnPhone as openPhone,
  tapWalletApp,
} from './phone-page.js'
import { ACCEPTED_WALLETCONNECT_LOGS, errorsThatMatter } from './walletconnect-console.js'

const { settledResponse, lateSettle } = ACCEPTED_WALLETCONNECT_LOGS
const browser = browserForFile()
const faults = devnetFaults()
const openOnPhone = (search?: string) => openPhone(browser(), search)

afterEach(async () => {
  await faults.reset()
})

describe('on a phone: out to the wallet app and back', () => {
  it('tapping a WalletConnect wallet opens its universal link with the pairing URI; the view says "Continue in" with open-again and copy; approved in the app, the dapp is connected', async () => {
    const { context, page, errors, close } = await openOnPhone()
    const { view, tab, walletErrors } = await tapWalletApp(context, page)

    const link = view.locator('a[data-link="wallet-app"]')
    const href = (await link.getAttribute('href')) ?? ''
    const origin = new URL(page.url()).origin
    // WalletConnect's mobile linking: <universal link>/wc?uri=<the URI, percent-encoded>.
    expect(href.startsWith(`${origin}/wallet-app/wc?uri=wc%3A`)).toBe(true)
    const uri = new URL(href).searchParams.get('uri') ?? ''
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(href).toBe(`${origin}/wallet-app/wc?uri=${encodeURIComponent(uri)}`)
    expect(tab.url()).toBe(href)
    expect(await view.locator(`[data-continue-in="${WALLET_APP}"]`).innerText()).toBe(
      `Continue in ${WALLET_APP}`,
    )
    expect(await link.innerText()).toBe(`Open ${WALLET_APP} again`)
    // No code to scan on the phone that would scan it.
    expect(await view.locator('[data-qr]').count()).toBe(0)
    await page.bringToFront()
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await screenshot(page, 'ContinueInWalletApp-phone', colorScheme)
    }
    await page.emulateMedia({ colorScheme: 'light' })
    expect(await seriousAxeViolationsInBothThemes(page)).toEqual([])
    await view.locator('button', { hasText: 'Copy link' }).tap()
    await page.locator('portico-modal .toast', { hasText: 'Copied' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href)

    // The app paired by itself and asks the visitor.
    const proposal = decision(tab, 'proposal')
    await proposal.waitFor()
    // By keyboard too, "Open again" opens the app once more (closed at once: the first one asks).
    await link.focus()
    const [again] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')])
    expect(again.url()).toBe(href)
    await again.close()
    expect(await proposal.innerText()).toContain('Portico playground')
    await proposal.locator('[data-action="approve"]').tap()

    await page.bringToFront()
    const evmAddress = (await tab.locator('[data-evm-address]').innerText()).trim()
    const button = page.locator('[data-portico="connect-button"]')
    await expect.poll(() => button.innerText()).toContain(evmAddress.slice(0, 6))
    await button.tap()
    const account = await waitForView(page, 'Account')
    expect(await account.locator('[data-address]').getAttribute('data-address')).toBe(evmAddress)
    expect(walletErrors).toEqual([])
    expect(errorsThatMatter(errors, [settledResponse, lateSettle])).toEqual([])
    await close()
  })

  it('the dapp tab frozen and its relay socket dropped while the visitor approves in the app: on resume the connection completes without a reload; a personal_sign then opens the app for the request, the tab is frozen again, and the promise resolves with the signature', async () => {
    const { context, page, errors, close } = await openOnPhone()
    const { tab, walletErrors } = await tapWalletApp(context, page)
    const proposal = decision(tab, 'proposal')
    await proposal.waitFor()
    const loads: string[] = []
    page.on('load', () => {
      loads.push(page.url())
    })
    const sockets: WebSocket[] = []
    page.on('websocket', (socket) => {
      sockets.push(socket)
    })
    const setLifecycle = await lifecycleOf(page)
    await approveWhileAway(faults, page, setLifecycle, tab, proposal)

    const evmAddress = (await tab.locator('[data-evm-address]').innerText()).trim()
    const button = page.locator('[data-portico="connect-button"]')
    await expect
      .poll(() => button.innerText(), { timeout: 30_000 })
      .toContain(evmAddress.slice(0, 6))
    await tab.locator('.wallet-log', { hasText: 'Connected to Portico playground' }).waitFor()
    await button.tap()
    await waitForView(page, 'Account')
    // The relay socket, closed while the tab was away, came back as a new one.
    expect(sockets.some((socket) => !socket.isClosed())).toBe(true)
    await page.keyboard.press('Escape')
    await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
    expect(loads).toEqual([])

    // The phone closed the wallet app meanwhile; the request's link opens it again.
    await tab.close()
    const signing = nextWalletTab(context, () => page.locator('[data-action="sign-message"]').tap())
    const { tab: requestTab, walletErrors: requestErrors } = await signing
    const requestLink = new URL(requestTab.url())
    expect(requestLink.pathname).toBe('/wallet-app/wc')
    expect(requestLink.searchParams.get('requestId')).toMatch(/^\d+$/)
    expect(requestLink.searchParams.get('sessionTopic')).toMatch(/^[0-9a-f]{64}$/)

    const request = decision(requestTab, 'request')
    await request.waitFor()
    expect(await request.locator('[data-message]').innerText()).toBe(SIGNED_TEXT)
    await approveWhileAway(faults, page, setLifecycle, requestTab, request)

    const signed = page.locator('[data-signature]')
    await signed.waitFor({ timeout: 30_000 })
    const signature = (await signed.getAttribute('data-signature')) ?? ''
    if (!isHex(signature) || !isHex(evmAddress)) throw new Error('Not hex')
    expect(await verifyMessage({ address: evmAddress, message: SIGNED_TEXT, signature })).toBe(true)
    expect(loads).toEqual([])
    expect([...walletErrors, ...requestErrors]).toEqual([])
    expect(errorsThatMatter(errors, [settledResponse, lateSettle])).toEqual([])
    await close()
  })

  it("the way back: the app's walletConnect.redirect is the pairing's metadata.redirect, and the wallet app that honours it lands the visitor on the dapp's page, connected, Account one tap away", async () => {
    const { context, page, url, errors, close } = await openOnPhone('walletApp=1&walletReturn=1')
    const { tab, walletErrors } = await tapWalletApp(context, page)
    const proposal = decision(tab, 'proposal')
    await proposal.waitFor()
    const evmAddress = (await tab.locator('[data-evm-address]').innerText()).trim()
    await proposal.locator('[data-action="approve"]').tap()

    // The wallet app opens the dapp's universal link: the very page the visitor left.
    await tab.waitForURL(url)
    const landed = tab.locator('[data-portico="connect-button"]')
    await expect
      .poll(() => landed.innerText(), { timeout: 30_000 })
      .toContain(evmAddress.slice(0, 6))
    await landed.tap()
    const landedAccount = await waitForView(tab, 'Account')
    expect(await landedAccount.locator('[data-address]').getAttribute('data-address')).toBe(
      evmAddress,
    )
    // The tab the visitor left is connected too, its modal closed over the page.
    await page.bringToFront()
    const button = page.locator('[data-portico="connect-button"]')
    await expect.poll(() => button.innerText()).toContain(evmAddress.slice(0, 6))
    await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
    expect(walletErrors).toEqual([])
    expect(errorsThatMatter(errors, [settledResponse, lateSettle])).toEqual([])
    await close()
  })
})
