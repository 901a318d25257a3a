import { validators } from '../../generated/project-api/index.js'
import type { Validator } from '../../generated/validator-runtime.js'
import type { ProjectState } from './project-state.js'

export type Checked<T> = { ok: true; value: T } | { ok: false; issue: string }

const failed = (issue: string): Checked<never> => ({ ok: false, issue })

function checkedBy<T>(validator: Validator<T>, value: unknown): Checked<T> {
  if (validator.check(value)) return { ok: true, value }
  const [first] = validator.errors(value)
  return failed(first ? `${first.path} ${first.message}` : '/ is invalid')
}

// A scheme, then a host and an optional port where `*` may stand for any part; no path.
const ORIGIN_PATTERN = /^[a-z][a-z0-9+.-]*:\/\/[^\s/?#]+$/i

// Each check keeps only its own keys, so a body cannot slip in another part of the state.

export function checkFeatures(value: unknown): Checked<Pick<ProjectState, 'features'>> {
  const checked = checkedBy(validators.GetProjectConfigResponse, value)
  if (!checked.ok) return checked
  const ids = checked.value.features.map((feature) => feature.id)
  const twice = ids.find((id, index) => ids.indexOf(id) !== index)
  if (twice !== undefined) return failed(`/features lists ${twice} twice`)
  return { ok: true, value: { features: checked.value.features } }
}

export function checkPlanLimits(value: unknown): Checked<Pick<ProjectState, 'planLimits'>> {
  const checked = checkedBy(validators.GetProjectLimitsResponse, value)
  return checked.ok ? { ok: true, value: { planLimits: checked.value.planLimits } } : checked
}

export function checkAllowedOrigins(value: unknown): Checked<Pick<ProjectState, 'allowedOrigins'>> {
  const checked = checkedBy(validators.GetAllowedOriginsResponse, value)
  if (!checked.ok) return checked
  const { allowedOrigins } = checked.value
  const index = allowedOrigins.findIndex((origin) => !ORIGIN_PATTERN.test(origin))
  if (index >= 0)
    return failed(`/allowedOrigins/${index} is not an origin such as http://127.0.0.1:*`)
  return { ok: true, value: { allowedOrigins } }
}

export function checkAnalyticsSwitch(
  value: unknown,
): Checked<Pick<ProjectState, 'isAnalyticsEnabled'>> {
  const checked = checkedBy(validators.GetAnalyticsConfigResponse, value)
  return checked.ok
    ? { ok: true, value: { isAnalyticsEnabled: checked.value.isAnalyticsEnabled } }
    : checked
}

export function checkProjectState(value: unknown): Checked<ProjectState> {
  const features = checkFeatures(value)
  if (!features.ok) return features
  const limits = checkPlanLimits(value)
  if (!limits.ok) return limits
  const origins = checkAllowedOrigins(value)
  if (!origins.ok) return origins
  const analytics = checkAnalyticsSwitch(value)
  if (!analytics.ok) return analytics
  return {
    ok: true,
    value: { ...features.value, ...limits.value, ...origins.value, ...analytics.value },
  }
}
