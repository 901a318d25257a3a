import { bindOperations } from '../../generated/project-api/client.js'
import type { components } from '../../generated/project-api/types.js'
import { commonQueryOf, type ClientConfig } from './client-config.js'
import { createApiClient } from './create-api-client.js'

type TrackEvent = components['schemas']['TrackEvent']

/**
 * What the analytics client needs: the Project API's address and project, and a beacon for page
 * hide.
 */
export interface AnalyticsClientConfig extends ClientConfig {
  /** navigator.sendBeacon where the page has one, for the batch sent on page hide. */
  sendBeacon?: (url: string, data: string) => boolean
}

/**
 * The analytics sink: POST /e for one error event, and a beacon POST /batch for the buffered
 * events. Outgoing events are validated first; an invalid one is refused, never sent.
 */
export function createAnalyticsClient(config: AnalyticsClientConfig) {
  const { methods: operations, contract } = createApiClient(
    config,
    () => import('../../generated/project-api/index.js'),
    bindOperations,
  )

  const refuseInvalid = async (
    events: unknown,
    name: 'TrackEvent' | 'TrackEventBatch',
  ): Promise<void> => {
    const { validators } = await contract()
    const [issue] = validators[name]?.errors(events) ?? []
    if (issue) throw new Error(`Invalid analytics event: ${issue.path} ${issue.message}`)
  }

  return {
    sendError: async (event: TrackEvent): Promise<void> => {
      await refuseInvalid(event, 'TrackEvent')
      await operations.postErrorEvent({ body: event })
    },

    /**
     * Returns whether the batch was handed over; a fetch throws when the sink refuses it. A beacon
     * (asked for on page hide, where the page has one) cannot report delivery.
     */
    sendBatch: async (events: TrackEvent[], send: { beacon?: boolean } = {}): Promise<boolean> => {
      await refuseInvalid(events, 'TrackEventBatch')
      if (send.beacon && config.sendBeacon) {
        const url = new URL('/batch', config.baseUrl)
        for (const [name, value] of Object.entries(commonQueryOf(config)))
          url.searchParams.set(name, value)
        return config.sendBeacon(url.toString(), JSON.stringify(events))
      }
      await operations.postEventBatch({ body: events })
      return true
    },
  }
}

/**
 * The analytics sink (POST /e and the /batch beacon), with every event validated before it is sent.
 */
export type AnalyticsClient = ReturnType<typeof createAnalyticsClient>
