import { schemas, type components } from '../../generated/project-api/index.js'

type Schemas = components['schemas']
export type ProjectFeature = Schemas['ProjectFeature']

/**
 * Everything the devnet project answers from. It is the spec's own reply shapes merged, so each
 * part is checked by the generated validator of the reply it feeds.
 */
export type ProjectState = Schemas['GetProjectConfigResponse'] &
  Schemas['GetProjectLimitsResponse'] &
  Schemas['GetAllowedOriginsResponse'] &
  Schemas['GetAnalyticsConfigResponse']

/** Any port on the loopback host names, so the playground and test pages work out of the box. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://127.0.0.1:*',
  'http://localhost:*',
]

/**
 * The spec's RemoteFeatures defaults as a feature list, so the devnet starts where a project that
 * never touched its settings starts. A list feature is on when its default list is not empty.
 */
export function defaultFeatures(): ProjectFeature[] {
  return Object.entries(schemas.RemoteFeatures.properties).map(([id, property]) => {
    const fallback = property.default
    return typeof fallback === 'boolean'
      ? { id, isEnabled: fallback, config: null }
      : { id, isEnabled: fallback.length > 0, config: [...fallback] }
  })
}

export function defaultProjectState(): ProjectState {
  return {
    features: defaultFeatures(),
    planLimits: {
      tier: 'starter',
      isAboveMauLimit: false,
      isAboveRpcLimit: false,
      hasExceededUsageLimit: false,
    },
    allowedOrigins: [...DEFAULT_ALLOWED_ORIGINS],
    isAnalyticsEnabled: true,
  }
}
