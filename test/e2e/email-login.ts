import type { Locator, Page } from 'playwright-core'
import { codeFor } from './mailbox-code.js'
import { waitForView } from './modal-page.js'

/** Pastes the code into the focused one-time-code box, which fills all six at once. */
export async function pasteCode(page: Page, login: Locator, code: string): Promise<void> {
  await login.locator('.otp input').first().focus()
  await page.evaluate((text) => {
    const host = document.querySelector('portico-modal')?.shadowRoot
    const target = host?.activeElement
    const data = new DataTransfer()
    data.setData('text', text)
    target?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
  }, code)
}

/** Types the email into Connect and submits it; resolves with EmailLogin at its code step. */
export async function askEmailCode(page: Page, email: string): Promise<Locator> {
  await page.click('[data-portico="connect-button"]')
  return submitEmail(page, email)
}

/** On the open Connect view: submits the email; resolves with EmailLogin at its code step. */
export async function submitEmail(page: Page, email: string): Promise<Locator> {
  const connect = await waitForView(page, 'Connect')
  await connect.locator('#portico-email').fill(email)
  await connect.locator('form.field button[type="submit"]').click()
  const login = await waitForView(page, 'EmailLogin')
  await login.locator('[data-step="code"]').waitFor({ timeout: 30_000 })
  return login
}

/** Enters the code the devnet mailbox holds for the email; resolves when EmailLogin is done. */
export async function enterMailedCode(page: Page, login: Locator, email: string): Promise<void> {
  await pasteCode(page, login, await codeFor(email))
  await login.waitFor({ state: 'detached', timeout: 30_000 })
}

/**
 * Signs in by email from the connect button with the code from the devnet mailbox, and waits
 * until the connect button shows the account's balance.
 */
export async function loginByEmail(page: Page, email: string): Promise<void> {
  await enterMailedCode(page, await askEmailCode(page, email), email)
  await page
    .locator('[data-portico="connect-button"] [data-portico="balance"]')
    .waitFor({ timeout: 30_000 })
}
