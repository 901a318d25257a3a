import type { components as BlockchainApi } from '../../generated/blockchain-api/types.js'
import type { BlockchainApiClient } from '../clients/blockchain-api-client.js'
import { isNamespaceSupported } from '../clients/blockchain/supported-namespaces.js'
import { BALANCE_RETRY_GUARD_MS } from '../core/constants.js'
import type { StorageCache } from '../core/storage.js'
import { createStore } from '../core/store.js'
import { parseCaipAddress, type ParsedCaipAddress } from '../utils/caip.js'
import { truncateBalance } from '../utils/format-amount.js'
import { displayBalanceRow } from '../utils/display-token.js'

/** One token balance of an account, as the Blockchain API answers it. */
export type TokenBalance = BlockchainApi['schemas']['TokenBalance']
type BalanceResponse = BlockchainApi['schemas']['BalanceResponse']

export const TOKEN_BALANCE_UNAVAILABLE = 'Token Balance Unavailable'

export interface BalancesDeps {
  getBalance: BlockchainApiClient['account']['getBalance']
  showError: (message: string) => void
  /**
   * The account's balances as its connected wallet lists them (wallet_getAssets, CALL-53/54), or
   * undefined when it does not (no wallet, no asset discovery, a refusal, silence): the API's turn.
   */
  walletBalances?: (account: ParsedCaipAddress) => Promise<BalanceResponse | undefined>
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

  const fetchFresh = async (
    caipAddress: string,
    account: ParsedCaipAddress,
  ): Promise<BalanceResponse> => {
    // A wallet's list that cannot be had (its code failed to load) leaves the turn to the API.
    const fromWallet = await deps.walletBalances?.(account).catch(() => undefined)
    const response = fromWallet ?? (await deps.getBalance(caipAddress))
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
