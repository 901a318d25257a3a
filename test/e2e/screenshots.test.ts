import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fireAndRead, launchBrowser, openOperation, openPlayground } from './browser.js'
import { repoRoot } from './e2e-devnet.js'

/** Artefacts for a reviewer's eye; test-results/ is git-ignored. */
const screenshotDir = join(repoRoot, 'test-results', 'screenshots')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
  mkdirSync(screenshotDir, { recursive: true })
})
afterAll(() => browser.close())

const panels: Readonly<Record<string, (page: Page) => Promise<void>>> = {
  operations: async (page) => {
    await openOperation(page, 'blockchain-api', 'getBalance')
    await fireAndRead(page)
  },
  'frame-events': async (page) => {
    await page.locator('li[data-type="@w3m-frame/READY"]').waitFor()
    await page.click('[data-event="APP_SWITCH_NETWORK"]')
    await page.locator('article[data-examples="ready"]').waitFor()
    await page.fill('#event-editor', '{\n  "type": "@w3m-app/SWITCH_NETWORK",\n  "id": "12345"\n}')
  },
  devnet: async (page) => {
    for (const title of ['Services', 'Dev accounts', 'Analytics events', 'Mailbox'])
      await page.locator(`section.card[data-state="ready"]:has(h2:text-is("${title}"))`).waitFor()
  },
}

const hashes: Readonly<Record<string, string>> = {
  operations: '#operations',
  'frame-events': '#frame',
  devnet: '#devnet',
}

describe('screenshots of the main panels', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [panel, prepare] of Object.entries(panels)) {
      it(`${panel} in the ${theme} theme`, async () => {
        const { page, errors, close } = await openPlayground(browser, hashes[panel] ?? '', theme)
        await prepare(page)
        expect(await page.getAttribute('html', 'data-theme')).toBe(theme)
        await page.screenshot({ path: join(screenshotDir, `${panel}-${theme}.png`) })
        expect(errors).toEqual([])
        await close()
      })
    }
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`is usable 360 px wide in the ${theme} theme: the theme toggle on-screen, no panel wider than the window`, async () => {
      const { page, close } = await openPlayground(browser, '#devnet', theme)
      await page.setViewportSize({ width: 360, height: 740 })
      await page.reload()
      const toggle = page.getByRole('button', { name: 'Dark theme' })
      await toggle.waitFor()
      const box = await toggle.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true)
      await page.locator('tr[data-service="WalletConnect relay"][data-healthy="true"]').waitFor()
      await page.screenshot({ path: join(screenshotDir, `devnet-360-${theme}.png`) })
      for (const [panel, hash] of Object.entries(hashes)) {
        await page.goto(`${inject('playgroundUrl')}/${hash}`)
        await panels[panel]?.(page)
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
        expect({ panel, pageWidth }).toEqual({ panel, pageWidth: 360 })
      }
      await close()
    })
  }
})
