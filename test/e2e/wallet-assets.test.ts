import type { BrowserContext, Page } from 'playwright-core'
import {
  createPublicClient,
  erc20Abi,
  formatEther,
  formatUnits,
  getAddress,
  http,
  isAddress,
} from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { createDevnetWalletConnectWallet } from '../../devnet/wallets/walletconnect-wallet.js'
import { WALLET_ASSETS_WAIT_MS } from '../../src/controllers/wallet-assets.js'
import en from '../../src/i18n/locales/en.js'
import { truncateBalance } from '../../src/utils/format-amount.js'
import { devAccount, ethereumRpc, installAccountWallet } from './account-wallet.js'
import { loginByEmail } from './email-login.js'
import {
  browserForFile,
  connectAndOpenAccount,
  dialogOf,
  openHost,
  waitForView,
} from './modal-page.js'
import { OWN_DEV_ACCOUNTS } from './own-dev-accounts.js'
import { ACCEPTED_WALLETCONNECT_LOGS, errorsThatMatter } from './walletconnect-console.js'
import { pairingUriOf } from './walletconnect-pairing.js'

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

/** The Account view from the connect button, its tokens settled: the list, or "No tokens yet". */
async function settledTokens(page: Page): Promise<string> {
  await page.click('[data-portico="connect-button"]')
  const account = await waitForView(page, 'Account')
  const panel = account.locator('#portico-tab-panel')
  await panel.locator(`[data-list="tokens"], p:text-is("${en['tokens.empty']}")`).first().waitFor()
  expect(await panel.locator('[data-tokens="error"]').count()).toBe(0)
  return panel.innerText()
}

/** Forgets the balances the page keeps for 30 s, so the next load asks for them again. */
const forgetCachedBalances = (page: Page): Promise<void> =>
  page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.endsWith(':cache:portfolio')) localStorage.removeItem(key)
  })

describe("a WalletConnect wallet's own asset list", () => {
  it("[CALL-53] a WalletConnect wallet reporting assetDiscovery is asked wallet_getAssets, at the connection and after a reload restores the session; its answer is the Account view's balances and the Blockchain API is not asked", async () => {
    const endpoints = inject('endpoints')
    const account = devAccount(OWN_DEV_ACCOUNTS.assetDiscoveryWalletConnect)
    const assetTokens = (endpoints.tokens?.['eip155:1'] ?? []).filter((token) => isAddress(token))
    const asked: string[] = []
    const wallet = await createDevnetWalletConnectWallet({
      relayUrl: endpoints.relay,
      evm: {
        privateKey: account.privateKey,
        chains: [{ caipNetworkId: 'eip155:1', rpcUrl: ethereumRpc(), assetTokens }],
      },
      confirm: {
        proposal: () => Promise.resolve(true),
        request: ({ method }) => {
          asked.push(method)
          return Promise.resolve(true)
        },
      },
    })
    const { page, errors, close } = await openHost(browser(), 'light', '', async (context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    })
    const apiBalanceRequests = balanceRequestsOf(page, account.address)
    // The wallet lists its ether (the account holds none of the devnet tokens it watches).
    const client = createPublicClient({ transport: http(ethereumRpc()) })
    const ether = truncateBalance(
      formatEther(await client.getBalance({ address: account.address })),
    )
    const expectShown = (shown: string): void => {
      expect(shown).toContain('ETH')
      expect(shown).toContain(ether)
    }
    try {
      await wallet.pair(await pairingUriOf(page))
      await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
      expectShown(await settledTokens(page))
      expect(asked).toEqual(expect.arrayContaining(['wallet_getCapabilities', 'wallet_getAssets']))
      await page.keyboard.press('Escape')
      await forgetCachedBalances(page)
      const askedBefore = asked.filter((method) => method === 'wallet_getAssets').length
      await page.reload()
      // The restore loads the client through import() and reads IndexedDB: slower than a click.
      const button = page.locator('[data-portico="connect-button"]')
      await expect
        .poll(() => button.innerText(), { timeout: 15_000 })
        .toContain(account.address.slice(0, 6))
      expectShown(await settledTokens(page))
      expect(asked.filter((method) => method === 'wallet_getAssets').length).toBeGreaterThan(
        askedBefore,
      )
      expect(apiBalanceRequests).toEqual([])
      const { settledResponse, lateSettle } = ACCEPTED_WALLETCONNECT_LOGS
      expect(errorsThatMatter(errors, [settledResponse, lateSettle])).toEqual([])
    } finally {
      await close()
      await wallet.close()
    }
  })
})

describe('balances for the other kinds of connection', () => {
  it('a WalletConnect wallet that would never answer wallet_getCapabilities: the balances come from the Blockchain API within the bound', async () => {
    const endpoints = inject('endpoints')
    const account = devAccount(OWN_DEV_ACCOUNTS.assetDiscoverySilent)
    const heldAt: number[] = []
    const wallet = await createDevnetWalletConnectWallet({
      relayUrl: endpoints.relay,
      evm: {
        privateKey: account.privateKey,
        chains: [{ caipNetworkId: 'eip155:1', rpcUrl: ethereumRpc() }],
      },
      // It lists the methods, then keeps the request waiting for ever, as a wallet would whose
      // user never looks.
      extraEvmMethods: ['wallet_getCapabilities', 'wallet_getAssets'],
      confirm: {
        proposal: () => Promise.resolve(true),
        request: ({ method }) => {
          if (method !== 'wallet_getCapabilities') return Promise.resolve(true)
          heldAt.push(Date.now())
          return new Promise<boolean>(() => undefined)
        },
      },
    })
    const { page, errors, close } = await openHost(browser(), 'light', '', async (context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    })
    const askedApiAt: number[] = []
    page.on('request', (request) => {
      if (
        request.url().toLowerCase().includes(`/v1/account/${account.address.toLowerCase()}/balance`)
      )
        askedApiAt.push(Date.now())
    })
    try {
      await wallet.pair(await pairingUriOf(page))
      const pairedAt = Date.now()
      await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
      expect(await settledTokens(page)).toContain('USDC')
      const [asked] = askedApiAt
      if (asked === undefined) throw new Error('The Blockchain API was not asked for the balances')
      // However long the wallet would keep a request, the balances never wait past the bound.
      expect(asked - pairedAt).toBeLessThan(WALLET_ASSETS_WAIT_MS + 3000)
      // The wallet was asked (its provider waited for), and the API's turn came only after. It
      // heard the request a relay trip after the page sent it, so the page's wait (unit-tested)
      // ran out less than the bound after that: the order is what is certain here.
      expect(heldAt.length).toBeGreaterThan(0)
      for (const held of heldAt) expect(asked).toBeGreaterThan(held)
      expect(errors).toEqual([])
    } finally {
      await close()
      await wallet.close()
    }
  })

  it("an email login's embedded wallet: the balances show, whatever the secure site answers", async () => {
    const { page, errors, close } = await openHost(browser())
    await loginByEmail(page, `wallet-assets-${String(Date.now())}@example.com`)
    const tokens = await settledTokens(page)
    expect(tokens).not.toContain(en['tokens.loading'])
    expect(errors).toEqual([])
    await close()
  })
})
