import type { RouterData, RouterState } from '../../controllers/router.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'

const dataOf = (state: RouterState) => state.data

/** The current view's parameters, as pushed with it. */
export function useRouterData(): RouterData | undefined {
  return usePorticoStore(usePorticoInternals().router.store, dataOf)
}
