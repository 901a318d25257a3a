import type { BalancesState } from '../controllers/balances.js'
import { usePorticoInternals } from './use-portico-internals.js'
import { usePorticoStore } from './use-portico-store.js'

const balancesOf = (state: BalancesState) => state.balances
const loadingOf = (state: BalancesState) => state.loading
const failedOf = (state: BalancesState) => state.lastRetry !== undefined

/**
 * The connected account's token balances, as the balances controller last fetched them, and
 * whether the last fetch failed (its retry guard is set).
 */
export function usePorticoBalances() {
  const portico = usePorticoInternals()
  return {
    balances: usePorticoStore(portico.balances.store, balancesOf),
    loading: usePorticoStore(portico.balances.store, loadingOf),
    failed: usePorticoStore(portico.balances.store, failedOf),
    fetch: portico.balances.fetchTokenBalances,
  }
}
