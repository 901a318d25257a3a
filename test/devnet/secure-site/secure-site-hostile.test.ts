import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { frameHeaders, secureSiteDevnetPerFile } from './secure-site-test-devnet.js'

// The secure site's reproductions of issue 14: client mistakes once answered 500 or crashed.
const devnet = secureSiteDevnetPerFile()

const rpc = (token: string, method: string, params: unknown[]) =>
  devnet().post('/api/rpc', { chainId: 'eip155:1', method, params }, token)

const walletsFile = () => readFileSync(join(devnet().stateDir, 'wallets.json'), 'utf8')

describe('devnet secure site under hostile requests (issue 14)', () => {
  it('answers an over-long email at /api/email/start with 400 and stores nothing', async () => {
    const before = devnet().mailbox.messages().length
    const email = `${'a'.repeat(300)}@example.org`
    const reply = await devnet().post('/api/email/start', { email })
    expect(reply).toEqual({
      status: 400,
      body: { message: 'Invalid body: email is longer than 254 characters' },
    })
    expect(devnet().mailbox.messages()).toHaveLength(before)
  })

  it('answers eth_sendTransaction with an overflowing value with a 4xx, and keeps serving', async () => {
    const { token, address } = await devnet().signIn('hal@example.org')
    const wallets = walletsFile()
    const reply = await rpc(token, 'eth_sendTransaction', [
      { from: address, to: address, value: `0x${'f'.repeat(64)}` },
    ])
    expect(reply.status).toBe(422)
    expect(reply.body).toEqual({
      message: expect.stringContaining('eth_sendTransaction:') as unknown,
    })
    expect(walletsFile()).toBe(wallets)
    expect(await rpc(token, 'eth_chainId', [])).toEqual({ status: 200, body: { result: '0x1' } })
  })

  it('answers malformed typed data and transactions with a 4xx naming the method', async () => {
    const { token, address } = await devnet().signIn('ida@example.org')
    const typedData = {
      types: { Mail: [{ name: 'to', type: 'address' }] },
      primaryType: 'Mail',
      message: { to: 'not an address' },
      domain: {},
    }
    for (const [method, params] of [
      ['eth_signTypedData_v4', [address, typedData]],
      ['eth_signTypedData_v4', [address, '{not json']],
      ['eth_signTypedData_v4', [address, { types: 1 }]],
      ['eth_sendTransaction', [{ from: address, to: 'nope' }]],
      ['eth_sendTransaction', [{ from: address, to: address, value: 'ten' }]],
    ] as const) {
      const reply = await rpc(token, method, [...params])
      expect(reply.status, `${method} ${JSON.stringify(params)}`).toBe(422)
      expect(reply.body).toEqual({ message: expect.stringContaining(method) as unknown })
    }
  })

  it('answers a body sent without JSON Content-Type with 415 and a foreign page with 403', async () => {
    const noType = await fetch(`${devnet().site.url}/api/email/start`, {
      method: 'POST',
      headers: frameHeaders(devnet().site.url),
      body: JSON.stringify({ email: 'jo@example.org' }),
    })
    expect(noType.status).toBe(415)
    const foreign = await fetch(`${devnet().site.url}/api/email/start`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ email: 'jo@example.org' }),
    })
    expect(foreign.status).toBe(403)
    expect(devnet().mailbox.messages('jo@example.org')).toEqual([])
  })

  it('sends nosniff and a Referrer-Policy on HTML and JSON replies, and no CORS', async () => {
    for (const path of ['/frame?projectId=devnet-project', '/api/chains']) {
      const reply = await fetch(`${devnet().site.url}${path}`, {
        headers: { origin: 'http://localhost:5173' },
      })
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff')
      expect(reply.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(reply.headers.get('access-control-allow-origin')).toBeNull()
    }
  })
})
