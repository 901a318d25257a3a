import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  browserForFile,
  dialogOf,
  openHost,
  seriousAxeViolations,
  waitForView,
} from './modal-page.js'
import { compareWithBaseline, updatingBaselines, type BaselineResult } from './visual-baseline.js'

const browser = browserForFile()

const WIDTHS = [360, 1280] as const
const THEMES = ['light', 'dark'] as const
const HEIGHT = 800

/** Labels and boxes in the dialog whose text is wider than the box: a cut label. */
const cutLabels = (page: Page) =>
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

/**
 * Every view in both themes at 360 and 1280 px, compared with its committed baseline; on the
 * way each view is checked with axe-core, for cut labels and for its placement. Values that move
 * between runs on the shared devnet (balances, gas prices, quotes) are masked.
 */
async function record(
  page: Page,
  view: string,
  results: BaselineResult[],
  masks: readonly string[] = [],
): Promise<void> {
  expect(await seriousAxeViolations(page), view).toEqual([])
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT })
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
      const dialog = dialogOf(page)
      expect({ view, width, cut: await cutLabels(page) }).toEqual({ view, width, cut: [] })
      await expectPlacement(page, width)
      const png = await dialog.screenshot({
        animations: 'disabled',
        caret: 'hide',
        mask: masks.map((selector) => dialog.locator(selector)),
      })
      results.push(compareWithBaseline(`${view}-${theme}-${String(width)}`, png))
    }
  }
  await page.setViewportSize({ width: 1280, height: HEIGHT })
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
}

/** Waits until no wallet or network image in the dialog is still loading. */
const imagesSettled = (page: Page) =>
  expect.poll(() => dialogOf(page).locator('.wallet-slot[data-image="loading"]').count()).toBe(0)

const ACCOUNT_MASKS = ['[data-balance]', '[data-list="tokens"]']

/** From Account, by its buttons: each view and what in it moves between runs. */
const FROM_ACCOUNT: readonly { action: string; view: string; masks: readonly string[] }[] = [
  { action: 'send', view: 'Send', masks: ['[data-field="token"]'] },
  { action: 'receive', view: 'Receive', masks: [] },
  {
    action: 'swap',
    view: 'Swap',
    masks: ['[data-balance]', '[data-field="from"]', 'dl.details'],
  },
  { action: 'buy', view: 'OnRampProviders', masks: ['dl.details'] },
  { action: 'wallets', view: 'ProfileWallets', masks: ['[data-balance]'] },
  { action: 'choose-name', view: 'RegisterAccountName', masks: [] },
  { action: 'networks', view: 'Networks', masks: [] },
]

describe('visual baselines of the modal', () => {
  it(`every view, light and dark, 360 and 1280 px, matches its baseline${updatingBaselines ? ' (rewriting them)' : ''}`, async () => {
    const { page, errors, close } = await openHost(browser(), 'light')
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
    const results: BaselineResult[] = []

    await page.click('[data-portico="connect-button"]')
    const connect = await waitForView(page, 'Connect')
    await expect.poll(() => connect.locator('[data-group="injected"] .row').count()).toBe(2)
    await expect.poll(() => connect.locator('.socials svg').count()).toBe(7)
    // The registry listing is in (its count on All wallets) before the list is drawn.
    await connect.locator('.row[data-wallet="All wallets"] .tag').waitFor()
    await imagesSettled(page)
    await record(page, 'Connect', results)

    await connect.locator('.row[data-wallet="All wallets"]').click()
    const all = await waitForView(page, 'AllWallets')
    await all.locator('.all-wallets-list .row').first().waitFor()
    await imagesSettled(page)
    await record(page, 'AllWallets', results)
    await page.keyboard.press('Escape')
    await all.waitFor({ state: 'detached' })

    await page.click('[data-portico="network-button"]')
    const networks = await waitForView(page, 'Networks')
    await record(page, 'Networks', results)
    await page.keyboard.press('Escape')
    await networks.waitFor({ state: 'detached' })

    await page.click('[data-portico="connect-button"]')
    const again = await waitForView(page, 'Connect')
    await again.locator('.row[data-wallet="Portico Devnet Wallet"]').click()
    await page.locator('[data-portico="connect-button"] [data-portico="balance"]').waitFor()
    await page.click('[data-portico="connect-button"]')
    const account = await waitForView(page, 'Account')
    await account.locator('[data-list="tokens"]').waitFor()
    await record(page, 'Account', results, ACCOUNT_MASKS)

    for (const { action, view, masks } of FROM_ACCOUNT) {
      await account.locator(`[data-action="${action}"]`).click()
      const opened = await waitForView(page, view)
      await imagesSettled(page)
      await record(page, view, results, masks)
      await opened.locator('header [data-action="back"]').click()
      await waitForView(page, 'Account')
    }

    expect(results.filter((result) => result.mismatch !== undefined)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })
})
