import { describe, expect, it } from 'vitest'
import {
  browserForFile,
  openHost,
  screenshot,
  seriousAxeViolations,
  waitForView,
} from './modal-page.js'

const browser = browserForFile()

for (const theme of ['light', 'dark'] as const) {
  describe(`Receive, ${theme}`, () => {
    it(`shows the connected address to copy, as a QR code, and the networks of its namespace (${theme})`, async () => {
      const { page, errors, close } = await openHost(browser(), theme, '', async (context) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      })
      await page.click('[data-portico="connect-button"]')
      const connect = await waitForView(page, 'Connect')
      await connect.locator('.row[data-wallet="Portico Devnet Wallet"]').click()
      await page.locator('[data-portico="connect-button"] [data-portico="balance"]').waitFor()
      await page.click('[data-portico="connect-button"]')
      const account = await waitForView(page, 'Account')
      const address = await account.locator('[data-address]').getAttribute('data-address')
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      await account.locator('[data-action="receive"]').click()

      const receive = await waitForView(page, 'Receive')
      expect(await receive.locator('[data-address]').getAttribute('data-address')).toBe(address)
      const qr = receive.locator('svg[role="img"]')
      await qr.waitFor()
      expect(await receive.locator('.qr').getAttribute('data-qr')).toBe(address)
      expect(await qr.getAttribute('aria-label')).toBe(`QR code of the address ${address}`)
      // An EVM address works on the EVM networks only: no network of another namespace shows.
      const listed = await receive
        .locator('[data-network]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-network')))
      expect(listed.length).toBeGreaterThan(0)
      expect(listed.every((id) => id?.startsWith('eip155:'))).toBe(true)
      await screenshot(page, 'Receive', theme)
      expect(await seriousAxeViolations(page)).toEqual([])

      await receive.getByRole('button', { name: 'Copy address' }).click()
      await receive.locator('.toast[data-variant="success"]', { hasText: 'Copied' }).waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
      await receive.locator('[data-action="back"]').click()
      await waitForView(page, 'Account')
      expect(errors).toEqual([])
      await close()
    })
  })
}
