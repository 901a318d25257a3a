import type { RouterData, RouterState } from '../../controllers/router.js'
import { usePortico } from '../../react/use-portico.js'
import { usePorticoStore } from '../../react/use-portico-store.js'

const dataOf = (state: RouterState) => state.data

/** The current view's parameters, as pushed with it. */
export function useRouterData(): RouterData | undefined {
  return usePorticoStore(usePortico().router.store, dataOf)
}
