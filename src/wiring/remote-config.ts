import { HttpStatusError } from '../clients/http-status-error.js'
import type { ProjectApiClient } from '../clients/project-api-client.js'
import type { ProjectFeature } from '../controllers/options.js'
import type { CodedErrorInfo } from '../core/errors.js'

export const PROJECT_CONFIG_FAILED = 'Failed to fetch the project configuration'
export const ANALYTICS_CONFIG_FAILED = 'Failed to fetch the analytics configuration'

export interface RemoteConfigDeps {
  project: Pick<ProjectApiClient['operations'], 'getProjectConfig' | 'getAnalyticsConfig'>
  applyRemoteFeatures: (features: readonly ProjectFeature[]) => void
  /** The config call failed: the spec's defaults apply. */
  applyDefaultFeatures: () => void
  setAnalyticsEnabled: (enabled: boolean) => void
  fetchPlan: () => Promise<void>
  warn: (message: string, error: unknown) => void
  /** Shows a coded error the config reply stands for (unknown project, rate limited, ...). */
  showCodedError: (error: CodedErrorInfo) => void
}

/**
 * Fetches what the project's dashboard decides: features, the analytics switch and the plan. A
 * failed fetch warns, like the plan's (ERR-46): the defaults stay and the modal still works. When
 * the config reply stands for a coded error (APKT007 for an unknown project, APKT010 when rate
 * limited, APKT002 for a refused origin) it is also shown, since every later call would fail alike.
 */
export async function fetchRemoteConfig(deps: RemoteConfigDeps): Promise<void> {
  const projectConfig = deps.project.getProjectConfig().then(
    ({ features }) => {
      deps.applyRemoteFeatures(features)
    },
    (error: unknown) => {
      deps.applyDefaultFeatures()
      deps.warn(PROJECT_CONFIG_FAILED, error)
      if (error instanceof HttpStatusError && error.coded) deps.showCodedError(error.coded)
    },
  )
  const analyticsConfig = deps.project.getAnalyticsConfig().then(
    ({ isAnalyticsEnabled }) => {
      deps.setAnalyticsEnabled(isAnalyticsEnabled)
    },
    (error: unknown) => {
      deps.setAnalyticsEnabled(false)
      deps.warn(ANALYTICS_CONFIG_FAILED, error)
    },
  )
  await Promise.all([projectConfig, analyticsConfig, deps.fetchPlan()])
}

/**
 * `portico.initialize()`: lets a deferred instance make requests and fetches the remote
 * configuration once; every call answers the same promise.
 */
export function remoteConfigOnce(deps: RemoteConfigDeps & { allowRequests: () => void }) {
  let initializing: Promise<void> | undefined
  return (): Promise<void> => {
    deps.allowRequests()
    return (initializing ??= fetchRemoteConfig(deps))
  }
}
