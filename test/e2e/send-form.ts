import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { screenshot, seriousAxeViolations, waitForView } from './modal-page.js'

/**
 * Opens Send from Account by its button, checks the first token offered is `token`, types the
 * amount and receiver, takes the screenshot `name` (light) with an axe check, and clicks Send.
 */
export async function sendFromAccount(
  page: Page,
  account: Locator,
  form: { token: string; amount: string; receiver: string; name: string },
): Promise<Locator> {
  await account.locator('[data-action="send"]').click()
  const send = await waitForView(page, 'Send')
  await send.locator('[data-field="token"] option').first().waitFor({ state: 'attached' })
  expect(await send.locator('[data-field="token"]').inputValue()).toBe(form.token)
  await send.locator('[data-field="amount"]').fill(form.amount)
  await send.locator('[data-field="receiver"]').fill(form.receiver)
  await screenshot(page, form.name, 'light')
  expect(await seriousAxeViolations(page)).toEqual([])
  await send.locator('[data-action="send"]').click()
  return send
}
