import type { OperationEntry } from '../../generated/operation-entry.js'
import type { Validator } from '../../generated/validator-runtime.js'

/** What a generated API folder exports that a server needs. */
export interface ApiContract {
  operations: Readonly<Record<string, OperationEntry>>
  validators: Readonly<Record<string, Validator<unknown>>>
  parameterValidators: Readonly<Record<string, Validator<unknown>>>
}

export interface SpecRequest {
  operationId: string
  path: Record<string, unknown>
  query: Record<string, unknown>
  body: unknown
  headers: Readonly<Record<string, string | string[] | undefined>>
}

export interface SpecReply {
  status: number
  /** A JSON body; omit for a reply without content. */
  body?: unknown
  /** A binary body (images), sent with contentType. */
  bytes?: Uint8Array
  contentType?: string
}

export type SpecHandler = (request: SpecRequest) => SpecReply | Promise<SpecReply>
