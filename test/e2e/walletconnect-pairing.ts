import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { waitForView } from './modal-page.js'

/** Opens ConnectingWalletConnect by clicks and reads the pairing URI through "Copy link". */
export async function pairingUriOf(page: Page): Promise<string> {
  await page.click('[data-portico="connect-button"]')
  const connect = await waitForView(page, 'Connect')
  await connect.locator('.row[data-wallet="WalletConnect"]').click()
  const view = await waitForView(page, 'ConnectingWalletConnect')
  await view.locator('button', { hasText: 'Copy link' }).click()
  // The clipboard holds the URI once the toast says so.
  await page.locator('portico-modal .toast', { hasText: 'Copied' }).waitFor()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(await view.locator('[data-qr]').getAttribute('data-qr')).toBe(uri)
  return uri
}
