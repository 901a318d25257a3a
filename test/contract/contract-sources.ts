import * as blockchainApi from '../../generated/blockchain-api/index.js'
import * as frameMessages from '../../generated/frame-messages/index.js'
import * as projectApi from '../../generated/project-api/index.js'
import * as secureSiteApi from '../../generated/secure-site-api/index.js'
import type { OperationEntry } from '../../generated/operation-entry.js'
import type { Validator } from '../../generated/validator-runtime.js'

/** The OpenAPI contracts, by the folder name their recorded payloads use. */
export const apis = {
  'blockchain-api': blockchainApi,
  'project-api': projectApi,
  'secure-site-api': secureSiteApi,
} as const

export type ApiName = keyof typeof apis
/** The services Portico's own clients call (the recorded server stands in for each). */
export const apiNames = ['blockchain-api', 'project-api'] as const satisfies readonly ApiName[]
/**
 * Every contract with recorded replies: the clients' services, and the secure site's API, which
 * only the site's own pages call (the devnet site checks each live request and reply too).
 */
export const recordedApiNames = [
  ...apiNames,
  'secure-site-api',
] as const satisfies readonly ApiName[]

/** An API's schema validators (by schema name) and parameter validators ('<operationId>.<location>'). */
export function validatorsOf(source: ApiName): {
  schemas: Readonly<Record<string, Validator<unknown>>>
  parameters: Readonly<Record<string, Validator<unknown>>>
} {
  return { schemas: apis[source].validators, parameters: apis[source].parameterValidators }
}

/** An API's operations table rows. */
export const operationsOf = (source: ApiName): readonly OperationEntry[] =>
  Object.values<OperationEntry>(apis[source].operations)

/** Every frame event type as it travels: requests, their replies and the unsolicited events. */
export function allFrameEventTypes(): string[] {
  const { requests, replies, unsolicited, wire } = frameMessages.frameEvents
  return [
    ...requests,
    ...Object.values(replies).flatMap((r) => [r.success, r.error]),
    ...unsolicited,
  ].map((name) => wire[name])
}

export { frameMessages }
