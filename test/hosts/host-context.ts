import type { Browser, Page } from 'playwright-core'
import { inject } from 'vitest'
import { isAddress, type Hex } from 'viem'
import { DEV_ROLES, deriveDevAccounts } from '../../devnet/evm/dev-accounts.js'
import { buildInjectedWalletScript } from '../../devnet/wallets/injected-wallet-script.js'

/** What every host suite of the one host test file shares: its browser and built pages. */
export interface HostSuite {
  browser: () => Browser
  /** The built page of a stack (`wagmi`, `viem`, `ethers`, `solana-kit`). */
  pageUrl: (stack: string) => string
}

/** The dev wallet account the devnet injected wallet signs with. */
export function devWalletAccount() {
  const [account] = deriveDevAccounts(DEV_ROLES.wallet + 1).slice(DEV_ROLES.wallet)
  if (!account) throw new Error('No dev wallet account')
  return account
}

const CHAIN_NAMES: Readonly<Record<string, string>> = {
  'eip155:1': 'Ethereum (devnet)',
  'eip155:8453': 'Base (devnet)',
}

/**
 * A host page in a fresh context: the devnet's endpoints on `window.porticoDevnet` and, when
 * asked, the devnet injected wallet installed before the page's scripts run.
 */
export async function openHostPage(
  browser: Browser,
  url: string,
  {
    injectedWallet = true,
    walletKey = devWalletAccount().privateKey,
    eip5792,
    initScripts = [],
    ready = '[data-portico="connect-button"]',
  }: {
    injectedWallet?: boolean
    /** What shows once the page has drawn its buttons; Portico's connect button by default. */
    ready?: string
    /** The key the injected wallet signs with; the dev wallet account's by default. */
    walletKey?: Hex
    /** false: the injected wallet answers EIP-5792's methods with 4200, as most wallets do. */
    eip5792?: boolean
    /** Run before the page's scripts, e.g. a wallet's. */ initScripts?: string[]
  } = {},
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const endpoints = inject('endpoints')
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } })
  await context.addInitScript(`window.porticoDevnet = ${JSON.stringify(endpoints)}`)
  if (injectedWallet) {
    const chains = Object.entries(CHAIN_NAMES).flatMap(([caipNetworkId, name]) => {
      const rpcUrl = endpoints.chains[caipNetworkId]
      // With the chain's BatchExecutor the wallet's EIP-5792 batches are atomic.
      const executor = endpoints.batchExecutors?.[caipNetworkId]
      const batchExecutor = executor !== undefined && isAddress(executor) ? executor : undefined
      const chainId = Number(caipNetworkId.split(':')[1])
      return rpcUrl ? [{ chainId, rpcUrl, name, batchExecutor }] : []
    })
    await context.addInitScript(
      await buildInjectedWalletScript({ privateKey: walletKey, chains, eip5792 }),
    )
  }
  for (const script of initScripts) await context.addInitScript(script)
  const page = await context.newPage()
  const errors: string[] = []
  if (process.env.DEBUG_HOSTS) {
    page.on('console', (message) => {
      console.log(`[page ${message.type()}] ${message.text()}`)
    })
    page.on('response', (response) => {
      if (response.status() >= 400)
        console.log(`[page HTTP ${String(response.status())}] ${response.url()}`)
    })
    page.on('requestfailed', (request) => {
      console.log(`[page request failed] ${request.url()} ${request.failure()?.errorText ?? ''}`)
    })
  }
  page.on('pageerror', (error) => {
    errors.push(`uncaught: ${error.message}`)
  })
  await page.goto(url)
  await page.locator(ready).waitFor()
  return { page, errors, close: () => context.close() }
}

/**
 * From now on the page keeps, on `window.viewsSeen`, every view the modal's dialog shows while
 * open, so a test sees a view that came and went between two of its looks (ApproveTransaction
 * while a fast wallet signs).
 */
export async function recordViews(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    if (!root) throw new Error('The modal is not on the page')
    const seen: string[] = []
    Reflect.set(window, 'viewsSeen', seen)
    const note = (): void => {
      const view = root.querySelector('dialog[open]')?.getAttribute('data-view')
      if (view && seen.at(-1) !== view) seen.push(view)
    }
    new MutationObserver(note).observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open', 'data-view'],
    })
  })
}

/** The views recorded since recordViews, emptied for the next look. */
export const viewsSeen = (page: Page): Promise<unknown> =>
  page.evaluate(() => {
    const seen: unknown = Reflect.get(window, 'viewsSeen')
    return Array.isArray(seen) ? seen.splice(0) : undefined
  })
