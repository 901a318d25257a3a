import { RpcRefused } from './rpc-refused.js'
import { isRecord } from '../../src/utils/is-record.js'

/** One JSON-RPC call to a chain node; the node's error comes back as the caller's refusal. */
export async function forwardRpc(rpcUrl: string, method: string, params: unknown[]) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const reply: unknown = await response.json()
  if (!isRecord(reply)) throw new RpcRefused(`${method}: the chain node answered without JSON-RPC`)
  if (isRecord(reply.error)) {
    throw new RpcRefused(typeof reply.error.message === 'string' ? reply.error.message : method)
  }
  return reply.result
}
