import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBlockchainApiDevnet, type BlockchainApiTestDevnet } from './blockchain-api-devnet.js'

// The reproductions of issue 14: each request once stopped, hung or hijacked the devnet.
let devnet: BlockchainApiTestDevnet
const OVERFLOW = `0x${'f'.repeat(64)}`

beforeAll(async () => {
  devnet = await startBlockchainApiDevnet()
})

afterAll(async () => {
  await devnet.stop()
})

async function send(path: string, init: RequestInit = {}) {
  const response = await fetch(`${devnet.api.url}${path}`, init)
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as unknown }
}

const proxy = (body: unknown) =>
  send('/v1/?chainId=eip155:1&projectId=portico-devnet', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const rpc = (method: string, params: unknown[]) => ({ jsonrpc: '2.0', id: 7, method, params })

/** The service still serves a valid request after whatever came before. */
async function expectAlive() {
  const reply = await proxy(rpc('eth_chainId', []))
  expect(reply.body).toEqual({ jsonrpc: '2.0', id: 7, result: '0x1' })
}

describe('Blockchain API under hostile requests (issue 14)', () => {
  it('answers malformed percent-escapes with 400, outside the spec and in path parameters', async () => {
    expect(await send('/icons/%E0%A4%A.svg')).toMatchObject({ status: 400 })
    expect(await send('/onramp/pay/%zz', { method: 'POST' })).toMatchObject({ status: 400 })
    expect(await send('/v1/identity/%zz?projectId=portico-devnet')).toMatchObject({
      status: 400,
      body: { message: 'Malformed percent-escape in path parameter address' },
    })
    await expectAlive()
  })

  it('answers a JSON body sent with a wrong or missing Content-Type with 415', async () => {
    const body = JSON.stringify({ name: 'x.reown.id' })
    const variants: Record<string, string>[] = [{}, { 'content-type': 'text/plain' }]
    for (const headers of variants) {
      const reply = await send('/v1/profile/account?projectId=portico-devnet', {
        method: 'POST',
        headers,
        body,
      })
      expect(reply.status).toBe(415)
      expect(reply.body).toEqual({
        message: expect.stringContaining('application/json') as unknown,
      })
    }
  })

  it('refuses a CORS preflight and a simple request from another site', async () => {
    const preflight = await fetch(
      `${devnet.api.url}/v1/?chainId=eip155:1&projectId=portico-devnet`,
      {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      },
    )
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const simple = await send('/onramp/pay/%zz', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
    })
    expect(simple.status).toBe(403)
    const local = await send('/v1/supported-chains?projectId=portico-devnet', {
      headers: { origin: 'http://localhost:3000' },
    })
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
  })

  it("answers an overflowing value through the RPC proxy with geth's insufficient funds, not a panic", async () => {
    const from = devnet.chain('eip155:1').devAccounts[0]?.address
    for (const method of ['eth_estimateGas', 'eth_call']) {
      const reply = await proxy(rpc(method, [{ from, to: from, value: OVERFLOW }]))
      expect(reply.body, method).toMatchObject({
        error: {
          code: -32000,
          message: expect.stringContaining('insufficient funds for gas * price + value') as unknown,
        },
      })
    }
    await expectAlive()
  })

  it('refuses an eth_getLogs range from 0 to 0xffffffffffffffff with -32602 instead of hanging', async () => {
    const reply = await proxy(
      rpc('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0xffffffffffffffff' }]),
    )
    expect(reply.body).toMatchObject({ error: { code: -32602 } })
    const beyondHead = await proxy(rpc('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0xfffff' }]))
    expect(beyondHead.body).toMatchObject({
      error: {
        code: -32602,
        message: expect.stringContaining('after the latest block') as unknown,
      },
    })
    const allLogs = await proxy(rpc('eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest' }]))
    expect(allLogs.body).toMatchObject({ result: expect.any(Array) as unknown })
  })

  it('forwards only public methods; node admin methods stay on the chain URL', async () => {
    const from = devnet.chain('eip155:1').devAccounts[5]?.address
    for (const method of [
      'hardhat_setBalance',
      'evm_mine',
      'debug_traceTransaction',
      'eth_sendTransaction',
    ]) {
      const reply = await proxy(rpc(method, [from, '0x1']))
      expect(reply.body, method).toMatchObject({
        id: 7,
        error: { code: -32601, message: expect.stringContaining(method) as unknown },
      })
    }
    const batch = await proxy([rpc('hardhat_setBalance', [from, '0x1']), rpc('eth_chainId', [])])
    expect(batch.body).toMatchObject([{ error: { code: -32601 } }, { result: '0x1' }])
    const direct = await fetch(devnet.chain('eip155:1').rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(rpc('evm_mine', [])),
    })
    expect(await direct.json()).toMatchObject({ result: '0' })
  })
})
