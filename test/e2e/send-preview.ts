import type { Locator } from 'playwright-core'

/** Previews the send in the Send view: the network fee appears, in wei as data-fee. */
export async function previewSend(send: Locator): Promise<bigint> {
  await send.locator('[data-action="preview"]').click()
  const fee = send.locator('[data-field="network-fee"]')
  await fee.waitFor()
  return BigInt((await fee.getAttribute('data-fee')) ?? '0')
}
