import { PorticoError } from '../core/portico-error.js'
import { internalsOf } from '../instance/internal-handle.js'
import type { Portico } from '../instance/public-portico.js'
import type { WalletSearchPage } from './search-page.js'

/** What to look for: `query` matches wallet names (blank lists them all), `page` counts from 1. */
export interface WalletSearch {
  /** Matched against wallet names; blank lists every wallet. */
  query?: string
  /** The page, from 1 (the first by default). */
  page?: number
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
  const { searchPage } = await import('./search-page.js')
  return searchPage(internalsOf(portico), query, page)
}
