import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProjectApi, type ProjectApiDevnet } from '../../devnet/project-api/index.js'
import { launchBrowser } from './browser.js'
import { openHost, screenshot, waitForView } from './modal-page.js'

/**
 * Scrolling to the end fetches page after page, so the whole 10,000 is a slow sweep, run with
 * PORTICO_SLOW_SWEEPS=1; npm test scrolls 2,000, still far past what the DOM may hold.
 */
const REGISTRY_SIZE = process.env.PORTICO_SLOW_SWEEPS === '1' ? 10_000 : 2_000
/** The bound: however long the list, fewer row elements than this exist. */
const MAX_ROWS = 60

let browser: Browser
let largeApi: ProjectApiDevnet
let stateDir: string
beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'portico-large-registry-'))
  largeApi = await startProjectApi({ port: 0, stateDir, registrySize: REGISTRY_SIZE })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
  await largeApi.close()
  rmSync(stateDir, { recursive: true, force: true })
})

const rowCount = (page: Page) => page.locator('portico-modal .all-wallets-list .row').count()

describe(`AllWallets over a ${REGISTRY_SIZE.toLocaleString('en')}-wallet registry`, () => {
  it('[VIEW-05] scrolled to the end page by page and searched, with fewer than 60 rows in the DOM at every step', async () => {
    const search = `?projectApi=${encodeURIComponent(largeApi.url)}`
    const { page, errors, close } = await openHost(browser, 'light', search)
    await page.click('[data-portico="connect-button"]')
    const connect = await waitForView(page, 'Connect')
    await connect.locator('.row[data-wallet="All wallets"]').click()
    const view = await waitForView(page, 'AllWallets')
    const list = view.locator('.all-wallets-list')
    await list.locator('.row').first().waitFor()
    const total = Number(await view.locator('[data-total]').getAttribute('data-total'))
    // The registry as the modal lists it: a few hundred of its wallets are not offered here.
    expect(total).toBeGreaterThan(REGISTRY_SIZE - 1_000)

    let lastIndex = -1
    let steps = 0
    while (lastIndex < total - 1) {
      await list.evaluate((element) => {
        element.scrollTop = element.scrollHeight
      })
      await expect
        .poll(async () => Number(await list.locator('.row').last().getAttribute('data-index')), {
          timeout: 20_000,
        })
        .toBeGreaterThan(lastIndex)
      lastIndex = Number(await list.locator('.row').last().getAttribute('data-index'))
      expect(await rowCount(page)).toBeLessThan(MAX_ROWS)
      steps += 1
    }
    expect(steps).toBeGreaterThanOrEqual(Math.floor(total / 40) - 1)
    expect(await list.locator(`.row[data-index="${String(total - 1)}"]`).count()).toBe(1)
    await screenshot(page, 'AllWallets-end', 'light')

    await view.locator('#portico-wallet-search').fill('MetaMask')
    await expect.poll(() => view.locator('[data-found]').getAttribute('data-found')).not.toBeNull()
    const found = Number(await view.locator('[data-found]').getAttribute('data-found'))
    expect(found).toBeGreaterThan(1)
    expect(await rowCount(page)).toBeLessThan(MAX_ROWS)
    const names = await list.locator('.row .name').allInnerTexts()
    expect(names.every((name) => name.includes('MetaMask'))).toBe(true)
    await screenshot(page, 'AllWallets-search', 'light')
    expect(errors).toEqual([])
    await close()
  })
})
