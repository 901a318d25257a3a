import type { Browser, Page } from 'playwright-core'
import { inject } from 'vitest'
import { DEV_ROLES, deriveDevAccounts } from '../../devnet/evm/dev-accounts.js'
import { buildInjectedWalletScript } from '../../devnet/wallets/injected-wallet-script.js'

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
    initScripts = [],
  }: {
    injectedWallet?: boolean
    /** Run before the page's scripts, e.g. a wallet's. */ initScripts?: string[]
  } = {},
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const endpoints = inject('endpoints')
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } })
  await context.addInitScript(`window.porticoDevnet = ${JSON.stringify(endpoints)}`)
  if (injectedWallet) {
    const chains = Object.entries(CHAIN_NAMES).flatMap(([caipNetworkId, name]) => {
      const rpcUrl = endpoints.chains[caipNetworkId]
      return rpcUrl ? [{ chainId: Number(caipNetworkId.split(':')[1]), rpcUrl, name }] : []
    })
    await context.addInitScript(
      await buildInjectedWalletScript({ privateKey: devWalletAccount().privateKey, chains }),
    )
  }
  for (const script of initScripts) await context.addInitScript(script)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => {
    errors.push(`uncaught: ${error.message}`)
  })
  await page.goto(url)
  await page.locator('[data-portico="connect-button"]').waitFor()
  return { page, errors, close: () => context.close() }
}
