import { frameEvents } from '../../generated/frame-messages/events.js'
import type { AppEvent, FrameEvent } from '../../generated/frame-messages/types.js'
import { isErrorPayload } from '../../generated/frame-messages/checks/ErrorPayload.js'
import { ProviderRpcError } from '../core/provider-rpc-error.js'
import { FRAME_ERRORS } from './frame-errors.js'
import type { AppRequestType, SuccessPayloadOf } from './frame-protocol.js'

/** Reading the frame's replies to a request: its success payload or its error message. */

export const payloadOf = (event: FrameEvent): unknown =>
  'payload' in event ? event.payload : undefined

/**
 * Holds when `reply` is the success reply of `request` and `payload` is its payload. The reply has
 * passed validation as a FrameEvent, so its payload has that reply's schema; the guard states this
 * for the generic request type, which the compiler cannot follow through the events table.
 */
export function isSuccessPayload<T extends AppRequestType>(
  request: T,
  reply: FrameEvent,
  payload: unknown,
): payload is SuccessPayloadOf<T> {
  return (
    reply.type === frameEvents.wire[frameEvents.replies[request].success] &&
    payloadOf(reply) === payload
  )
}

/**
 * The error reply as the request's rejection: its message ('An error occurred' when it has none),
 * with the wallet's EIP-1193 or EIP-5792 code when the frame sent one (a batch's 5730, ...).
 */
export function errorOf(reply: FrameEvent): Error {
  const payload = payloadOf(reply)
  const { message, code } = isErrorPayload(payload) ? payload : {}
  const text = message === undefined || message === '' ? FRAME_ERRORS.defaultReply : message
  return code === undefined ? new Error(text) : new ProviderRpcError(code, text)
}

/** Why an aborted request rejects: RPC requests and the rest are told apart (spec §4). */
export const abortError = (event: AppEvent): Error =>
  new Error(
    event.type === frameEvents.wire.APP_RPC_REQUEST
      ? FRAME_ERRORS.requestAborted
      : FRAME_ERRORS.somethingWentWrong,
  )
