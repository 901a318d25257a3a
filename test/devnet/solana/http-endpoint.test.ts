import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolanaDevnet, type SolanaDevnet } from '../../../devnet/solana/index.js'

let devnet: SolanaDevnet

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0, log: () => undefined })
})

afterAll(async () => {
  await devnet.close()
})

function post(body: string) {
  return fetch(devnet.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
}

async function postJson(body: unknown) {
  const response = await post(JSON.stringify(body))
  const replyBody: unknown = await response.json()
  return { status: response.status, body: replyBody }
}

describe('Solana devnet JSON-RPC over HTTP', () => {
  it('answers a well-formed request with its id', async () => {
    const reply = await postJson({ jsonrpc: '2.0', id: 'a', method: 'getHealth' })
    expect(reply).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 'a', result: 'ok' } })
  })

  it('answers an unknown method with -32601', async () => {
    const reply = await postJson({
      jsonrpc: '2.0',
      id: 7,
      method: 'getBlockProduction',
      params: [],
    })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ id: 7, error: { code: -32601 } })
  })

  it('refuses a body that is not JSON with 400 and -32700', async () => {
    const response = await post('{"jsonrpc": "2.0", "id": 1, "method": ')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ id: null, error: { code: -32700 } })
  })

  it.each([
    ['no jsonrpc version', { id: 1, method: 'getSlot' }],
    ['a wrong jsonrpc version', { jsonrpc: '1.0', id: 1, method: 'getSlot' }],
    ['no method', { jsonrpc: '2.0', id: 1 }],
    ['params that are not an array', { jsonrpc: '2.0', id: 1, method: 'getSlot', params: {} }],
    ['an id that is an object', { jsonrpc: '2.0', id: {}, method: 'getSlot' }],
    ['a request that is not an object', 42],
  ])('refuses an envelope with %s with 400 and -32600', async (_, envelope) => {
    const reply = await postJson(envelope)
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 } })
  })

  it('answers invalid params with -32602', async () => {
    const reply = await postJson({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBalance',
      params: ['not-an-address'],
    })
    expect(reply.body).toMatchObject({ id: 1, error: { code: -32602 } })
  })

  it('answers a batch entry by entry, leaving out notifications', async () => {
    const reply = await postJson([
      { jsonrpc: '2.0', id: 1, method: 'getHealth' },
      { jsonrpc: '2.0', method: 'getHealth' },
      { jsonrpc: '2.0', id: 3, method: 'nope' },
      { id: 4 },
    ])
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject([
      { jsonrpc: '2.0', id: 1, result: 'ok' },
      { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not found: nope' } },
      { jsonrpc: '2.0', id: 4, error: { code: -32600 } },
    ])
  })

  it('refuses an empty batch with 400 and -32600', async () => {
    const reply = await postJson([])
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({ error: { code: -32600 } })
  })

  it('answers a notification with 204 and no body', async () => {
    const response = await post(JSON.stringify({ jsonrpc: '2.0', method: 'getHealth' }))
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
  })

  it('allows cross-origin calls from local pages and refuses other sites', async () => {
    const preflight = await fetch(devnet.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, solana-client',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    const response = await fetch(devnet.url, {
      method: 'POST',
      headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }),
    })
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const foreign = await fetch(devnet.url, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }),
    })
    expect(foreign.status).toBe(403)
  })

  it('serves GET /health and refuses other methods and paths', async () => {
    const health = await fetch(`${devnet.url}/health`)
    expect(await health.text()).toBe('ok')
    expect((await fetch(devnet.url)).status).toBe(405)
    expect((await fetch(`${devnet.url}/rpc`, { method: 'POST', body: '{}' })).status).toBe(404)
  })
})
