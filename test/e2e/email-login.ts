import type { Locator, Page } from 'playwright-core'
import { inject } from 'vitest'
import { waitForView } from './modal-page.js'

/** The newest six-digit code the devnet mailbox holds for the address. */
export async function codeFor(email: string): Promise<string> {
  const url = new URL('/messages/latest', inject('endpoints').mailbox)
  url.searchParams.set('to', email)
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const reply = await fetch(url)
    if (reply.ok) {
      const body: unknown = await reply.json()
      const text = typeof body === 'object' && body !== null && 'text' in body ? body.text : ''
      const code = typeof text === 'string' ? /\b(\d{6})\b/.exec(text)?.[1] : undefined
      if (code) return code
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No code arrived for ${email}`)
}

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
  const connect = await waitForView(page, 'Connect')
  await connect.locator('#portico-email').fill(email)
  await connect.locator('form.field button[type="submit"]').click()
  const login = await waitForView(page, 'EmailLogin')
  await login.locator('[data-step="code"]').waitFor({ timeout: 30_000 })
  return login
}

/**
 * Signs in by email from the connect button with the code from the devnet mailbox, and waits
 * until the connect button shows the account's balance.
 */
export async function loginByEmail(page: Page, email: string): Promise<void> {
  const login = await askEmailCode(page, email)
  await pasteCode(page, login, await codeFor(email))
  await login.waitFor({ state: 'detached', timeout: 30_000 })
  await page
    .locator('[data-portico="connect-button"] [data-portico="balance"]')
    .waitFor({ timeout: 30_000 })
}
