import { useCallback } from 'react'
import { balancesOf } from '../controllers/balance-selectors.js'
import type { BalancesState } from '../controllers/balances.js'
import { usePorticoInternals } from './use-portico-internals.js'
import { usePorticoAccount } from './use-portico-account.js'
import { usePorticoStore } from './use-portico-store.js'

/**
 * The connected account's token balances, as the balances controller last fetched them for its
 * address and network, and whether that fetch failed (its retry guard is set).
 */
export function usePorticoBalances() {
  const portico = usePorticoInternals()
  const { caipAddress } = usePorticoAccount()
  const select = useCallback(
    (state: BalancesState) => balancesOf(state, caipAddress),
    [caipAddress],
  )
  const { balances, loading, lastRetry, unreadable } = usePorticoStore(
    portico.balances.store,
    select,
  )
  return {
    balances,
    loading,
    failed: lastRetry !== undefined,
    /** How many balances of the last answer could not be read (left out of `balances`). */
    unreadable,
    fetch: portico.balances.fetchTokenBalances,
  }
}
