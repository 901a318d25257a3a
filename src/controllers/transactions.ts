import { produce } from 'immer'
import type { components as BlockchainApi } from '../../generated/blockchain-api/types.js'
import type { BlockchainApiClient } from '../clients/blockchain-api-client.js'
import { createStore } from '../core/store.js'
import { formatCaipNetworkId, parseCaipAddress, type ParsedCaipAddress } from '../utils/caip.js'
import { displayedTransactions } from '../utils/transfers.js'
import { displayTransaction } from '../utils/display-transaction.js'

/** One transaction of an account's history, as the Blockchain API answers it. */
export type Transaction = BlockchainApi['schemas']['Transaction']

/**
 * Transactions keyed by the UTC year, then the UTC month of `metadata.minedAt`. Months count
 * from 0 (January) like `Date.getUTCMonth`, so a view can name one with `new Date(Date.UTC(y, m))`.
 * UTC keeps the grouping the same wherever the page runs.
 */
export type TransactionsByYear = Partial<Record<number, Partial<Record<number, Transaction[]>>>>

/** The transaction list state (ENT-23). */
export interface TransactionsState {
  /** Every transaction fetched, newest first. */
  transactions: Transaction[]
  /** The same, grouped by year and month for the Activity list. */
  transactionsByYear: TransactionsByYear
  /** The cursor of the next page; undefined before the first fetch and after the last page. */
  next: string | undefined
  /** True while a page is being fetched. */
  loading: boolean
  /** True when the account has no transactions at all. */
  empty: boolean
}

/** The tracking event a failed fetch sends (ERR-13); the spec does not name it. */
export const FETCH_TRANSACTIONS_ERROR_EVENT = 'ERROR_FETCH_TRANSACTIONS'
export const FETCH_TRANSACTIONS_FAILED = 'Failed to fetch transactions'
export const MISSING_ACCOUNT_ADDRESS = "Transactions can't be fetched without an accountAddress"

export interface TransactionsTrackEvent {
  event: typeof FETCH_TRANSACTIONS_ERROR_EVENT
  address: string
  properties: { caipNetworkId: string; cursor: string | undefined; message: string }
}

export interface TransactionsDeps {
  getHistory: BlockchainApiClient['account']['getHistory']
  /** The network whose transactions are shown; the address's own network when undefined. */
  activeCaipNetworkId: () => string | undefined
  showError: (message: string) => void
  track: (event: TransactionsTrackEvent) => void
}

export function initialTransactionsState(): TransactionsState {
  return { transactions: [], transactionsByYear: {}, next: undefined, loading: false, empty: false }
}

/** Adds transactions to their year and month in place (a draft), after the ones already there. */
function addByYearAndMonth(
  grouped: TransactionsByYear,
  transactions: readonly Transaction[],
): void {
  for (const transaction of transactions) {
    const minedAt = new Date(transaction.metadata.minedAt)
    const months = (grouped[minedAt.getUTCFullYear()] ??= {})
    ;(months[minedAt.getUTCMonth()] ??= []).push(transaction)
  }
}

/**
 * Adds transactions to their year and month, after the ones already there (pages come in order).
 */
export function groupByYearAndMonth(
  grouped: TransactionsByYear,
  transactions: readonly Transaction[],
): TransactionsByYear {
  return produce(grouped, (draft) => {
    addByYearAndMonth(draft, transactions)
  })
}

function networkOf({ chainNamespace, chainId }: ParsedCaipAddress): string {
  return formatCaipNetworkId(chainNamespace, chainId)
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export function createTransactions(deps: TransactionsDeps) {
  const store = createStore<TransactionsState>(initialTransactionsState())
  /** The account the held list belongs to; another account starts a new list. */
  let account: string | undefined
  /** Set once the last page has arrived, so asking again does not start over from page one. */
  let lastPageReached = false
  let inFlight: Promise<void> | undefined
  /** Bumped by every reset, so a reply for a previous account is dropped. */
  let generation = 0
  /** Whether the latest fetch failed: `empty` alone cannot tell a failure from an empty account. */
  let lastFetchFailed = false

  const reset = (): void => {
    generation += 1
    account = undefined
    lastPageReached = false
    lastFetchFailed = false
    inFlight = undefined
    store.setState(initialTransactionsState())
  }

  const append = (page: readonly Transaction[], next: string | null | undefined): void => {
    store.setState((draft) => {
      const held = new Set(draft.transactions.map((transaction) => transaction.id))
      // A retry after a failed page starts from the first page again; ids already held are skipped.
      const fresh = page.filter((transaction) => !held.has(transaction.id))
      draft.transactions.push(...fresh)
      addByYearAndMonth(draft.transactionsByYear, fresh)
      draft.loading = false
      draft.empty = draft.transactions.length === 0
      draft.next = next ?? undefined
    })
    lastPageReached = !next
  }

  const fail = (owner: ParsedCaipAddress, cursor: string | undefined, error: unknown): void => {
    lastFetchFailed = true
    store.setState({ loading: false, empty: true, next: undefined })
    deps.showError(FETCH_TRANSACTIONS_FAILED)
    deps.track({
      event: FETCH_TRANSACTIONS_ERROR_EVENT,
      address: owner.address,
      properties: { caipNetworkId: networkOf(owner), cursor, message: messageOf(error) },
    })
  }

  const load = async (caipAddress: string, parsed: ParsedCaipAddress): Promise<void> => {
    const started = generation
    const cursor = store.getState().next
    store.setState({ loading: true })
    try {
      const response = await deps.getHistory(caipAddress, cursor)
      if (started !== generation) return
      const activeNetwork = deps.activeCaipNetworkId() ?? networkOf(parsed)
      lastFetchFailed = false
      // The history's amounts and names become display data here, once (displayTransaction).
      append(
        displayedTransactions(response.data.map(displayTransaction), activeNetwork),
        response.next,
      )
    } catch (error) {
      if (started === generation) fail(parsed, cursor, error)
    }
  }

  /**
   * Fetches the next page for the account (the first page for a new account) and appends what
   * the activity list shows. A call while a fetch for the same account runs joins that fetch.
   * A missing or malformed address is a caller's mistake and throws; a failed fetch does not.
   */
  const fetchTransactions = async (caipAddress: string | undefined): Promise<void> => {
    if (!caipAddress) throw new Error(MISSING_ACCOUNT_ADDRESS)
    const parsed = parseCaipAddress(caipAddress)
    if (caipAddress !== account) reset()
    account = caipAddress
    if (inFlight) return inFlight
    if (lastPageReached) return
    const fetching = load(caipAddress, parsed).finally(() => {
      if (inFlight === fetching) inFlight = undefined
    })
    inFlight = fetching
    return fetching
  }

  const hasMore = (): boolean => !lastPageReached

  /**
   * Drops the held list and fetches the first page again, so a transaction made since the list
   * was read shows at its top (the pages' cursors only reach older entries).
   */
  const refresh = (caipAddress: string | undefined): Promise<void> => {
    // A first page already on its way for this account is as fresh as a new one.
    const { transactions, next } = store.getState()
    const readingFirstPage = transactions.length === 0 && next === undefined
    if (inFlight && caipAddress === account && readingFirstPage) return inFlight
    reset()
    return fetchTransactions(caipAddress)
  }

  return { store, fetchTransactions, refresh, reset, hasMore, failed: () => lastFetchFailed }
}

/** One transaction of an account's history, as the Blockchain API answers it. */
export type Transactions = ReturnType<typeof createTransactions>
