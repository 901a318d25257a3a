import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPlayground } from './browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe('the playground', () => {
  it('loads every view with no console error', async () => {
    const { page, errors, close } = await openPlayground(browser, '')
    await page.locator('[data-operation="blockchain-api/getSupportedChains"]').waitFor()
    await page.getByRole('tab', { name: 'Frame events' }).click()
    await page.locator('[data-event="APP_GET_USER"]').click()
    await page.locator('article[data-examples="ready"]').waitFor()
    await page.getByRole('tab', { name: 'Devnet' }).click()
    for (const title of ['Services', 'Dev accounts', 'Analytics events', 'Mailbox'])
      await page.locator(`section.card[data-state="ready"]:has(h2:text-is("${title}"))`).waitFor()
    const unhealthy = await page.locator('tr[data-healthy="false"]').allInnerTexts()
    expect(unhealthy).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  it('follows the system theme until the toggle picks one, and remembers it', async () => {
    const { page, close } = await openPlayground(browser, '', 'dark')
    const theme = () => page.getAttribute('html', 'data-theme')
    await page.getByRole('button', { name: 'Dark theme' }).waitFor()
    expect(await theme()).toBe('dark')
    await page.getByRole('button', { name: 'Dark theme' }).click()
    expect(await theme()).toBe('light')
    await page.reload()
    await page.getByRole('button', { name: 'Dark theme' }).waitFor()
    expect(await theme()).toBe('light')
    await close()
  })

  it('moves between the views with the arrow keys and keeps the view in the URL', async () => {
    const { page, close } = await openPlayground(browser, '#operations')
    await page.getByRole('tab', { name: 'API operations' }).focus()
    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => window.location.hash)).toBe('#frame')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('id'))).toBe('tab-frame')
    await page.keyboard.press('ArrowRight')
    expect(await page.evaluate(() => window.location.hash)).toBe('#devnet')
    await close()
  })

  it('shows the dev accounts with their live balances on each chain', async () => {
    const { page, close } = await openPlayground(browser, '#devnet')
    await page.locator('section.card[data-state="ready"]:has(h2:text-is("Dev accounts"))').waitFor()
    const cells = await page.locator('td[data-chain]').allInnerTexts()
    expect(cells.length).toBeGreaterThan(0)
    for (const cell of cells) expect(cell).toMatch(/^[\d,.]+ (ETH|SOL)$/)
    await close()
  })
})
