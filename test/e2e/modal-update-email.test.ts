import { randomUUID } from 'node:crypto'
import type { Locator, Page } from 'playwright-core'
import { isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { codeFor, latestMail } from './mailbox-code.js'
import { askEmailCode } from './email-login.js'
import {
  browserForFile,
  openHost,
  openViewFromPlayground,
  screenshot,
  seriousAxeViolations,
  waitForView,
} from './modal-page.js'

const browser = browserForFile()

const REFUSED_CODE_NOTE =
  'Failed to load resource: the server responded with a status of 401 (Unauthorized)'

const wrongCodeFor = (code: string): string => (code === '000000' ? '111111' : '000000')

/** Types the code by keyboard, from the first box (each digit moves the focus on). */
async function typeCode(page: Page, view: Locator, code: string): Promise<void> {
  await view.locator('.otp input').first().click()
  await page.keyboard.type(code)
}

/** Email login through the modal by real clicks: Account opens with the embedded wallet. */
async function logIn(page: Page, email: string): Promise<Locator> {
  const before = (await latestMail(email))?.id
  const login = await askEmailCode(page, email)
  await typeCode(page, login, await codeFor(email, before))
  await login.waitFor({ state: 'detached', timeout: 30_000 })
  await page.locator('[data-portico="connect-button"] [data-portico="balance"]').waitFor()
  await page.click('[data-portico="connect-button"]')
  return waitForView(page, 'Account')
}

/** A wrong code first (the frame's 'Invalid code', the boxes cleared), then the right one. */
async function enterCodes(page: Page, view: Locator, code: string): Promise<void> {
  await typeCode(page, view, wrongCodeFor(code))
  await expect.poll(() => view.locator('[role="alert"]').innerText()).toBe('Invalid code')
  await view.locator('[data-step="code"]').waitFor()
  expect(await view.locator('.otp input').first().inputValue()).toBe('')
  await typeCode(page, view, code)
}

describe('email change through the modal', () => {
  it('[ERR-74] UpdateEmailWallet without an email login says it is not connected to email or social, and asks for no new email', async () => {
    const { page, errors, close } = await openHost(browser())
    const view = await openViewFromPlayground(page, 'UpdateEmailWallet')
    expect(await view.locator('[data-out-of-context] [role="status"]').innerText()).toBe(
      'Not connected to email or social: log in with your email, then use Update email in Account.',
    )
    expect(await view.locator('#portico-email').count()).toBe(0)
    expect(errors).toEqual([])
    await close()
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`[VIEW-16] [CALL-15] [CALL-16] changes the email with a code to each address, refuses a wrong code, then the new email logs in to the same wallet (${theme})`, async () => {
      const id = randomUUID().slice(0, 8)
      const from = `before-${id}@portico.test`
      const to = `after-${id}@portico.test`
      const { page, errors, close } = await openHost(browser(), theme)

      let account = await logIn(page, from)
      const address = (await account.locator('[data-address]').getAttribute('data-address')) ?? ''
      expect(isAddress(address)).toBe(true)
      expect(await account.locator('[data-email]').getAttribute('data-email')).toBe(from)

      const beforePrimary = (await latestMail(from))?.id
      await account.locator('[data-action="update-email"]').click()
      const wallet = await waitForView(page, 'UpdateEmailWallet')
      expect(await wallet.locator('[data-current-email]').innerText()).toBe(from)
      await screenshot(page, 'UpdateEmailWallet', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      // The new email is typed and sent by keyboard.
      await wallet.locator('#portico-email').focus()
      await page.keyboard.type(to)
      await page.keyboard.press('Enter')

      const primary = await waitForView(page, 'UpdateEmailPrimaryOtp')
      await primary.locator('[data-step="code"]').waitFor({ timeout: 30_000 })
      expect(await primary.locator('p.muted').first().innerText()).toBe(
        `Enter the code we sent to ${from}`,
      )
      await screenshot(page, 'UpdateEmailPrimaryOtp', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      const beforeSecondary = (await latestMail(to))?.id
      await enterCodes(page, primary, await codeFor(from, beforePrimary))

      const secondary = await waitForView(page, 'UpdateEmailSecondaryOtp')
      await secondary.locator('[data-step="code"]').waitFor({ timeout: 30_000 })
      expect(await secondary.locator('p.muted').first().innerText()).toBe(
        `Enter the code we sent to ${to}`,
      )
      await screenshot(page, 'UpdateEmailSecondaryOtp', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      await enterCodes(page, secondary, await codeFor(to, beforeSecondary))

      account = await waitForView(page, 'Account')
      await expect.poll(() => account.locator('[data-email]').getAttribute('data-email')).toBe(to)
      expect(await account.locator('[data-address]').getAttribute('data-address')).toBe(address)
      await screenshot(page, 'Account-updated-email', theme)

      // A fresh login with the new email reaches the same embedded wallet.
      await account.locator('[data-action="disconnect"]').click()
      await waitForView(page, 'Connect')
      await page.keyboard.press('Escape')
      account = await logIn(page, to)
      expect(await account.locator('[data-address]').getAttribute('data-address')).toBe(address)
      expect(await account.locator('[data-email]').getAttribute('data-email')).toBe(to)
      // The only console errors: the browser's notes of the two refused codes in the frame.
      expect(errors).toEqual(Array(2).fill(REFUSED_CODE_NOTE))
      await close()
    })
  }
})
