import type { components } from '../../generated/blockchain-api/types.js'

type JsonRpcId = components['schemas']['JsonRpcId']

/** JSON-RPC 2.0: the parameters are wrong (an unknown chain, session or exchange). */
export const INVALID_PARAMS = -32602

export const jsonRpcError = (
  id: JsonRpcId | null,
  message: string,
  code: number = INVALID_PARAMS,
): components['schemas']['JsonRpcErrorResponse'] => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
})
