import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { UNSAFE_CHECKOUT_MESSAGE, QUOTE_UNREADABLE_MESSAGE } from '../../src/controllers/onramp.js'
import { GAS_PRICE_UNAVAILABLE_MESSAGE } from '../../src/controllers/swap.js'
import { devnetFaults } from './devnet-faults.js'
import {
  browserForFile,
  connectAndOpenAccount,
  dialogOf,
  openHost,
  screenshot,
  seriousAxeViolations,
  waitForView,
  type ColorScheme,
} from './modal-page.js'

const browser = browserForFile()
const faults = devnetFaults()

// The hostile switches are devnet-wide while on: the browser files run one at a time, and every
// switch is off again after each test.
afterEach(async () => {
  await faults.reset()
})

declare global {
  interface Window {
    __pwned?: unknown
  }
}

/** Schemes no page or popup of the test may ever be sent to. */
const REFUSED = /^(javascript|data|vbscript|file|blob):/i

/**
 * Watches every request and frame navigation of the page's context, popups included: the URLs
 * with a refused scheme (data: images aside) that anything tried to load.
 */
function watchNavigations(context: BrowserContext): string[] {
  const refused: string[] = []
  const note = (url: string) => {
    if (REFUSED.test(url) && !url.startsWith('data:image/')) refused.push(url)
  }
  const watch = (page: Page) => {
    page.on('request', (request) => {
      note(request.url())
    })
    page.on('framenavigated', (frame) => {
      note(frame.url())
    })
  }
  context.pages().forEach(watch)
  context.on('page', watch)
  return refused
}

type Box = { x: number; y: number; width: number; height: number } | null

/** The inner box lies wholly inside the outer one. */
const within = (inner: Box, outer: Box): boolean =>
  inner !== null &&
  outer !== null &&
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5

const canary = (page: Page) => page.evaluate(() => window.__pwned)

async function hostileHost(theme: ColorScheme) {
  const opened = await openHost(browser(), theme)
  const refused = watchNavigations(opened.page.context())
  return { ...opened, refused }
}

for (const theme of ['light', 'dark'] as const) {
  describe(`values from hostile services, ${theme}`, () => {
    it(`the registry's script, data and vbscript links are dropped and its name cleaned and capped (${theme})`, async () => {
      await faults.on({ service: 'project-api', kind: 'hostile', path: '/getWallets' })
      const { page, errors, refused, close } = await hostileHost(theme)
      await page.click('[data-portico="connect-button"]')
      const connect = await waitForView(page, 'Connect')
      const row = connect.locator('.row[data-wallet^="Evil"]')
      await row.waitFor()
      const name = await row.locator('.name').innerText()
      // Bidi and zero-width characters gone; 64 graphemes at most, the last an ellipsis.
      expect(name).toMatch(/^EviltellaWW+…$/)
      expect(Array.from(name)).toHaveLength(64)
      // Two lines at most, inside its row: it paints over nothing beside it. Both boxes are read in
      // one frame (two reads could straddle the dialog's opening move) and polled until it rests.
      const boxes = () =>
        row.evaluate((element) => {
          const box = (of: Element | null) => {
            if (of === null) return null
            const { x, y, width, height } = of.getBoundingClientRect()
            return { x, y, width, height }
          }
          return { rowBox: box(element), nameBox: box(element.querySelector('.name')) }
        })
      await expect
        .poll(async () => {
          const { rowBox, nameBox } = await boxes()
          return within(nameBox, rowBox)
        })
        .toBe(true)
      expect((await boxes()).nameBox?.height ?? Infinity).toBeLessThan(50)
      await screenshot(page, 'Connect-hostile-registry', theme)

      await row.click()
      const walletConnect = await waitForView(page, 'ConnectingWalletConnect')
      await walletConnect.locator('[data-qr^="wc:"]').waitFor()
      const links = walletConnect.locator('a[href]')
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
      )
      // Only the web app's link is left; the homepage (a script) gives no "Get" link.
      expect(hrefs).toHaveLength(1)
      expect(hrefs[0]).toMatch(/^http:\/\/127\.0\.0\.1:4999\/evil-wallet\/wc\?uri=wc%3A/)
      expect(await walletConnect.locator('[data-link="homepage"]').count()).toBe(0)
      await screenshot(page, 'ConnectingWalletConnect-hostile', theme)
      expect(await seriousAxeViolations(page)).toEqual([])

      // At 360 px, "Get {name}" of a long-named wallet ends in an ellipsis inside the dialog.
      await page.setViewportSize({ width: 360, height: 800 })
      await walletConnect.locator('header [data-action="back"]').click()
      // The Connect view has one registry slot beside the installed wallets: All wallets has both.
      await (await waitForView(page, 'Connect')).locator('.row[data-wallet="All wallets"]').click()
      const all = await waitForView(page, 'AllWallets')
      await all.locator('.all-wallets-list .row[data-wallet^="Long"]').click()
      const longNamed = await waitForView(page, 'ConnectingWalletConnect')
      const get = longNamed.locator('[data-link="homepage"]')
      await get.waitFor()
      expect(await get.getAttribute('href')).toBe('https://wallet.example/')
      // Polled: the view may still be sliding in at 360 px (a bottom sheet) when the link appears.
      await expect
        .poll(async () => within(await get.boundingBox(), await longNamed.boundingBox()))
        .toBe(true)
      await screenshot(page, 'ConnectingWalletConnect-long-name-360', theme)

      expect(await canary(page)).toBeUndefined()
      expect(refused).toEqual([])
      expect(errors).toEqual([])
      await close()
    })

    it(`balances, activity, gas price and on-ramp quote: exact amounts, unreadable ones said missing, no crash (${theme})`, async () => {
      await faults.on({ service: 'blockchain-api', kind: 'hostile' })
      const { page, errors, refused, close } = await hostileHost(theme)
      const account = await connectAndOpenAccount(page)

      const tokens = account.locator('[data-list="tokens"]')
      await tokens.waitFor()
      // One readable balance of seven; its symbol's override and zero-width characters are gone.
      expect(await tokens.locator('li').allInnerTexts()).toEqual(['Token USDC\n1.5 USDC'])
      expect(await account.locator('[data-unreadable]').getAttribute('data-unreadable')).toBe('6')
      expect(await account.locator('[data-unreadable]').innerText()).toBe(
        'Some balances could not be read and are not shown',
      )
      await screenshot(page, 'Account-hostile-tokens', theme)
      expect(await seriousAxeViolations(page)).toEqual([])

      await account.locator('#portico-tab-activity').click()
      const activity = account.locator('[data-list="activity"]')
      await activity.waitFor()
      expect(
        await activity
          .locator('[data-amount]')
          .evaluateAll((spans) => spans.map((span) => span.textContent)),
      ).toEqual(['+0.250 ETH', '+– HTE', '+– ETH', '+– ETH'])
      await screenshot(page, 'Account-hostile-activity', theme)

      await account.locator('[data-action="swap"]').click()
      const swap = await waitForView(page, 'Swap')
      await swap.locator('[data-field="from"] option', { hasText: 'DAI' }).waitFor({
        state: 'attached',
      })
      // "NaN" wei: no gas price shown, and asking for a quote says why there is none.
      expect(await swap.locator('[data-field="gas-price"]').innerText()).toBe('–')
      const dai = await swap
        .locator('[data-field="to"] option', { hasText: 'DAI' })
        .first()
        .getAttribute('value')
      await swap.locator('[data-field="to"]').selectOption(dai ?? '')
      await swap.locator('[data-field="amount"]').fill('0.01')
      await expect
        .poll(() => swap.locator('[role="alert"]').allInnerTexts())
        .toContain(GAS_PRICE_UNAVAILABLE_MESSAGE)
      await screenshot(page, 'Swap-hostile', theme)

      await swap.locator('header [data-action="back"]').click()
      const back = await waitForView(page, 'Account')
      await back.locator('[data-action="buy"]').click()
      const onRamp = await waitForView(page, 'OnRampProviders')
      await onRamp.locator('[data-field="payment-amount"]').fill('50')
      await expect
        .poll(() => onRamp.locator('[role="alert"]').allInnerTexts())
        .toContain(QUOTE_UNREADABLE_MESSAGE)
      expect(await onRamp.locator('[data-field="purchase-amount"]').innerText()).toBe('–')
      expect(await onRamp.locator('[data-field="payment-total"]').innerText()).toBe('–')

      expect(await canary(page)).toBeUndefined()
      expect(refused).toEqual([])
      expect(errors).toEqual([])
      await close()
    })

    it(`a script checkout URL never reaches the checkout window: it closes, the view says why, and the page keeps its opener-free state (${theme})`, async () => {
      await faults.on({
        service: 'blockchain-api',
        kind: 'hostile',
        path: '/v1/generators/onrampurl',
      })
      const { page, errors, refused, close } = await hostileHost(theme)
      const account = await connectAndOpenAccount(page)
      await account.locator('[data-action="buy"]').click()
      const onRamp = await waitForView(page, 'OnRampProviders')
      await onRamp.locator('[data-field="payment-amount"]').fill('50')
      await expect.poll(() => onRamp.locator('dl.details').getAttribute('data-quote')).not.toBe('')
      const popupOpened = page.waitForEvent('popup')
      await onRamp.locator('[data-provider]').first().click()
      const popup = await popupOpened
      // The blank window lost its way back to the page before anything could be loaded into it.
      await expect.poll(() => popup.isClosed()).toBe(true)
      await expect
        .poll(() => onRamp.locator('[role="alert"]').allInnerTexts())
        .toContain(UNSAFE_CHECKOUT_MESSAGE)
      await screenshot(page, 'OnRampProviders-hostile-url', theme)
      expect(await seriousAxeViolations(page)).toEqual([])

      expect(await canary(page)).toBeUndefined()
      expect(refused).toEqual([])
      // The one warning naming the refused field, and no error.
      expect(errors).toEqual([])
      await close()
    })
  })
}

describe.each(['light', 'dark'] as const)('a view that throws, %s', (theme) => {
  it("shows 'Something went wrong' with Back, reports once, and the host page stays", async () => {
    const { page, errors, close } = await openHost(browser(), theme)
    // The Swap view's chunk fails to load: its lazy import rejects inside the modal's tree.
    await page.route(/SwapView[^/]*\.js(\?.*)?$/, (route) => route.abort())
    const account = await connectAndOpenAccount(page)
    await account.locator('[data-action="swap"]').click()
    const failed = dialogOf(page).locator('[data-view-failed]')
    await failed.waitFor()
    expect(await failed.locator('[role="alert"]').innerText()).toBe('Something went wrong')
    await screenshot(page, 'ViewFailed', theme)
    expect(await seriousAxeViolations(page)).toEqual([])
    // The host's own tree is there, its buttons drawn.
    expect(await page.locator('[data-portico="connect-button"]').isVisible()).toBe(true)
    await failed.locator('[data-action="back"]').click()
    await waitForView(page, 'Account')
    expect(errors.filter((error) => error.includes('SwapView'))).toHaveLength(1)
    await close()
  })
})
