import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveFolder, type ServedFolder } from '../../bench/host-build/serve-folder.js'
import { startProjectApi, type ProjectApiDevnet } from '../../devnet/project-api/index.js'
import { installAccountWallet } from './account-wallet.js'
import { buildDevnetReadmePage } from './devnet-readme-page.js'
import { browserForFile, waitForView } from './modal-page.js'

const browser = browserForFile()
/** Long enough to connect and open Account while the configuration is still on its way. */
const CONFIG_DELAY_MS = 6_000

// The README page (its three snippets, built from the repository's sources) against a Project
// API of this file's own, whose configuration calls answer late and turn swaps off: the delay
// changes no other test's devnet.
let projectApi: ProjectApiDevnet | undefined
let page: ServedFolder | undefined
let work = ''
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'portico-first-paint-'))
  const api = await startProjectApi({ port: 0, stateDir: join(work, 'project-api') })
  projectApi = api
  const put = async (route: string, body: unknown) => {
    const reply = await fetch(new URL(route, api.url), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!reply.ok) throw new Error(`${route} refused: ${String(reply.status)}`)
  }
  await put('/devnet/features', { features: [{ id: 'swaps', isEnabled: false, config: [] }] })
  await put('/devnet/config-delay', { delayMs: CONFIG_DELAY_MS })
  await buildDevnetReadmePage(work, api.url.replace(/\/$/, ''))
  page = await serveFolder(join(work, 'dist'))
}, 120_000)
afterAll(async () => {
  await page?.close()
  await projectApi?.close()
  if (work) rmSync(work, { recursive: true, force: true })
})

/** Whether the page has had its answer to a configuration call yet. */
function configAnswers(tab: Page): { landed: () => boolean; wait: () => Promise<unknown> } {
  let landed = false
  const answer = tab.waitForResponse((response) => response.url().includes('/appkit/v1/config'))
  void answer.then(() => (landed = true))
  return { landed: () => landed, wait: () => answer }
}

describe("the README's page renders before initialize() resolves", () => {
  it('draws the buttons and the modal at once, and applies the configuration when it lands', async () => {
    const context = await browser().newContext()
    await installAccountWallet(context, 0, 'Portico Devnet Wallet')
    const tab = await context.newPage()
    const errors: string[] = []
    tab.on('pageerror', (error) => errors.push(error.message))
    const config = configAnswers(tab)
    if (!page) throw new Error('The README page is not served')
    await tab.goto(page.url)
    const button = tab.locator('[data-portico="connect-button"]')
    await button.waitFor()
    expect(config.landed()).toBe(false)

    // The modal works meanwhile: its wallet rows, a connection, the Account view.
    await button.click()
    const connect = await waitForView(tab, 'Connect')
    await connect.locator('.row[data-wallet="Portico Devnet Wallet"]').click()
    await tab.locator('portico-modal dialog').waitFor({ state: 'hidden' })
    await tab.locator('[data-portico="connect-button"]').click()
    const account = await waitForView(tab, 'Account')
    await account.locator('[data-action="receive"]').waitFor()
    // Swaps and on-ramp are remote features: neither shows before the project says so.
    expect(config.landed()).toBe(false)
    expect(await account.locator('[data-action="buy"]').count()).toBe(0)
    expect(await account.locator('[data-action="swap"]').count()).toBe(0)

    // The answer lands: on-ramp is on by default, swaps this project turned off.
    await config.wait()
    await account.locator('[data-action="buy"]').waitFor()
    expect(await account.locator('[data-action="swap"]').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  }, 60_000)
})
