import type { RouterData, RouterState } from '../../controllers/router.js'
import { usePortico } from '../../react/use-portico.js'
import { useStore } from '../../react/use-store.js'

const dataOf = (state: RouterState) => state.data

/** The current view's parameters, as pushed with it. */
export function useRouterData(): RouterData | undefined {
  return useStore(usePortico().router.store, dataOf)
}
