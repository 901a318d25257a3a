import { WALLET_LIMITS } from '../core/constants.js'
import { PorticoError } from '../core/portico-error.js'
import type { Portico } from '../create-portico.js'
import { registryEntry, type WalletEntry } from './wallet-entry.js'

/** What to look for: `query` matches wallet names (blank lists them all), `page` counts from 1. */
export interface WalletSearch {
  /** Matched against wallet names; blank lists every wallet. */
  query?: string
  /** The page, from 1 (the first by default). */
  page?: number
}

/** One page of the registry (40 wallets, CONST-43), and whether another follows. */
export interface WalletSearchPage {
  /** The page's wallets, in registry rank. */
  wallets: WalletEntry[]
  /** This page. */
  page: number
  /** How many wallets match in all. */
  count: number
  /** Whether a next page has more wallets. */
  hasMore: boolean
}

/**
 * Searches the wallet registry, one page at a time, narrowed as the modal's All Wallets list is
 * (the app's networks, included and excluded wallets). Pick a result with `connect(id)`.
 */
export async function searchWallets(
  portico: Portico,
  { query = '', page = 1 }: WalletSearch = {},
): Promise<WalletSearchPage> {
  if (!Number.isInteger(page) || page < 1) {
    throw new PorticoError(`The page must be a whole number from 1, not ${String(page)}`)
  }
  const { data, count } = await portico.wallets.searchPage(query, page)
  const seen = (page - 1) * WALLET_LIMITS.pageSize + data.length
  return {
    wallets: data.map((wallet) => registryEntry(portico, wallet)),
    page,
    count,
    hasMore: data.length > 0 && seen < count,
  }
}
