import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, getAddress, http } from 'viem'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { seriousViolationsIn, type AxeViolation } from './axe.js'
import { launchBrowser, openPlayground, type PlaygroundPage } from './browser.js'
import { repoRoot } from './e2e-devnet.js'
import { finishMotion, holdInfiniteAnimations, settledLayout } from './still-picture.js'

/** Artefacts for a reviewer's eye; test-results/ is git-ignored. */
export const screenshotDir = join(repoRoot, 'test-results', 'screenshots')

export type ColorScheme = 'light' | 'dark'

/** One Chromium for the test file, launched before its tests and closed after them. */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())
  return () => {
    if (!browser) throw new Error('Chromium is not running yet')
    return browser
  }
}

/** The playground host app, its Portico instance ready (the connect button drawn). */
export async function openHost(
  browser: Browser,
  colorScheme: ColorScheme = 'light',
  search = '',
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<PlaygroundPage> {
  const opened = await openPlayground(browser, `${search}#devnet`, colorScheme, prepare)
  await opened.page.locator('[data-portico="connect-button"]').waitFor()
  return opened
}

/**
 * A second EIP-6963 wallet that declines every connection (EIP-1193 error 4001), installed
 * before the page's scripts run, for the failure state of ConnectingExternal.
 */
export function installDecliningWallet(): void {
  const provider = {
    request: () =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
  }
  const info = {
    uuid: '00000000-0000-4000-8000-000000000001',
    name: 'Declining Wallet',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="%23e03131"/%3E%3C/svg%3E',
    rdns: 'dev.portico.declining',
  }
  const announce = () => {
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }),
    )
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

/** Opens the modal at a view through the host app's view opener. */
export async function openViewFromPlayground(page: Page, view: string): Promise<Locator> {
  await page.selectOption('#view-opener', view)
  await page.click('.view-opener button[type="submit"]')
  return waitForView(page, view)
}

/** The modal's dialog inside its shadow root (playwright's CSS locators pierce open roots). */
export const dialogOf = (page: Page): Locator => page.locator('portico-modal dialog')

/** Waits until the dialog is open on the view and the view has left its loading fallback. */
export async function waitForView(page: Page, view: string): Promise<Locator> {
  const dialog = page.locator(`portico-modal dialog[open][data-view="${view}"]`)
  await dialog.waitFor()
  await expect.poll(() => dialog.locator('.view > p.muted:text-is("Loading…")').count()).toBe(0)
  return dialog
}

/**
 * A network switch ends on its success view, naming the network: Done leaves it (back where the
 * switch started, or the modal closed when nothing was before).
 */
export async function finishNetworkSwitch(page: Page, name: string): Promise<void> {
  const dialog = dialogOf(page)
  await expect
    .poll(() =>
      dialog.locator('[data-outcome="succeeded"] [data-field="switched-network"]').textContent(),
    )
    .toBe(name)
  await dialog.locator('[data-outcome="succeeded"] [data-action="done"]').click()
}

/**
 * A screenshot of the page with the modal, named after the view and theme: its entrance and
 * transitions brought to their end (nothing replayed after), the layout settled, infinite
 * animations and the caret off for the picture.
 */
export async function screenshot(page: Page, name: string, colorScheme: ColorScheme) {
  mkdirSync(screenshotDir, { recursive: true })
  expect(await finishMotion(page)).toEqual([])
  const release = await holdInfiniteAnimations(page)
  try {
    await settledLayout(page)
    await page.screenshot({
      path: join(screenshotDir, `modal-${name}-${colorScheme}.png`),
      animations: 'disabled',
      caret: 'hide',
    })
  } finally {
    await release()
  }
}

/** axe-core over the modal: the serious and critical violations it finds. */
export const seriousAxeViolations = (page: Page): Promise<AxeViolation[]> =>
  seriousViolationsIn(page, [['portico-modal']])

/**
 * seriousAxeViolations in the light theme, then the dark (the page's theme given back after): the
 * walks run in light only, so a view without a baseline has its dark colours checked here.
 */
export async function seriousAxeViolationsInBothThemes(page: Page): Promise<AxeViolation[]> {
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)
  const found: AxeViolation[] = []
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    // Colours read at the end of any transition the theme change started.
    await finishMotion(page)
    found.push(...(await seriousAxeViolations(page)))
  }
  await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' })
  return found
}

export const devAddress = (): string => {
  const [address] = inject('endpoints').accounts.eip155 ?? []
  if (!address) throw new Error('The devnet has no eip155 dev account')
  return address
}

/** The account's wei on the devnet's Ethereum chain, read from the node itself. */
export async function chainBalance(address: string): Promise<bigint> {
  const rpc = inject('endpoints').chains['eip155:1']
  if (!rpc) throw new Error('The devnet has no eip155:1 chain')
  const reply = await fetch(rpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBalance',
      params: [address, 'latest'],
    }),
  })
  const body: unknown = await reply.json()
  const result = typeof body === 'object' && body !== null && 'result' in body ? body.result : 0
  if (typeof result !== 'string') throw new Error('eth_getBalance gave no result')
  return BigInt(result)
}

/** The account's balance of an ERC-20 token on the devnet's Ethereum chain, read from the node. */
export async function chainTokenBalance(token: string, owner: string): Promise<bigint> {
  const rpc = inject('endpoints').chains['eip155:1']
  if (!rpc) throw new Error('The devnet has no eip155:1 chain')
  const client = createPublicClient({ transport: http(rpc) })
  return client.readContract({
    address: getAddress(token),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [getAddress(owner)],
  })
}

/** A wallet that refuses one method: its name and identity in the wallet list. */
export interface DecliningWallet {
  method: string
  name: string
  rdns: string
  uuid: string
  /** Never answer the method instead of refusing it, as a wallet left waiting for the user. */
  hang?: boolean
  /** Answer the method this many times before refusing it (a batch refused midway). */
  refuseAfter?: number
  /** The wallet re-announced; by default the devnet wallet, dev.portico.wallet. */
  sourceRdns?: string
}

/**
 * Runs in the page: re-announces the devnet wallet as another wallet (by default "Send-Declining
 * Wallet") that connects through it but refuses one method (by default eth_sendTransaction) as a
 * user would (EIP-1193 code 4001). The default sits in the signature as the function is
 * serialised into the page.
 */
export function installMethodDecliningWallet(
  declining: DecliningWallet = {
    method: 'eth_sendTransaction',
    name: 'Send-Declining Wallet',
    rdns: 'dev.portico.send-declining',
    uuid: '00000000-0000-4000-8000-000000000002',
  },
): void {
  let answered = 0
  window.addEventListener('eip6963:announceProvider', (event) => {
    if (!(event instanceof CustomEvent)) return
    const detail: unknown = event.detail
    if (typeof detail !== 'object' || detail === null || !('provider' in detail)) return
    if (!('info' in detail) || typeof detail.info !== 'object' || detail.info === null) return
    const source = declining.sourceRdns ?? 'dev.portico.wallet'
    if (!('rdns' in detail.info) || detail.info.rdns !== source) return
    const inner = detail.provider
    if (typeof inner !== 'object' || inner === null || !('request' in inner)) return
    const forward = inner.request
    if (typeof forward !== 'function') return
    const provider = {
      ...inner,
      request: (args: { method: string }): Promise<unknown> =>
        args.method !== declining.method || (answered += 1) <= (declining.refuseAfter ?? 0)
          ? Promise.resolve(forward.call(inner, args))
          : declining.hang
            ? new Promise(() => undefined)
            : Promise.reject(
                Object.assign(new Error('User rejected the request.'), { code: 4001 }),
              ),
    }
    const info = {
      ...detail.info,
      uuid: declining.uuid,
      name: declining.name,
      rdns: declining.rdns,
    }
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }),
    )
  })
}

/** Connects a wallet from the connect button; done when the button shows its balance. */
export async function connectFromButton(
  page: Page,
  wallet = 'Portico Devnet Wallet',
): Promise<void> {
  await page.click('[data-portico="connect-button"]')
  const connect = await waitForView(page, 'Connect')
  await connect.locator(`.row[data-wallet="${wallet}"]`).click()
  await page.locator('[data-portico="connect-button"] [data-portico="balance"]').waitFor()
}

/** Connects a wallet from the connect button, then opens the modal again: Account. */
export async function connectAndOpenAccount(
  page: Page,
  wallet = 'Portico Devnet Wallet',
): Promise<Locator> {
  await connectFromButton(page, wallet)
  await page.click('[data-portico="connect-button"]')
  return waitForView(page, 'Account')
}

/** The header's back control of the view showing in `dialog`. */
export const goBack = (dialog: Locator): Promise<void> =>
  dialog.locator('header [data-action="back"]').click()

/** Waits until the modal's dialog is closed (still in the page, no longer open). */
export const modalClosed = (page: Page): Promise<void> =>
  dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })

/** Connects a wallet from the connect button, then opens a view from Account by its button. */
export async function connectAndOpenFromAccount(
  page: Page,
  action: string,
  view: string,
  wallet = 'Portico Devnet Wallet',
): Promise<Locator> {
  const account = await connectAndOpenAccount(page, wallet)
  await account.locator(`[data-action="${action}"]`).click()
  return waitForView(page, view)
}

/** From AllWallets, its first wallet's WalletConnect pairing, the QR code drawn. */
export async function openFirstWalletConnect(page: Page, all: Locator): Promise<Locator> {
  await all.locator('.all-wallets-list .row').first().click()
  const walletConnect = await waitForView(page, 'ConnectingWalletConnect')
  await walletConnect.locator('[data-qr^="wc:"]').waitFor()
  return walletConnect
}

/** From ConnectingWalletConnect back through AllWallets: Connect. */
export async function backToConnect(page: Page, walletConnect: Locator): Promise<Locator> {
  await goBack(walletConnect)
  await goBack(await waitForView(page, 'AllWallets'))
  return waitForView(page, 'Connect')
}

/** From Connect, the wallet of installDecliningWallet refuses: ConnectingExternal, failed. */
export async function declinedConnection(page: Page, connect: Locator): Promise<Locator> {
  await connect.locator('.row[data-wallet="Declining Wallet"]').click()
  const external = await waitForView(page, 'ConnectingExternal')
  await external.locator('[data-phase="failed"]').waitFor()
  return external
}
