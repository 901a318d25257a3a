import type { ProjectApiClient } from '../clients/project-api-client.js'
import type { ProjectFeature } from '../controllers/options.js'

export const PROJECT_CONFIG_FAILED = 'Failed to fetch the project configuration'
export const ANALYTICS_CONFIG_FAILED = 'Failed to fetch the analytics configuration'

export interface RemoteConfigDeps {
  project: Pick<ProjectApiClient['operations'], 'getProjectConfig' | 'getAnalyticsConfig'>
  applyRemoteFeatures: (features: readonly ProjectFeature[]) => void
  setAnalyticsEnabled: (enabled: boolean) => void
  fetchPlan: () => Promise<void>
  warn: (message: string, error: unknown) => void
}

/**
 * Fetches what the project's dashboard decides: features, the analytics switch and the plan. A
 * failed fetch only warns, like the plan's (ERR-46): the defaults stay and the modal still works.
 */
export async function fetchRemoteConfig(deps: RemoteConfigDeps): Promise<void> {
  const projectConfig = deps.project.getProjectConfig().then(
    ({ features }) => {
      deps.applyRemoteFeatures(features)
    },
    (error: unknown) => {
      deps.warn(PROJECT_CONFIG_FAILED, error)
    },
  )
  const analyticsConfig = deps.project.getAnalyticsConfig().then(
    ({ isAnalyticsEnabled }) => {
      deps.setAnalyticsEnabled(isAnalyticsEnabled)
    },
    (error: unknown) => {
      deps.warn(ANALYTICS_CONFIG_FAILED, error)
    },
  )
  await Promise.all([projectConfig, analyticsConfig, deps.fetchPlan()])
}
