import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  browserForFile,
  modalClosed,
  openHost,
  screenshot,
  seriousAxeViolations,
  waitForView,
} from './modal-page.js'

const browser = browserForFile()
const WALLET = 'Portico Devnet Wallet'

/** What has focus inside the modal's shadow root: a checkbox, or a wallet row by its name. */
const focusedInModal = (page: Page) =>
  page.evaluate(() => {
    const inner = document.activeElement?.shadowRoot?.activeElement
    if (!(inner instanceof HTMLElement)) return ''
    if (inner instanceof HTMLInputElement && inner.type === 'checkbox') return 'checkbox'
    return inner.dataset.wallet ?? inner.tagName
  })

/** Under the box nothing can be chosen, and the methods are described by the reason. */
async function expectBlockedWithReason(view: Locator): Promise<void> {
  expect(await view.locator('fieldset.methods :is(button, input):enabled').count()).toBe(0)
  const hintId = await view.locator('fieldset.methods').getAttribute('aria-describedby')
  expect(await view.locator(`[id="${hintId ?? ''}"]`).innerText()).toBe(
    'Tick the box above to choose a wallet',
  )
}

/** Opens the modal at a view as the app's own `open(view)` does, from the view opener by keyboard. */
async function openViewByKeyboard(page: Page, view: string) {
  await page.selectOption('#view-opener', view)
  await page.focus('.view-opener button[type="submit"]')
  await page.keyboard.press('Enter')
  return waitForView(page, view)
}

/** Presses Tab until `target` has focus; fails after as many presses as the view has controls. */
async function tabTo(page: Page, target: string): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab')
    if ((await focusedInModal(page)) === target) return
  }
  throw new Error(`Tab never reached ${target}`)
}

describe('the terms before connecting (legalCheckbox with the app terms and privacy links)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`lists the wallets disabled with the reason until the box is ticked, by keyboard; remembered after a reload (${theme})`, async () => {
      const { page, errors, close } = await openHost(browser(), theme, '?legal=1')
      await page.focus('[data-portico="connect-button"]')
      await page.keyboard.press('Enter')
      const connect = await waitForView(page, 'Connect')
      const box = connect.locator('[data-legal-checkbox] input[type="checkbox"]')
      await box.waitFor()
      const row = connect.locator(`.row[data-wallet="${WALLET}"]`)
      await row.waitFor()

      // Visible but not choosable, and the list says why to assistive technology.
      expect(await box.isChecked()).toBe(false)
      expect(await row.isDisabled()).toBe(true)
      const rows = connect.locator('fieldset.methods button')
      expect(await rows.count()).toBeGreaterThan(0)
      await expectBlockedWithReason(connect)
      const fieldset = connect.locator('fieldset.methods')
      const links = connect.locator('[data-legal-checkbox] a')
      expect(await links.allInnerTexts()).toEqual(['Terms of Service', 'Privacy Policy'])
      expect(await links.first().getAttribute('target')).toBe('_blank')
      expect(await connect.locator('[data-legal-checkbox] label').innerText()).toBe(
        'I agree to the Terms of Service and Privacy Policy',
      )
      await screenshot(page, 'Connect-legal-unticked', theme)
      expect(await seriousAxeViolations(page)).toEqual([])

      await tabTo(page, 'checkbox')
      await page.keyboard.press('Space')
      expect(await box.isChecked()).toBe(true)
      expect(await row.isDisabled()).toBe(false)
      expect(await fieldset.getAttribute('aria-describedby')).toBeNull()
      await screenshot(page, 'Connect-legal-ticked', theme)
      expect(await seriousAxeViolations(page)).toEqual([])

      await tabTo(page, WALLET)
      await page.keyboard.press('Enter')
      await modalClosed(page)

      // Accepted once, for these links: the next visit lists the wallets ready to choose.
      await page.reload()
      await page.locator('[data-portico="connect-button"]').waitFor()
      await page.evaluate(() => {
        localStorage.removeItem('portico:connections')
      })
      await page.reload()
      await page.locator('[data-portico="connect-button"]').click()
      const again = await waitForView(page, 'Connect')
      await again.locator(`.row[data-wallet="${WALLET}"]`).waitFor()
      expect(await again.locator('[data-legal-checkbox] input').isChecked()).toBe(true)
      expect(await again.locator(`.row[data-wallet="${WALLET}"]`).isDisabled()).toBe(false)
      expect(errors).toEqual([])
      await close()
    }, 90_000)
  }
})

describe('the terms on every way into a connection, not only Connect', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`All wallets opened by the app lists its wallets disabled with the reason until the box is ticked by keyboard (${theme})`, async () => {
      const { page, errors, close } = await openHost(browser(), theme, '?legal=1')
      const all = await openViewByKeyboard(page, 'AllWallets')
      const box = all.locator('[data-legal-checkbox] input[type="checkbox"]')
      await box.waitFor()
      const rows = all.locator('fieldset.methods .row')
      await rows.first().waitFor()
      expect(await box.isChecked()).toBe(false)
      await expectBlockedWithReason(all)
      await screenshot(page, 'AllWallets-legal-unticked', theme)
      expect(await seriousAxeViolations(page)).toEqual([])

      await tabTo(page, 'checkbox')
      await page.keyboard.press('Space')
      expect(await box.isChecked()).toBe(true)
      expect(await rows.first().isDisabled()).toBe(false)
      expect(await all.locator('fieldset.methods').getAttribute('aria-describedby')).toBeNull()
      await screenshot(page, 'AllWallets-legal-ticked', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await close()
    }, 90_000)
  }

  it('a login the app opens directly (EmailLogin) sends no code until the terms are agreed by keyboard, then starts', async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '?legal=1')
    const login = await openViewByKeyboard(page, 'EmailLogin')
    const box = login.locator('[data-legal-checkbox] input[type="checkbox"]')
    await box.waitFor()
    expect(await login.locator('.view > p.muted').innerText()).toBe(
      'Tick the box above to choose a wallet',
    )
    // The view that would send the code is not there at all, so nothing was asked of the frame.
    await page.waitForTimeout(1_000)
    expect(await login.locator('[data-step]').count()).toBe(0)
    await screenshot(page, 'EmailLogin-legal-unticked', 'light')
    expect(await seriousAxeViolations(page)).toEqual([])

    await tabTo(page, 'checkbox')
    await page.keyboard.press('Space')
    await login.locator('[data-step="code"]').waitFor({ timeout: 30_000 })
    // The view came beside the box without taking the focus from it.
    expect(await focusedInModal(page)).toBe('checkbox')
    await screenshot(page, 'EmailLogin-legal-ticked', 'light')
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await close()
  }, 90_000)

  it('once agreed, a wallet chosen from All wallets connects without asking again', async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '?legal=1')
    await page.evaluate(() => {
      localStorage.setItem(
        'portico:legalAccepted',
        JSON.stringify(`${location.origin}/?terms ${location.origin}/?privacy`),
      )
    })
    await page.reload()
    const all = await openViewByKeyboard(page, 'AllWallets')
    await all.locator('fieldset.methods .row').first().waitFor()
    expect(await all.locator('[data-legal-checkbox] input').isChecked()).toBe(true)
    await tabTo(
      page,
      (await all.locator('fieldset.methods .row').first().getAttribute('data-wallet')) ?? '',
    )
    await page.keyboard.press('Enter')
    const dialog = page.locator('portico-modal dialog[open]')
    await expect.poll(() => dialog.getAttribute('data-view')).toMatch(/^Connecting/)
    expect(await dialog.locator('[data-legal-checkbox]').count()).toBe(0)
    expect(errors).toEqual([])
    await close()
  }, 90_000)
})
