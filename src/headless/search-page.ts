// The registry query of searchWallets: it loads with the first search, so no host's first load
// carries it.
import { WALLET_LIMITS } from '../core/constants.js'
import { fetchListed, listFilters } from '../controllers/wallet-listing.js'
import type { PorticoInternals } from '../create-portico.js'
import { registryEntry, type WalletEntry } from './wallet-entry.js'

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

/** One page of the registry, searched when `query` is not blank. */
export async function searchPage(
  portico: PorticoInternals,
  query: string,
  page: number,
): Promise<WalletSearchPage> {
  const { includeWalletIds, excludeWalletIds, featuredWalletIds, networks } =
    portico.options.options
  const search = query.trim()
  const filters = listFilters(
    {
      includeWalletIds,
      excludeWalletIds,
      featuredWalletIds,
      caipNetworkIds: networks.map((network) => network.caipNetworkId),
    },
    { withFeatured: true },
  )
  const { data, count } = await fetchListed(
    portico.clients.project.operations.getWallets,
    { page, entries: WALLET_LIMITS.pageSize, ...(search ? { search } : {}), ...filters },
    () => undefined,
  )
  const seen = (page - 1) * WALLET_LIMITS.pageSize + data.length
  return {
    wallets: data.map((wallet) => registryEntry(portico, wallet)),
    page,
    count,
    hasMore: data.length > 0 && seen < count,
  }
}
