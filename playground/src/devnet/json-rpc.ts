import { isRecord } from '../../../src/utils/is-record.js'

/** One JSON-RPC call over HTTP (EVM and Solana nodes alike); an error reply throws its message. */
export async function jsonRpc(
  url: string,
  method: string,
  params: unknown[] = [],
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  if (!response.ok) throw new Error(`HTTP status code: ${String(response.status)}`)
  const reply: unknown = await response.json()
  if (!isRecord(reply)) throw new Error(`${method}: the reply is not a JSON-RPC object`)
  if (isRecord(reply.error)) {
    const { message } = reply.error
    throw new Error(
      `${method}: ${typeof message === 'string' ? message : 'error without a message'}`,
    )
  }
  return reply.result
}
