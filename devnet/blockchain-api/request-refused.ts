import type { SpecReply } from '../http/api-contract.js'

/**
 * A request the service understood but will not serve (unknown chain, taken name, no
 * liquidity). Handlers throw it from any depth; it becomes a 400 or 404 in the service's error
 * shape (`status: 'FAILED'`, one reason naming the `field`), plus the `message` and `code` other
 * hosts send, so it fits both ApiError and NamesApiError and the first reason is what a client
 * shows.
 */
export class RequestRefused extends Error {
  override readonly name = 'RequestRefused'

  constructor(
    message: string,
    readonly status: 400 | 404 = 400,
    readonly code?: string,
    readonly field = '',
  ) {
    super(message)
  }
}

export function refusalReply(refusal: RequestRefused): SpecReply {
  return {
    status: refusal.status,
    body: {
      status: 'FAILED',
      message: refusal.message,
      ...(refusal.code === undefined ? {} : { code: refusal.code }),
      reasons: [{ field: refusal.field, description: refusal.message }],
    },
  }
}
