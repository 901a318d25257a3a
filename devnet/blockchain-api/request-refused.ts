import type { SpecReply } from '../http/api-contract.js'

/**
 * A request the service understood but will not serve (unknown chain, taken name, no
 * liquidity). Handlers throw it from any depth; it becomes a 400 or 404 whose body fits both
 * ApiError and NamesApiError, so the first reason is the message a client shows.
 */
export class RequestRefused extends Error {
  override readonly name = 'RequestRefused'

  constructor(
    message: string,
    readonly status: 400 | 404 = 400,
    readonly code?: string,
  ) {
    super(message)
  }
}

export function refusalReply(refusal: RequestRefused): SpecReply {
  return {
    status: refusal.status,
    body: {
      message: refusal.message,
      ...(refusal.code === undefined ? {} : { code: refusal.code }),
      reasons: [{ description: refusal.message }],
    },
  }
}
