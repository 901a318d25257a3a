import type { ForcedReply } from './forced-reply.js'
import type { RefusalService } from './refusal-service.js'

export type FaultStatus = 429 | 500 | 503

/** The Blockchain API's error body: a status and one reason naming the field it concerns. */
const failed = (status: number, field: string, description: string): ForcedReply => ({
  status,
  body: { status: 'FAILED', reasons: [{ field, description }] },
})

/**
 * What each service answers for an unknown project id. The Blockchain API's wording is its
 * source's (specs/README.md); the Project API's has no public source, so it is the reply the
 * product spec names ('Unauthorized: invalid key').
 */
export const unknownProjectReply = (service: RefusalService): ForcedReply =>
  service === 'blockchain-api'
    ? failed(401, 'authentication', 'We failed to authenticate your request')
    : { status: 403, body: { message: 'Unauthorized: invalid key' } }

/** A forced failure, shaped like the service's own reply for that status. */
export function faultReply(service: RefusalService, status: FaultStatus): ForcedReply {
  if (service === 'project-api')
    return { status, body: { message: status === 429 ? 'Too many requests' : 'Server error' } }
  if (status === 429)
    return failed(429, 'rate_limited', 'Requests per second limit exceeded: devnet fault')
  if (status === 503)
    return failed(503, 'transport', 'We failed to reach the provider for your request')
  return { status: 500, text: 'Internal server error' }
}
