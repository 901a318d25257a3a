import type { JsonValue } from './json-text.js'
import { isRecord } from '../../src/utils/is-record.js'

export const JSON_RPC_ERROR = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Solana: preflight simulation of sendTransaction failed. */
  sendTransactionPreflightFailure: -32002,
  /** Solana: a signature is missing or does not verify. */
  transactionSignatureVerificationFailure: -32003,
} as const

/** Thrown by method handlers; becomes the `error` member of the reply. */
export class JsonRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: JsonValue,
  ) {
    super(message)
    this.name = 'JsonRpcError'
  }
}

export type JsonRpcId = string | number | null

export interface JsonRpcRequest {
  /** Absent for a notification, which gets no reply. */
  id?: JsonRpcId
  method: string
  params: unknown[]
}

export type JsonRpcReply =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: JsonValue }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string; data?: JsonValue } }

/** A handler gets the positional params; Solana's API has no named params. */
export type JsonRpcMethod = (params: unknown[]) => JsonValue | Promise<JsonValue>

function isId(value: unknown): value is JsonRpcId {
  return value === null || typeof value === 'string' || typeof value === 'number'
}

/** Checks a JSON-RPC 2.0 envelope; a reply (with the id when it could be read) when it is invalid. */
export function parseJsonRpcRequest(value: unknown): JsonRpcRequest | JsonRpcReply {
  const id = isRecord(value) && isId(value.id) ? value.id : null
  const invalid = (reason: string) => errorReply(id, JSON_RPC_ERROR.invalidRequest, reason)
  if (!isRecord(value)) return invalid('Invalid request: expected a JSON-RPC 2.0 request object')
  if (value.jsonrpc !== '2.0') return invalid('Invalid request: jsonrpc must be "2.0"')
  if (typeof value.method !== 'string' || value.method === '')
    return invalid('Invalid request: method must be a non-empty string')
  if ('id' in value && !isId(value.id))
    return invalid('Invalid request: id must be a string, a number or null')
  const params = value.params ?? []
  if (!Array.isArray(params)) return invalid('Invalid request: params must be an array')
  const request: JsonRpcRequest = { method: value.method, params }
  if (isId(value.id)) request.id = value.id
  return request
}

export function isJsonRpcRequest(value: JsonRpcRequest | JsonRpcReply): value is JsonRpcRequest {
  return 'method' in value
}

export function resultReply(id: JsonRpcId, result: JsonValue): JsonRpcReply {
  return { jsonrpc: '2.0', id, result }
}

export function errorReply(
  id: JsonRpcId,
  code: number,
  message: string,
  data?: JsonValue,
): JsonRpcReply {
  return {
    jsonrpc: '2.0',
    id,
    error: data === undefined ? { code, message } : { code, message, data },
  }
}

/**
 * Runs one request against a method table. Unknown methods get -32601, a JsonRpcError keeps its
 * code, and anything else thrown is an internal error (reported to `onInternalError`).
 */
export async function callJsonRpcMethod(
  methods: Readonly<Record<string, JsonRpcMethod>>,
  request: JsonRpcRequest,
  onInternalError: (error: unknown) => void,
): Promise<JsonRpcReply> {
  const id = request.id ?? null
  const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
  if (!method)
    return errorReply(id, JSON_RPC_ERROR.methodNotFound, `Method not found: ${request.method}`)
  try {
    return resultReply(id, await method(request.params))
  } catch (error) {
    if (error instanceof JsonRpcError) return errorReply(id, error.code, error.message, error.data)
    onInternalError(error)
    const reason = error instanceof Error ? error.message : String(error)
    return errorReply(id, JSON_RPC_ERROR.internalError, `Internal error: ${reason}`)
  }
}
