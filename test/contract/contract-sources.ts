import * as blockchainApi from '../../generated/blockchain-api/index.js'
import * as frameMessages from '../../generated/frame-messages/index.js'
import * as projectApi from '../../generated/project-api/index.js'
import type { OperationEntry } from '../../generated/operation-entry.js'
import type { Validator } from '../../generated/validator-runtime.js'

/** The two OpenAPI contracts, by the folder name their recorded payloads use. */
export const apis = {
  'blockchain-api': blockchainApi,
  'project-api': projectApi,
} as const

export type ApiName = keyof typeof apis
export const apiNames = ['blockchain-api', 'project-api'] as const satisfies readonly ApiName[]

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
