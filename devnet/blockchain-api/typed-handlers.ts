import type { operations } from '../../generated/blockchain-api/types.js'
import type { Validator } from '../../generated/validator-runtime.js'
import type { SpecHandler, SpecRequest } from '../http/api-contract.js'
import { refusalReply, RequestRefused } from './request-refused.js'

export type OperationId = keyof operations

type Responses<Id extends OperationId> = operations[Id]['responses']
// A reply declared without content (an empty 200) has no body.
type JsonBody<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : Response extends { content?: never }
    ? undefined
    : never

/** Every reply an operation declares, as a status and the body its schema describes. */
export type TypedReply<Id extends OperationId> = {
  [Status in keyof Responses<Id> & number]: {
    status: Status
    body: JsonBody<Responses<Id>[Status]>
  }
}[keyof Responses<Id> & number]

export type TypedHandler<Id extends OperationId> = (
  request: SpecRequest,
) => Promise<TypedReply<Id>> | TypedReply<Id>

/** Handlers keyed by operation id; the compiler checks each reply against the spec's types. */
export type HandlerTable = { [Id in OperationId]?: TypedHandler<Id> }

/**
 * The listener has already validated the request, so the generated type guard only narrows it;
 * if it ever fails, the listener and the validators disagree, which is a server bug (500).
 */
export function narrow<T>(validator: Validator<T>, value: unknown): T {
  if (validator.check(value)) return value
  throw new Error(`${validator.name} refused a request the listener accepted`)
}

/**
 * The table as the spec listener takes it: a RequestRefused thrown anywhere below a handler
 * becomes its 400 or 404 reply, which the listener then checks like any other.
 */
export function toSpecHandlers(table: HandlerTable): Record<string, SpecHandler> {
  return Object.fromEntries(
    Object.entries(table).map(([operationId, handler]) => {
      const guarded: SpecHandler = async (request) => {
        try {
          return await handler(request)
        } catch (error) {
          if (error instanceof RequestRefused) return refusalReply(error)
          throw error
        }
      }
      return [operationId, guarded]
    }),
  )
}
