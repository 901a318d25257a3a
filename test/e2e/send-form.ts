import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { screenshot, seriousAxeViolations, waitForView } from './modal-page.js'

/** Previews the send in the Send view: the network fee appears, in wei as data-fee. */
export async function previewSend(send: Locator): Promise<bigint> {
  await send.locator('[data-action="preview"]').click()
  const fee = send.locator('[data-field="network-fee"]')
  await fee.waitFor()
  return BigInt((await fee.getAttribute('data-fee')) ?? '0')
}

/**
 * Opens Send from Account by its button, checks the first token offered is `token`, types the
 * amount and receiver, takes the screenshot `name` (light) with an axe check, previews (where
 * `checkPreview` may look at the preview) and clicks Send.
 */
export async function sendFromAccount(
  page: Page,
  account: Locator,
  form: {
    token: string
    amount: string
    receiver: string
    name: string
    checkPreview?: (send: Locator) => Promise<void>
  },
): Promise<Locator> {
  await account.locator('[data-action="send"]').click()
  const send = await waitForView(page, 'Send')
  await send.locator('[data-field="token"] option').first().waitFor({ state: 'attached' })
  expect(await send.locator('[data-field="token"]').inputValue()).toBe(form.token)
  await send.locator('[data-field="amount"]').fill(form.amount)
  await send.locator('[data-field="receiver"]').fill(form.receiver)
  await screenshot(page, form.name, 'light')
  expect(await seriousAxeViolations(page)).toEqual([])
  await previewSend(send)
  await form.checkPreview?.(send)
  await send.locator('[data-action="send"]').click()
  return send
}
