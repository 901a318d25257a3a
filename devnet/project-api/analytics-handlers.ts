import { parameterValidators, validators } from '../../generated/project-api/index.js'
import type { SpecHandler, SpecReply } from '../http/api-contract.js'
import type { AnalyticsSink } from './analytics-sink.js'

const accepted: SpecReply = { status: 204 }
// The listener has validated both already; these guards only narrow the types.
const refused = (what: string): SpecReply => ({ status: 400, body: { message: `Invalid ${what}` } })

/** POST /e and the POST /batch beacon: every accepted event goes to the sink. */
export function createAnalyticsHandlers(sink: AnalyticsSink) {
  return {
    postErrorEvent: ({ query, body }) => {
      if (!parameterValidators['postErrorEvent.query'].check(query)) return refused('query')
      if (!validators.TrackEvent.check(body)) return refused('event')
      sink.record('error', query.projectId, [body])
      return accepted
    },
    postEventBatch: ({ query, body }) => {
      if (!parameterValidators['postEventBatch.query'].check(query)) return refused('query')
      if (!validators.TrackEventBatch.check(body)) return refused('batch')
      sink.record('batch', query.projectId, body)
      return accepted
    },
  } satisfies Record<string, SpecHandler>
}
