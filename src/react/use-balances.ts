import type { BalancesState } from '../controllers/balances.js'
import { usePortico } from './use-portico.js'
import { useStore } from './use-store.js'

const balancesOf = (state: BalancesState) => state.balances
const loadingOf = (state: BalancesState) => state.loading

/** The connected account's token balances, as the balances controller last fetched them. */
export function useBalances() {
  const portico = usePortico()
  return {
    balances: useStore(portico.balances.store, balancesOf),
    loading: useStore(portico.balances.store, loadingOf),
    fetch: portico.balances.fetchTokenBalances,
  }
}
