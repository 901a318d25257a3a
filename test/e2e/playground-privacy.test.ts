import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { connectWith } from './siwx-page.js'
import { browserForFile, modalClosed, openHost, screenshotDir } from './modal-page.js'

const browser = browserForFile()

describe('the playground’s privacy cards', () => {
  it("lists the page's requests to Portico's services live, and with consent required none to analytics until the visitor agrees", async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '?consent=required')
    const ledger = page.locator('[data-page-ledger]')
    await expect.poll(() => ledger.innerText()).toContain('Project API /appkit/v1/config')
    expect(await page.locator('[data-consent-required]').isChecked()).toBe(true)
    expect(await page.locator('[data-consent-given]').isChecked()).toBe(false)
    await connectWith(page)
    await modalClosed(page)
    await expect
      .poll(() => ledger.innerText())
      .toContain('Blockchain API /v1/account/{address}/balance')
    // The page hides, as when the visitor leaves: the queue would go out now, but holds nothing.
    await page.evaluate(() => {
      window.dispatchEvent(new Event('pagehide'))
    })
    await page.waitForTimeout(500)
    const services = (await ledger.locator('li').allInnerTexts()).map((line) => line.split(' ')[0])
    expect(services).not.toContain('Analytics')
    await page.locator('.page-ledger').screenshot({
      path: join(screenshotDir, 'playground-page-ledger-light.png'),
      animations: 'disabled',
    })
    await page.locator('[data-consent-given]').check()
    expect(errors).toEqual([])
    await close()
  }, 60_000)
})
