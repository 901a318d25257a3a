import type { Plan } from '../controllers/plan.js'
import { USAGE_LIMITED_VIEWS, type Router } from '../controllers/router.js'

export interface UsageLimitFollowDeps {
  plan: Pick<Plan, 'store'>
  router: Pick<Router, 'store' | 'replace'>
}

/**
 * The plan's limits can land after the visitor picked a wallet (the modal renders before the
 * configuration answers): a Connecting* view showing then gives way to UsageExceeded, as the
 * router's guard would have sent it there (NAV-12). Returns the unsubscribe function.
 */
export function followUsageLimit(deps: UsageLimitFollowDeps): () => void {
  return deps.plan.store.select(
    (state) => state.hasExceededUsageLimit,
    (exceeded) => {
      if (exceeded && USAGE_LIMITED_VIEWS.has(deps.router.store.getState().view)) {
        deps.router.replace('UsageExceeded')
      }
    },
  )
}
