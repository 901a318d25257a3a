import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createFaultBoard } from '../../devnet/faults/fault-board.js'
import { createFaultsHandle, type FaultsHandle } from '../../devnet/faults/faults-handle.js'
import { startProjectApi, type ProjectApiDevnet } from '../../devnet/project-api/index.js'
import { startDevnetTools, type DevnetTools } from '../../devnet/tools/index.js'
import {
  browserForFile,
  dialogOf,
  openHost,
  screenshot,
  seriousAxeViolations,
  waitForView,
} from './modal-page.js'
import { connectWith } from './siwx-page.js'

const browser = browserForFile()

// A Project API of this file's own, on a fault board of its own with its own tools service: its
// switches are global to the service, so they must not reach the other files' shared devnet.
let projectApi: ProjectApiDevnet
let tools: DevnetTools
let faults: FaultsHandle
let stateDir: string
beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'portico-project-faults-'))
  const board = createFaultBoard()
  ;[projectApi, tools] = await Promise.all([
    startProjectApi({ port: 0, stateDir: join(stateDir, 'project-api'), faults: board }),
    startDevnetTools({ port: 0, repoRoot: stateDir, faults: board }),
  ])
  faults = createFaultsHandle(tools.url)
})
afterEach(async () => {
  await faults.reset()
})
afterAll(async () => {
  await Promise.all([projectApi.close(), tools.close()])
  rmSync(stateDir, { recursive: true, force: true })
})

const openOwnHost = (theme: 'light' | 'dark', search = '') =>
  openHost(browser(), theme, `?projectApi=${encodeURIComponent(projectApi.url)}${search}`)

describe('Project API faults met in the modal', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`[ERR-53] [ERR-64] an origin not allowed shows 'Invalid App Configuration' (APKT002); installed wallets still connect (${theme})`, async () => {
      await faults.on({ service: 'project-api', kind: 'origin-not-allowed' })
      const { page, close } = await openOwnHost(theme)
      await page.click('[data-portico="connect-button"]')
      const connect = await waitForView(page, 'Connect')
      const alert = dialogOf(page).locator('.alert[data-code="APKT002"]')
      await alert.waitFor()
      expect(await alert.innerText()).toContain('Invalid App Configuration')
      await screenshot(page, 'Connect-origin-not-allowed', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      await connect.locator('.row[data-wallet="Portico Devnet Wallet"]').click()
      await page.locator('[data-portico="connect-button"] [data-portico="balance"]').waitFor()
      await close()
    })
  }

  it("[ERR-58] [ERR-66] an unknown project shows 'Invalid Project ID' (APKT007); once the fault ends a reload shows no alert", async () => {
    await faults.on({ service: 'project-api', kind: 'unknown-project' })
    const { page, close } = await openOwnHost('light')
    await page.click('[data-portico="connect-button"]')
    await waitForView(page, 'Connect')
    const alert = dialogOf(page).locator('.alert[data-code="APKT007"]')
    await alert.waitFor()
    expect(await alert.innerText()).toContain('Invalid Project ID')
    await faults.off({ service: 'project-api', kind: 'unknown-project' })
    await page.reload()
    await page.locator('[data-portico="connect-button"]').click()
    await waitForView(page, 'Connect')
    expect(await dialogOf(page).locator('.alert').count()).toBe(0)
    await close()
  })

  it('with the wallet registry down, Connect still offers the installed wallets and email', async () => {
    await faults.on({ service: 'project-api', kind: 'registry-down' })
    const { page, close } = await openOwnHost('light')
    await page.click('[data-portico="connect-button"]')
    const connect = await waitForView(page, 'Connect')
    await connect.locator('.row[data-wallet="Portico Devnet Wallet"]').waitFor()
    await connect.locator('input[type="email"]').waitFor()
    await connect.locator('.row[data-wallet="Portico Devnet Wallet"]').click()
    await page.locator('[data-portico="connect-button"] [data-portico="balance"]').waitFor()
    await close()
  })

  it('with the analytics sink down, a tracked event waits and reaches it exactly once when it is back', async () => {
    await faults.on({ service: 'project-api', kind: 'analytics-down' })
    // The earlier tests' pages sent their connection funnel; only this page's events count here.
    projectApi.analytics.clear()
    const { page, errors, close } = await openOwnHost('light', '&siwx=optional')
    const refused = page.waitForResponse((r) => r.url().includes('/batch') && r.status() === 503)
    await connectWith(page)
    const sign = await waitForView(page, 'SIWXSignMessage')
    await sign.locator('[data-action="cancel"]').click()
    // pagehide flushes the queue at once, instead of waiting for the 10 s timer.
    const hidePage = () => page.evaluate(() => window.dispatchEvent(new Event('pagehide')))
    await hidePage()
    await refused
    expect(projectApi.analytics.events()).toEqual([])
    await faults.off({ service: 'project-api', kind: 'analytics-down' })
    await hidePage()
    const names = () => projectApi.analytics.events().map(({ event }) => event.props.event)
    await expect.poll(names, { timeout: 20_000, interval: 250 }).toContain('CLICK_CANCEL_SIWX')
    // One more flush must not send anything again.
    await hidePage()
    await page.waitForTimeout(500)
    const ids = projectApi.analytics.events().map(({ event }) => event.eventId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(names().filter((name) => name === 'CLICK_CANCEL_SIWX')).toHaveLength(1)
    // Chromium's own line for the refused batch; the page itself reports nothing.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 503 (Service Unavailable)',
    ])
    await close()
  })
})
