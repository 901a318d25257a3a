import { isRecord } from '../../src/utils/is-record.js'
/** JSON-RPC 2.0 as the WalletConnect relay speaks it, and how one incoming frame is classified. */

export type JsonRpcId = number | string

export interface JsonRpcError {
  code: number
  message: string
}

export interface JsonRpcRequest {
  jsonrpc: '2.0'
  id: JsonRpcId
  method: string
  params?: unknown
}

export type JsonRpcReply =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId | null; error: JsonRpcError }

export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
} as const

/** A request the relay cannot serve; its code and message go back to the client as is. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'RpcError'
  }
}

/** What one WebSocket frame turned out to be. */
export type IncomingFrame =
  | { kind: 'request'; request: JsonRpcRequest }
  /** A client's answer to a request the relay sent (an ack of irn_subscription). */
  | { kind: 'response'; id: JsonRpcId; accepted: boolean }
  | { kind: 'invalid'; reply: JsonRpcReply }

export const errorReply = (id: JsonRpcId | null, code: number, message: string): JsonRpcReply => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
})

export const resultReply = (id: JsonRpcId, result: unknown): JsonRpcReply => ({
  jsonrpc: '2.0',
  id,
  result,
})

function readId(envelope: Record<string, unknown>): JsonRpcId | undefined {
  const { id } = envelope
  if (typeof id === 'string') return id
  // Ids past 2^53 would come back altered and the client would never match the reply.
  if (typeof id === 'number' && Number.isSafeInteger(id)) return id
  return undefined
}

/** Parses and classifies one frame; anything malformed becomes the JSON-RPC error to send back. */
export function parseFrame(text: string): IncomingFrame {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { kind: 'invalid', reply: errorReply(null, RPC_ERRORS.parse, `Parse error: ${reason}`) }
  }
  if (!isRecord(parsed)) {
    const what = Array.isArray(parsed) ? 'batch requests are not supported' : 'not an object'
    return {
      kind: 'invalid',
      reply: errorReply(null, RPC_ERRORS.invalidRequest, `Invalid Request: ${what}`),
    }
  }
  const id = readId(parsed)
  const invalid = (why: string): IncomingFrame => ({
    kind: 'invalid',
    reply: errorReply(id ?? null, RPC_ERRORS.invalidRequest, `Invalid Request: ${why}`),
  })
  if (parsed.jsonrpc !== '2.0') return invalid('jsonrpc must be "2.0"')
  if (id === undefined) return invalid('id must be a string or a safe integer')
  if ('method' in parsed) {
    if (typeof parsed.method !== 'string' || parsed.method === '') {
      return invalid('method must be a non-empty string')
    }
    return {
      kind: 'request',
      request: { jsonrpc: '2.0', id, method: parsed.method, params: parsed.params },
    }
  }
  if ('result' in parsed) return { kind: 'response', id, accepted: parsed.result === true }
  if ('error' in parsed) return { kind: 'response', id, accepted: false }
  return invalid('neither a request (method) nor a response (result or error)')
}
