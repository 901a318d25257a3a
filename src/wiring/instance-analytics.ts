import type { AnalyticsClient } from '../clients/analytics-client.js'
import type { ProjectApiClient } from '../clients/project-api-client.js'
import type { Alert } from '../controllers/alert.js'
import type { Chain } from '../controllers/chain.js'
import { createEvents, listenForPageHide } from '../controllers/events.js'
import type { Options } from '../controllers/options.js'
import type { Plan } from '../controllers/plan.js'
import type { TrackEventProps } from '../controllers/siwx.js'
import type { Stop } from '../core/stops.js'
import { analyticsConsent } from './analytics-consent.js'
import type { CreatePorticoOptions } from './instance-options.js'
import { remoteConfigOnce } from './remote-config.js'
import type { ActiveAccount } from './session/active-account.js'
import { siwxAppInfo } from './siwx/siwx-wiring.js'

export interface InstanceAnalyticsDeps {
  input: CreatePorticoOptions
  analytics: AnalyticsClient
  project: Pick<ProjectApiClient, 'operations'>
  options: Options
  plan: Pick<Plan, 'fetchPlan'>
  alert: Pick<Alert, 'open'>
  chain: Pick<Chain, 'activeNetwork'>
  active: Pick<ActiveAccount, 'caipAddress'>
  gate: { allow: () => void }
  warn: (message: string, error: unknown) => void
  onStop: (stop: Stop) => void
}

/**
 * What the instance tells the project and hears from it: the analytics events (sent only with
 * the visitor's consent and the project's switch on) and the remote configuration `initialize()`
 * fetches once (features, the analytics switch, plan limits).
 */
export function instanceAnalytics(deps: InstanceAnalyticsDeps) {
  const { input, options, chain, active } = deps
  const consent = analyticsConsent(input.analytics)
  /** The project's analytics switch; undefined until its answer lands. */
  let analyticsEnabled: boolean | undefined
  const pageUrl = (): string | undefined => input.window?.location.href
  const events = createEvents({
    analytics: deps.analytics,
    isAnalyticsEnabled: () =>
      consent.allows() && options.isEnabled('analytics') ? analyticsEnabled : false,
    pageUrl: () => siwxAppInfo(pageUrl(), input.metadata?.url).uri,
    context: () => ({
      address: active.caipAddress(),
      caipNetworkId: chain.activeNetwork()?.caipNetworkId,
    }),
    onPageHide: (listener) =>
      input.window && input.document
        ? listenForPageHide({ window: input.window, document: input.document }, listener)
        : () => undefined,
  })
  // Pending analytics are flushed once every part made after the events has stopped.
  deps.onStop(events.dispose)
  /**
   * Fetches the remote configuration once (features, analytics switch, plan limits); every call
   * answers the same promise. Nothing waits for it: the buttons and the modal render at once and
   * each part applies as it lands. The React provider starts it when the app did not.
   */
  const initialize = remoteConfigOnce({
    allowRequests: deps.gate.allow,
    project: deps.project.operations,
    applyRemoteFeatures: options.applyRemoteFeatures,
    applyDefaultFeatures: options.applyDefaultFeatures,
    setAnalyticsEnabled: (enabled) => {
      analyticsEnabled = enabled
      void events.flush()
    },
    fetchPlan: deps.plan.fetchPlan,
    warn: deps.warn,
    showCodedError: (coded) => {
      deps.alert.open(coded, 'warning')
    },
  })
  return {
    events,
    /** Tracks one of Portico's own events with the instance's context. */
    track: ({ event, address, properties }: TrackEventProps): void => {
      events.track({ event, address, properties })
    },
    initialize,
    /**
     * The visitor's analytics consent: `true` sends what is tracked from now on, `false` stops
     * analytics and drops what waits unsent.
     */
    setAnalyticsConsent: (given: boolean) => {
      consent.set(given)
      void events.flush()
    },
  }
}
