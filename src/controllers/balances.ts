import { formatUnits } from '../utils/evm.js'
import type { components as BlockchainApi } from '../../generated/blockchain-api/types.js'
import type { BlockchainApiClient } from '../clients/blockchain-api-client.js'
import { isNamespaceSupported } from '../clients/blockchain/supported-namespaces.js'
import { BALANCE_RETRY_GUARD_MS } from '../core/constants.js'
import type { StorageCache } from '../core/storage.js'
import { createStore } from '../core/store.js'
import { isRecord } from '../utils/is-record.js'
import { isFiniteNumber, isString } from '../core/stored-values.js'
import { formatCaipNetworkId, parseCaipAddress, type ParsedCaipAddress } from '../utils/caip.js'
import { truncateBalance } from '../utils/format-amount.js'
import { displayBalanceRow } from '../utils/display-token.js'

/** One token balance of an account, as the Blockchain API answers it. */
export type TokenBalance = BlockchainApi['schemas']['TokenBalance']
type BalanceResponse = BlockchainApi['schemas']['BalanceResponse']
type Hex = `0x${string}`

export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'

/** An asset as a wallet's wallet_getAssets (ERC-7811) reports it (spec §3, "Wallet asset"). */
export interface WalletAsset {
  /** The token contract, or 'native' for the chain's own coin. */
  address: string
  balance: Hex
  /** ERC20 or NATIVE (ENT-19); wallets differ in case. */
  type: string
  metadata: {
    name?: string
    symbol?: string
    decimals?: number
    value?: number
    price?: number
    iconUrl?: string
  }
}

export interface WalletAssetsRequest {
  account: string
  chainFilter: Hex[]
}

export interface BalancesDeps {
  getBalance: BlockchainApiClient['account']['getBalance']
  showError: (message: string) => void
  /**
   * The connected wallet's wallet_getCapabilities answer (EIP-5792) for the account. Both wallet
   * calls are absent when the wallet has no such methods; their answers are checked, not trusted.
   */
  getCapabilities?: (account: string) => Promise<unknown>
  walletGetAssets?: (request: WalletAssetsRequest) => Promise<unknown>
  /** The storage cache; balances are kept for the portfolio lifetime (30 s). */
  cache?: Pick<StorageCache, 'get' | 'set'>
}

/** One account's token balances. */
export interface AccountBalances {
  /** The balances that could be read, largest value first. */
  balances: TokenBalance[]
  /** True while a fetch is under way. */
  loading: boolean
  /** When the last fetch failed (ms since epoch); fetches wait 30 s after it. */
  lastRetry: number | undefined
  /** How many balances of the last answer could not be read (left out of `balances`). */
  unreadable: number
  /** A fetch has ended: the native balance is known (0 when none could be read). */
  settled: boolean
}

/** Every account's token balances, so one account or network never shows another's. */
export interface BalancesState {
  /** By CAIP-10 address (`eip155:1:0x…`, the network being part of it). */
  accounts: Partial<Record<string, AccountBalances>>
}

/** What an account has before its first fetch. */
export const NO_BALANCES: AccountBalances = {
  balances: [],
  loading: false,
  lastRetry: undefined,
  unreadable: 0,
  settled: false,
}

/** The quantity as the token list shows it: cut (not rounded) to 3 decimals. */
export function displayBalance(token: TokenBalance): string {
  return truncateBalance(token.quantity.numeric)
}

/** A token with 0 decimals is an NFT or a badge, not a fungible balance (CONST-36). */
export function withoutZeroDecimalTokens(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0')
}

const HEX_QUANTITY = /^0x[0-9a-f]+$/i
/** Other ERC-7811 types (NFTs) are not token balances. */
const TOKEN_ASSET_TYPES: readonly string[] = ['ERC20', 'NATIVE']
/** EIP-5792 lets a wallet list capabilities under 0x0 when they hold on every chain. */
const ALL_CHAINS: Hex = '0x0'

const optional = (guard: (value: unknown) => boolean, value: unknown): boolean =>
  value === undefined || guard(value)

const isDecimals = (value: unknown): value is number =>
  Number.isInteger(value) && Number(value) >= 0

function isWalletAsset(value: unknown): value is WalletAsset {
  if (!isRecord(value) || !isRecord(value.metadata)) return false
  const { address, balance, type, metadata } = value
  return (
    isString(address) &&
    isString(balance) &&
    HEX_QUANTITY.test(balance) &&
    isString(type) &&
    TOKEN_ASSET_TYPES.includes(type.toUpperCase()) &&
    optional(isString, metadata.name) &&
    optional(isString, metadata.symbol) &&
    optional(isDecimals, metadata.decimals) &&
    optional(isFiniteNumber, metadata.value) &&
    optional(isFiniteNumber, metadata.price) &&
    optional(isString, metadata.iconUrl)
  )
}

/** Maps an ERC-7811 asset to the Blockchain API's token balance shape (CALL-53). */
export function tokenBalanceFromAsset(asset: WalletAsset, caipNetworkId: string): TokenBalance {
  const { metadata } = asset
  const decimals = metadata.decimals ?? 0
  const isNative = asset.address === 'native' || asset.type.toUpperCase() === 'NATIVE'
  return {
    name: metadata.name ?? '',
    symbol: metadata.symbol ?? '',
    chainId: caipNetworkId,
    ...(isNative ? {} : { address: `${caipNetworkId}:${asset.address}` }),
    value: metadata.value ?? 0,
    price: metadata.price ?? 0,
    quantity: { decimals: String(decimals), numeric: formatUnits(BigInt(asset.balance), decimals) },
    iconUrl: metadata.iconUrl ?? '',
  }
}

function supportsAssetDiscovery(capabilities: unknown, chainIdHex: Hex): boolean {
  if (!isRecord(capabilities)) return false
  return [chainIdHex, ALL_CHAINS].some((key) => {
    const chain = capabilities[key]
    return (
      isRecord(chain) && isRecord(chain.assetDiscovery) && chain.assetDiscovery.supported === true
    )
  })
}

export function createBalances(deps: BalancesDeps) {
  const store = createStore<BalancesState>({ accounts: {} })
  /** Each account's latest fetch, so only that one writes its outcome. */
  const latest = new Map<string, number>()
  let fetches = 0

  const patch = (caipAddress: string, changes: Partial<AccountBalances>): void => {
    store.setState((draft) => {
      Object.assign((draft.accounts[caipAddress] ??= { ...NO_BALANCES }), changes)
    })
  }

  /** The wallet's own asset list, or undefined to fall back to the API. */
  const assetsFromWallet = async (
    account: ParsedCaipAddress,
  ): Promise<BalanceResponse | undefined> => {
    const { getCapabilities, walletGetAssets } = deps
    if (account.chainNamespace !== 'eip155' || !getCapabilities || !walletGetAssets) return
    const chainIdHex: Hex = `0x${Number(account.chainId).toString(16)}`
    // A wallet that fails to answer is treated like one without asset discovery.
    try {
      if (!supportsAssetDiscovery(await getCapabilities(account.address), chainIdHex)) return
      const answer = await walletGetAssets({ account: account.address, chainFilter: [chainIdHex] })
      const assets = isRecord(answer) ? answer[chainIdHex] : undefined
      if (!Array.isArray(assets)) return
      const caipNetworkId = formatCaipNetworkId(account.chainNamespace, account.chainId)
      return {
        balances: assets
          .filter(isWalletAsset)
          .map((asset) => tokenBalanceFromAsset(asset, caipNetworkId)),
      }
    } catch {
      return
    }
  }

  const fetchFresh = async (
    caipAddress: string,
    account: ParsedCaipAddress,
  ): Promise<BalanceResponse> => {
    const response = (await assetsFromWallet(account)) ?? (await deps.getBalance(caipAddress))
    deps.cache?.set('portfolio', caipAddress, response)
    return response
  }

  const settle = (caipAddress: string, fetch: number, changes: Partial<AccountBalances>): void => {
    if (latest.get(caipAddress) !== fetch) return
    patch(caipAddress, { ...changes, loading: false, settled: true })
  }

  const isWaitingToRetry = (caipAddress: string): boolean => {
    const lastRetry = store.getState().accounts[caipAddress]?.lastRetry
    return lastRetry !== undefined && Date.now() - lastRetry < BALANCE_RETRY_GUARD_MS
  }

  /**
   * The account's token balances, also kept in the state. Answers [] (and fetches nothing) on a
   * namespace without balances, within 30 s of a failed fetch, or when the fetch fails. `fresh`
   * skips the cache, for balances a transaction of this account has just changed; `retry` is the
   * visitor asking again after a failure, which the 30 s guard does not hold back.
   */
  const fetchTokenBalances = async (
    caipAddress: string,
    { fresh = false, retry = false }: { fresh?: boolean; retry?: boolean } = {},
  ): Promise<TokenBalance[]> => {
    const account = parseCaipAddress(caipAddress)
    const fetch = (fetches += 1)
    latest.set(caipAddress, fetch)
    if (!isNamespaceSupported('balance', account.chainNamespace)) {
      deps.showError(TOKEN_BALANCE_UNAVAILABLE)
      settle(caipAddress, fetch, { balances: [], unreadable: 0 })
      return []
    }
    if (!retry && isWaitingToRetry(caipAddress)) {
      settle(caipAddress, fetch, { balances: [], unreadable: 0 })
      return []
    }
    patch(caipAddress, { loading: true })
    try {
      const response =
        (fresh || retry ? undefined : deps.cache?.get('portfolio', caipAddress)) ??
        (await fetchFresh(caipAddress, account))
      // Service data becomes display data here, once: an unreadable balance is left out and
      // counted, so the list says some are missing rather than show them as some number.
      const readable = response.balances.flatMap((balance) => displayBalanceRow(balance) ?? [])
      const balances = withoutZeroDecimalTokens(readable)
      const unreadable = response.balances.length - readable.length
      settle(caipAddress, fetch, { balances, lastRetry: undefined, unreadable })
      return balances
    } catch {
      if (latest.get(caipAddress) !== fetch) return []
      settle(caipAddress, fetch, { balances: [], lastRetry: Date.now(), unreadable: 0 })
      deps.showError(TOKEN_BALANCE_UNAVAILABLE)
      return []
    }
  }

  return { store, fetchTokenBalances }
}

export type Balances = ReturnType<typeof createBalances>
