import type { IncomingMessage, ServerResponse } from 'node:http'
import type { EIP1193Provider } from 'hardhat/types'
import { isRecord } from '../../src/utils/is-record.js'

interface Call {
  id: unknown
  method: string
  params: unknown
}

function callOf(value: unknown): Call | undefined {
  if (!isRecord(value) || typeof value.method !== 'string') return undefined
  return { id: value.id ?? null, method: value.method, params: value.params ?? [] }
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) {
    if (chunk instanceof Buffer) chunks.push(chunk)
    else if (typeof chunk === 'string') chunks.push(Buffer.from(chunk))
  }
  return Buffer.concat(chunks).toString()
}

const paramsOf = (params: unknown): unknown[] | object | undefined =>
  Array.isArray(params) || isRecord(params) ? params : undefined

/** One call answered by the node itself, as a JSON-RPC reply (its error's code and data kept). */
async function answer(provider: EIP1193Provider, call: Call): Promise<object> {
  try {
    const result: unknown = await provider.request({
      method: call.method,
      params: paramsOf(call.params),
    })
    return { jsonrpc: '2.0', id: call.id, result }
  } catch (error) {
    const code = isRecord(error) && typeof error.code === 'number' ? error.code : -32603
    const message = error instanceof Error ? error.message : String(error)
    const data = isRecord(error) ? error.data : undefined
    return { jsonrpc: '2.0', id: call.id, error: { code, message, data } }
  }
}

/**
 * The devnet's `chain-rpc` `lost-sends` fault: a gateway that times out behind a node that did
 * act. Every call reaches the node, one after the other as sent; a request that carries an
 * eth_sendRawTransaction is answered `lostReply` (503) though its transaction is in the chain,
 * so a client that sends again blindly spends twice. Other requests are answered as usual.
 */
export async function serveLosingSends(
  provider: EIP1193Provider,
  request: IncomingMessage,
  response: ServerResponse,
  lostReply: string,
): Promise<void> {
  let parsed: unknown
  try {
    parsed = JSON.parse(await bodyOf(request))
  } catch {
    response.writeHead(400, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
    )
    return
  }
  const calls = (Array.isArray(parsed) ? parsed : [parsed]).map(callOf)
  const replies: object[] = []
  for (const call of calls) {
    replies.push(
      call
        ? await answer(provider, call)
        : { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } },
    )
  }
  if (calls.some((call) => call?.method === 'eth_sendRawTransaction')) {
    response.writeHead(503, { 'content-type': 'application/json' }).end(lostReply)
    return
  }
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify(Array.isArray(parsed) ? replies : replies[0]))
}
