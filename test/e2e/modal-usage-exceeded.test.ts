import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProjectApi, type ProjectApiDevnet } from '../../devnet/project-api/index.js'
import { browserForFile, openHost, screenshot, waitForView } from './modal-page.js'
import { expectViewBaselines, WALK_THEMES } from './view-baselines.js'

const browser = browserForFile()

// A Project API of this file's own, so the plan it puts over its limit changes no other test's.
let overLimitApi: ProjectApiDevnet
let stateDir: string
beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'portico-over-limit-'))
  overLimitApi = await startProjectApi({ port: 0, stateDir })
  const reply = await fetch(new URL('/devnet/limits', overLimitApi.url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      planLimits: {
        tier: 'starter',
        isAboveMauLimit: true,
        isAboveRpcLimit: false,
        hasExceededUsageLimit: true,
      },
    }),
  })
  if (!reply.ok) throw new Error(`The devnet refused the plan limits: ${String(reply.status)}`)
})
afterAll(async () => {
  await overLimitApi.close()
  rmSync(stateDir, { recursive: true, force: true })
})

describe('a plan over its usage limit', () => {
  for (const theme of WALK_THEMES) {
    it(`[VIEW-18] [NAV-12] choosing an installed wallet shows UsageExceeded instead of connecting (${theme})`, async () => {
      const search = `?projectApi=${encodeURIComponent(overLimitApi.url)}`
      const { page, errors, close } = await openHost(browser(), theme, search)
      await page.click('[data-portico="connect-button"]')
      const connect = await waitForView(page, 'Connect')
      await connect.locator('.row[data-wallet="Portico Devnet Wallet"]').click()
      const exceeded = await waitForView(page, 'UsageExceeded')
      expect(await exceeded.innerText()).toContain('Usage limit reached')
      await screenshot(page, 'UsageExceeded-from-click', theme)
      await expectViewBaselines(page, 'UsageExceeded')
      // Nothing connected: the wallet was never asked.
      expect(await page.locator('[data-portico="connect-button"]').innerText()).toBe('Connect')
      await exceeded.locator('[data-action="back"]').click()
      await waitForView(page, 'Connect')
      expect(errors).toEqual([])
      await close()
    })
  }
})
