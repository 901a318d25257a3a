import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { serveFolder, type ServedFolder } from '../../bench/host-build/serve-folder.js'
import { startProjectApi, type ProjectApiDevnet } from '../../devnet/project-api/index.js'
import type { Portico } from '../../src/instance/public-portico.js'
import type { connect, getWalletList } from '../../src/index.js'
import { ethereumRpc, installAccountWallet } from './account-wallet.js'
import { allowOnly } from './e2e-devnet.js'
import { loginByEmail } from './email-login.js'
import { buildLedgerPage, type LedgerMode } from './ledger-page.js'
import { browserForFile, installDecliningWallet, waitForView } from './modal-page.js'
import { ledgerRowOf, readLedger, type SeenRequest } from './request-ledger.js'

declare global {
  interface Window {
    /** The README page's instance, put there by the ledger page's build. */
    portico?: Portico
    /** The headless functions on the page's instance, for an app's own connect calls. */
    porticoApp?: {
      connect: (walletId: string) => ReturnType<typeof connect>
      walletList: () => ReturnType<typeof getWalletList>
    }
  }
}

const browser = browserForFile()

// The README page, built from the repository's sources, against a Project API (and analytics
// collector) of this file's own, so the events it receives are this file's alone.
let projectApi: ProjectApiDevnet | undefined
let served: ServedFolder | undefined
let work = ''
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'portico-ledger-'))
  projectApi = await startProjectApi({ port: 0, stateDir: join(work, 'project-api') })
  await buildLedgerPage(work, projectApi.url.replace(/\/$/, ''))
  served = await serveFolder(join(work, 'dist'))
}, 120_000)
afterAll(async () => {
  await served?.close()
  await projectApi?.close()
  if (work) rmSync(work, { recursive: true, force: true })
})

type Phase = 'load' | 'open' | 'connect' | 'sign' | 'close'
type Recorded = SeenRequest & { phase: Phase; analytics: boolean; consented: boolean }

/** Lets requests the page has started land before the phase changes. */
const settle = (tab: Page) => tab.waitForTimeout(1_000)

/**
 * A visitor's session on the README page in `mode`: load, open, connect the devnet wallet, sign
 * a message, close. Records every request the page makes, with the phase it came in and whether
 * consent had been given; `consentBefore` is the phase at whose start the visitor consents.
 */
async function session(mode: LedgerMode, consentBefore?: Phase): Promise<Recorded[]> {
  if (!served || !projectApi) throw new Error('The README page is not served')
  const page = served.url
  const origins: Record<string, string> = {
    'Project API': new URL(projectApi.url).origin,
    Analytics: new URL(projectApi.url).origin,
    'Blockchain API': new URL(inject('endpoints').blockchainApi).origin,
    'Network RPC': new URL(ethereumRpc()).origin,
    'Your site': new URL(page).origin,
  }
  const context = await browser().newContext()
  await installAccountWallet(context, 0, 'Portico Devnet Wallet')
  const tab = await context.newPage()
  const seen: Recorded[] = []
  let phase: Phase = 'load'
  let consented = false
  tab.on('request', (request) => {
    const at = { method: request.method(), url: request.url() }
    const row = ledgerRowOf(readLedger(), origins, at)
    seen.push({ ...at, phase, consented, analytics: row?.service === 'Analytics' })
  })
  const enter = async (next: Phase) => {
    phase = next
    if (next !== consentBefore) return
    consented = true
    await tab.evaluate(() => window.portico?.setAnalyticsConsent(true))
  }
  await tab.goto(`${page}?mode=${mode}`)
  await tab.locator('[data-portico="connect-button"]').waitFor()
  await settle(tab)
  await enter('open')
  await tab.locator('[data-portico="connect-button"]').click()
  const connect = await waitForView(tab, 'Connect')
  await connect.locator('.row[data-wallet="Portico Devnet Wallet"] img').waitFor()
  await settle(tab)
  await enter('connect')
  await connect.locator('.row[data-wallet="Portico Devnet Wallet"]').click()
  await tab.locator('portico-modal dialog').waitFor({ state: 'hidden' })
  await tab.locator('[data-portico="connect-button"] [data-portico="balance"]').waitFor()
  await settle(tab)
  await enter('sign')
  const signature = await tab.evaluate(() => window.portico?.signMessage('Privacy first'))
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  await enter('close')
  // What page hide sends, sent while the test still hears the page's requests.
  await tab.evaluate(() => window.dispatchEvent(new Event('pagehide')))
  await settle(tab)
  await context.close()
  const unlisted = seen.filter((request) => !ledgerRowOf(readLedger(), origins, request))
  expect(unlisted.map(({ method, url }) => `${method} ${url}`)).toEqual([])
  return seen
}

const receivedNames = () =>
  projectApi?.analytics.events().map(({ event }) => event.props.event) ?? []

describe('the request ledger (docs/guide/privacy.md) holds every request of the README page', () => {
  it('by default: the configuration at load, the registry at open, and the connection funnel sent', async () => {
    projectApi?.analytics.clear()
    const seen = await session('default')
    const atLoad = seen.filter(({ phase }) => phase === 'load').map(({ url }) => new URL(url))
    expect(atLoad.map(({ pathname }) => pathname)).toContain('/appkit/v1/config')
    expect(receivedNames()).toEqual(
      expect.arrayContaining(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS']),
    )
    const funnel = projectApi?.analytics
      .events()
      .find(({ event }) => event.props.event === 'CONNECT_SUCCESS')
    expect(funnel?.event.props.properties).toMatchObject({ connectorKind: 'external' })
  }, 90_000)

  it("with consent 'required' and never given: no analytics request through the whole session", async () => {
    projectApi?.analytics.clear()
    const seen = await session('consent-never')
    expect(seen.filter(({ analytics }) => analytics)).toEqual([])
    expect(receivedNames()).toEqual([])
  }, 90_000)

  it('with consent given midway: no analytics request before it, and only later events, each once', async () => {
    projectApi?.analytics.clear()
    const seen = await session('consent-midway', 'connect')
    expect(seen.filter(({ analytics, consented }) => analytics && !consented)).toEqual([])
    const names = receivedNames()
    // The open before consent is never sent; signing opens the modal again, connected, after it.
    const opens = projectApi?.analytics
      .events()
      .filter(({ event }) => event.props.event === 'MODAL_OPEN')
      .map(({ event }) => event.props.properties)
    expect(opens).toEqual([expect.objectContaining({ connected: true })])
    expect(names.filter((name) => name === 'SELECT_WALLET')).toHaveLength(1)
    expect(names.filter((name) => name === 'CONNECT_SUCCESS')).toHaveLength(1)
    const ids = projectApi?.analytics.events().map(({ event }) => event.eventId) ?? []
    expect(new Set(ids).size).toBe(ids.length)
  }, 90_000)

  it('with deferRequests: nothing but the page itself until the first open', async () => {
    const seen = await session('deferred')
    const site = served ? new URL(served.url).origin : ''
    const early = seen.filter(({ phase, url }) => phase === 'load' && new URL(url).origin !== site)
    expect(early).toEqual([])
    expect(
      seen.some(({ phase, url }) => phase === 'open' && url.includes('/appkit/v1/config')),
    ).toBe(true)
  }, 90_000)
})

describe('deferRequests with a remembered email login (the README page with a secure site)', () => {
  it('loads no secure frame and asks nothing of any service before the first open, Connecting… meanwhile; the open restores it', async () => {
    if (!served) throw new Error('The README page is not served')
    const site = new URL(served.url).origin
    const { projectApi: devnetProjectApi, secureSite } = inject('endpoints')
    // The secure site serves its frame only to the origins the devnet project lists.
    await allowOnly(devnetProjectApi, [new URL(inject('playgroundUrl')).origin, site])
    const context = await browser().newContext()
    const errors: string[] = []
    const first = await context.newPage()
    await first.goto(`${served.url}?mode=deferred-email`)
    await loginByEmail(first, 'deferred-restore@portico.test')
    await first.close()

    const tab = await context.newPage()
    tab.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
    let opened = false
    const early: string[] = []
    const late: string[] = []
    tab.on('request', (request) => {
      if (new URL(request.url()).origin !== site) (opened ? late : early).push(request.url())
    })
    await tab.goto(`${served.url}?mode=deferred-email`)
    const button = tab.locator('[data-portico="connect-button"]')
    // Remembered, not restored yet: the account is connecting, with no address.
    await expect.poll(() => button.innerText()).toBe('Connecting…')
    await settle(tab)
    expect(early).toEqual([])
    expect(tab.frames()).toHaveLength(1)
    expect(await tab.evaluate(() => window.portico?.getAccount())).toMatchObject({
      status: 'connecting',
      caipAddress: undefined,
    })

    opened = true
    await button.click()
    await button.locator('[data-portico="balance"]').waitFor({ timeout: 30_000 })
    // Opened on Connect while the login came back: Account takes its place.
    await waitForView(tab, 'Account')
    const secureOrigin = new URL(secureSite).origin
    expect(late.some((url) => new URL(url).origin === secureOrigin)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)
})

describe("the connection funnel counts the app's own connect calls, not only the modal's", () => {
  it('CONNECT_ERROR from the declining wallet and CONNECT_SUCCESS from the devnet wallet, each once, with no modal', async () => {
    if (!served || !projectApi) throw new Error('The README page is not served')
    const context = await browser().newContext()
    await installAccountWallet(context, 0, 'Portico Devnet Wallet')
    await context.addInitScript(installDecliningWallet)
    const tab = await context.newPage()
    await tab.goto(`${served.url}?mode=default`)
    await tab.locator('[data-portico="connect-button"]').waitFor()
    await expect
      .poll(() =>
        tab.evaluate(async () => {
          const list = await window.porticoApp?.walletList()
          return list?.groups
            .flatMap((group) => group.wallets)
            .find((wallet) => wallet.id === 'dev.portico.declining')?.name
        }),
      )
      .toBe('Declining Wallet')
    projectApi.analytics.clear()

    const declined = await tab.evaluate(() =>
      window.porticoApp?.connect('dev.portico.declining').then(
        () => 'connected',
        (error: unknown) => (error instanceof Error ? error.message : ''),
      ),
    )
    const connected = await tab.evaluate(() =>
      window.porticoApp
        ?.connect('dev.portico.account-0')
        .then((connection) => connection?.connectorId),
    )
    expect(connected).toBe('dev.portico.account-0')
    await tab.evaluate(() => window.dispatchEvent(new Event('pagehide')))
    const funnel = () =>
      projectApi?.analytics
        .events()
        .map(({ event }) => [event.props.event, event.props.properties] as const)
        .filter(
          ([name]) =>
            name.startsWith('CONNECT_') || name === 'SELECT_WALLET' || name === 'MODAL_OPEN',
        ) ?? []
    await expect.poll(funnel, { timeout: 20_000 }).toHaveLength(2)
    // Each once; the collector may hear them in either order (two batches can cross).
    expect(funnel()).toEqual(
      expect.arrayContaining([
        [
          'CONNECT_ERROR',
          expect.objectContaining({
            connectorKind: 'external',
            connectorId: 'dev.portico.declining',
            errorMessage: declined,
          }),
        ],
        [
          'CONNECT_SUCCESS',
          expect.objectContaining({
            connectorKind: 'external',
            connectorId: 'dev.portico.account-0',
          }),
        ],
      ]),
    )
    await context.close()
  }, 90_000)
})
