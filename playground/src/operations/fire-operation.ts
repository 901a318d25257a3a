import { createBlockchainApiClient } from '../../../src/clients/blockchain-api-client.js'
import type { ClientConfig } from '../../../src/clients/client-config.js'
import { ContractViolationError } from '../../../src/clients/contract-violation-error.js'
import type { DynamicInit } from '../../../src/clients/create-api-client.js'
import { HttpStatusError } from '../../../src/clients/http-status-error.js'
import { createProjectApiClient } from '../../../src/clients/project-api-client.js'
import { RequestValidationError } from '../../../src/clients/request-validation-error.js'
import type { ApiName } from '../app/route.js'
import { errorText } from '../shared/error-text.js'

/** How a call ended, each with the client's exact message. */
export type FireResult =
  | { kind: 'reply'; body: unknown }
  /** A non-ok status whose body matched its declared schema. */
  | { kind: 'http-error'; message: string; body: unknown }
  /**
   * A reply (of any status) that breaks the spec: never passed on by the client. `body` is the
   * JSON as it came over the wire (read beside the client), so it can be recorded as invalid.
   */
  | { kind: 'contract-violation'; message: string; body?: unknown }
  /** Arguments the spec refuses: nothing was sent. */
  | { kind: 'request-invalid'; message: string }
  | { kind: 'failed'; message: string }

export interface FiredCall {
  /** The arguments the call was made with (without projectId, st and sv). */
  init: DynamicInit
  method: string
  /** The request as sent, with the client's projectId, st and sv; absent when nothing was sent. */
  url?: string
  status?: number
  durationMs: number
  result: FireResult
}

function resultOf(body: unknown, error: unknown, wireBody: unknown): FireResult {
  if (error === undefined) return { kind: 'reply', body }
  if (error instanceof RequestValidationError)
    return { kind: 'request-invalid', message: error.message }
  if (error instanceof ContractViolationError)
    return { kind: 'contract-violation', message: error.message, body: wireBody }
  if (error instanceof HttpStatusError) {
    return error.cause instanceof ContractViolationError
      ? {
          kind: 'contract-violation',
          message: `${error.message}: ${error.cause.message}`,
          body: wireBody,
        }
      : { kind: 'http-error', message: error.message, body: error.body }
  }
  return { kind: 'failed', message: errorText(error) }
}

/**
 * Calls one operation through the real client (which validates the arguments, adds projectId, st
 * and sv, and validates the reply), watching the wire through the client's fetch.
 */
export async function fireOperation(
  api: ApiName,
  operationId: string,
  method: string,
  init: DynamicInit,
  config: Omit<ClientConfig, 'fetch'>,
): Promise<FiredCall> {
  let sent: { url: string; status?: number; json?: Promise<unknown> } | undefined
  const watchingFetch: typeof globalThis.fetch = async (input, requestInit) => {
    // Passed on untouched: a Request re-wrapped here would stream its body, which Chromium sends
    // only over HTTP/2 (the client's middleware already hands over a buffered body).
    sent = { url: input instanceof Request ? input.url : String(input) }
    const response = await globalThis.fetch(input, requestInit)
    sent.status = response.status
    if (response.headers.get('content-type')?.includes('json'))
      sent.json = response
        .clone()
        .text()
        .then((text): unknown => JSON.parse(text))
        .catch(() => undefined)
    return response
  }
  const clientConfig = { ...config, fetch: watchingFetch }
  const client =
    api === 'blockchain-api'
      ? createBlockchainApiClient(clientConfig)
      : createProjectApiClient(clientConfig)
  const startedAt = performance.now()
  let body: unknown
  let failure: unknown
  try {
    body = await client.call(operationId, init)
  } catch (error) {
    failure = error ?? new Error('Unknown error')
  }
  return {
    init,
    method: method.toUpperCase(),
    url: sent?.url,
    status: sent?.status,
    durationMs: performance.now() - startedAt,
    result: resultOf(body, failure, await sent?.json),
  }
}
