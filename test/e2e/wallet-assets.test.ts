import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, erc20Abi, formatUnits, getAddress, http, isAddress } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { truncateBalance } from '../../src/utils/format-amount.js'
import { devAccount, ethereumRpc, installAccountWallet } from './account-wallet.js'
import { browserForFile, connectAndOpenAccount, openHost } from './modal-page.js'
import { OWN_DEV_ACCOUNTS } from './own-dev-accounts.js'

const browser = browserForFile()

/**
 * Keeps every announced EIP-6963 provider by rdns on `window.announcedWallets`, before the page's
 * scripts run, so a test can ask a devnet wallet what it was asked.
 */
function keepAnnouncedWallets(): void {
  const announced: Record<string, unknown> = {}
  Object.assign(window, { announcedWallets: announced })
  window.addEventListener('eip6963:announceProvider', (event) => {
    if (!(event instanceof CustomEvent)) return
    const detail: unknown = event.detail
    if (typeof detail !== 'object' || detail === null) return
    if (!('info' in detail) || !('provider' in detail)) return
    const { info } = detail
    if (
      typeof info === 'object' &&
      info !== null &&
      'rdns' in info &&
      typeof info.rdns === 'string'
    )
      announced[info.rdns] = detail.provider
  })
}

/** The methods the devnet wallet of dev account `index` was asked, in order. */
const askedOf = (page: Page, index: number): Promise<unknown> =>
  page.evaluate(
    (rdns) => {
      const wallets: unknown = Reflect.get(window, 'announcedWallets')
      const provider: unknown =
        typeof wallets === 'object' && wallets ? Reflect.get(wallets, rdns) : null
      const asked: unknown =
        typeof provider === 'object' && provider ? Reflect.get(provider, 'asked') : null
      if (typeof asked !== 'function') return null
      const methods: unknown = Reflect.apply(asked, provider, [])
      return methods
    },
    `dev.portico.account-${String(index)}`,
  )

/** The page's requests for the account's balances to the Blockchain API. */
function balanceRequestsOf(page: Page, address: string): string[] {
  const seen: string[] = []
  const path = `/v1/account/${address.toLowerCase()}/balance`
  page.on('request', (request) => {
    if (request.url().toLowerCase().includes(path)) seen.push(request.url())
  })
  return seen
}

/** The account's holding of each devnet token on Ethereum, as the Account view shows it. */
async function shownTokenAmounts(owner: string): Promise<string[]> {
  const client = createPublicClient({ transport: http(ethereumRpc()) })
  const tokens = (inject('endpoints').tokens?.['eip155:1'] ?? []).filter((token) =>
    isAddress(token),
  )
  return Promise.all(
    tokens.map(async (token) => {
      const read = { address: getAddress(token), abi: erc20Abi } as const
      const [balance, decimals, symbol] = await Promise.all([
        client.readContract({ ...read, functionName: 'balanceOf', args: [getAddress(owner)] }),
        client.readContract({ ...read, functionName: 'decimals' }),
        client.readContract({ ...read, functionName: 'symbol' }),
      ])
      return `${truncateBalance(formatUnits(balance, decimals))} ${symbol}`
    }),
  )
}

async function openAccountWith(
  index: number,
  name: string,
  options: { assetDiscovery?: boolean },
): Promise<{ page: Page; close: () => Promise<void>; errors: unknown[] }> {
  const opened = await openHost(browser(), 'light', '', async (context: BrowserContext) => {
    await context.addInitScript(keepAnnouncedWallets)
    await installAccountWallet(context, index, name, options)
  })
  return opened
}

describe("the Account view's balances from the wallet's own asset list", () => {
  it("[CALL-53] a wallet reporting assetDiscovery is asked wallet_getAssets, and its answer is the Account view's balances: the Blockchain API is not asked", async () => {
    const index = OWN_DEV_ACCOUNTS.assetDiscovery
    const owner = devAccount(index).address
    const { page, errors, close } = await openAccountWith(index, 'Asset Listing Wallet', {
      assetDiscovery: true,
    })
    const apiBalanceRequests = balanceRequestsOf(page, owner)
    const account = await connectAndOpenAccount(page, 'Asset Listing Wallet')
    const tokens = account.locator('[data-list="tokens"]')
    await tokens.waitFor()
    const shown = await tokens.locator('li').allInnerTexts()
    const amounts = await shownTokenAmounts(owner)
    expect(amounts).toHaveLength(3)
    for (const amount of amounts) {
      expect(shown.some((row) => row.replaceAll('\n', ' ').includes(amount))).toBe(true)
    }
    expect(await askedOf(page, index)).toEqual(
      expect.arrayContaining(['wallet_getCapabilities', 'wallet_getAssets']),
    )
    expect(apiBalanceRequests).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  it('[CALL-54] a wallet without assetDiscovery never receives wallet_getAssets; the balances come from the Blockchain API', async () => {
    const index = OWN_DEV_ACCOUNTS.assetDiscoveryAbsent
    const owner = devAccount(index).address
    const { page, errors, close } = await openAccountWith(index, 'Plain Listing Wallet', {
      assetDiscovery: false,
    })
    const apiBalanceRequests = balanceRequestsOf(page, owner)
    const account = await connectAndOpenAccount(page, 'Plain Listing Wallet')
    const tokens = account.locator('[data-list="tokens"]')
    await tokens.waitFor()
    expect(await tokens.innerText()).toContain('USDC')
    const asked = await askedOf(page, index)
    expect(asked).toEqual(expect.arrayContaining(['wallet_getCapabilities']))
    expect(asked).not.toContain('wallet_getAssets')
    expect(apiBalanceRequests.length).toBeGreaterThan(0)
    expect(errors).toEqual([])
    await close()
  })
})
