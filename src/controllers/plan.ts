import type { components as ProjectApi } from '../../generated/project-api/types.js'
import type { ProjectOperations } from '../clients/project/project-operations.js'
import { createStore } from '../core/store.js'

/** The project's plan limits, as the Project API answers them. */
export type PlanLimits = ProjectApi['schemas']['PlanLimits']

/** The project's plan (ENT-32). */
export interface PlanState {
  /** Undefined until the limits have been fetched. */
  tier: string | undefined
  /** True when the project is over a limit of its plan: the modal shows UsageExceeded. */
  hasExceededUsageLimit: boolean
  /** Which limits are exceeded. */
  limits: { isAboveRpcLimit: boolean; isAboveMauLimit: boolean }
}

export interface PlanDeps {
  getProjectLimits: ProjectOperations['getProjectLimits']
  warn: (message: string, error: unknown) => void
}

export const STARTER_TIER = 'starter'
export const USAGE_FETCH_FAILED = 'Failed to fetch usage'

/**
 * CONST-53..55: a Starter plan has exceeded its usage when it is above the MAU or the RPC limit.
 * The spec states no rule for other tiers; paid plans are billed for what they use rather than
 * cut off, so they never count as exceeded. The reply's own optional hasExceededUsageLimit is
 * not used, so the rule stays the one the spec states.
 */
export function hasExceededUsage(limits: PlanLimits): boolean {
  return limits.tier === STARTER_TIER && (limits.isAboveMauLimit || limits.isAboveRpcLimit)
}

export function planFromLimits(limits: PlanLimits): PlanState {
  return {
    tier: limits.tier,
    hasExceededUsageLimit: hasExceededUsage(limits),
    /** Which limits are exceeded. */
    limits: { isAboveRpcLimit: limits.isAboveRpcLimit, isAboveMauLimit: limits.isAboveMauLimit },
  }
}

export function createPlan(deps: PlanDeps) {
  const store = createStore<PlanState>({
    tier: undefined,
    hasExceededUsageLimit: false,
    /** Which limits are exceeded. */
    limits: { isAboveRpcLimit: false, isAboveMauLimit: false },
  })

  /** ERR-46: a failed fetch only warns; the plan keeps what it had and nothing is thrown. */
  const fetchPlan = async (): Promise<void> => {
    try {
      const { planLimits } = await deps.getProjectLimits()
      store.setState(planFromLimits(planLimits))
    } catch (error) {
      deps.warn(USAGE_FETCH_FAILED, error)
    }
  }

  /** For the router's guard of the Connecting* views. */
  const hasExceededUsageLimit = (): boolean => store.getState().hasExceededUsageLimit

  return { store, fetchPlan, hasExceededUsageLimit }
}

export type Plan = ReturnType<typeof createPlan>
