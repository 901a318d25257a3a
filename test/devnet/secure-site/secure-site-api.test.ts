import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isAddress, isHex, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailboxDevnet } from '../../../devnet/mailbox/index.js'
import type { SecureSiteDevnet } from '../../../devnet/secure-site/index.js'
import { startSecureSiteTestDevnet, type SecureSiteTestDevnet } from './secure-site-test-devnet.js'
import { isRecord } from '../../../src/utils/is-record.js'

let devnet: SecureSiteTestDevnet
let mailbox: MailboxDevnet
let site: SecureSiteDevnet
let stateDir: string

beforeAll(async () => {
  devnet = await startSecureSiteTestDevnet()
  ;({ mailbox, site, stateDir } = devnet)
})

afterAll(async () => {
  await devnet.stop()
})

const post = (path: string, body: unknown, token?: string) => devnet.post(path, body, token)

function latestCode(email: string): string {
  const latest = mailbox.messages(email).at(-1)
  const code = latest?.text.match(/\b(\d{6})\b/)?.[1]
  if (code === undefined) throw new Error(`No code was delivered to ${email}`)
  return code
}

const wrongCodeFor = (code: string): string => (code === '000000' ? '111111' : '000000')

function signatureOf(body: unknown): Hex {
  const result = isRecord(body) ? body.result : undefined
  if (typeof result !== 'string' || !isHex(result)) {
    throw new Error(`no signature in ${JSON.stringify(body)}`)
  }
  return result
}

async function signIn(email: string): Promise<{ token: string; address: Address }> {
  expect((await post('/api/email/start', { email })).status).toBe(200)
  const verified = await post('/api/email/verify', { email, otp: latestCode(email) })
  expect(verified.status).toBe(200)
  const { body } = verified
  if (!isRecord(body) || typeof body.token !== 'string' || typeof body.address !== 'string') {
    throw new Error('verify answered without token and address')
  }
  if (!isAddress(body.address)) throw new Error(`${body.address} is not an address`)
  return { token: body.token, address: body.address }
}

describe('devnet secure site API', () => {
  it('delivers a 6-digit code to the mailbox on email start', async () => {
    const started = await post('/api/email/start', { email: 'ada@example.org' })
    expect(started).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
    const [message] = mailbox.messages('ada@example.org')
    expect(message?.text).toMatch(/\b\d{6}\b/)
  })

  it('refuses a wrong code, then accepts the right one with a random session token', async () => {
    const email = 'bob@example.org'
    await post('/api/email/start', { email })
    const code = latestCode(email)
    const wrong = await post('/api/email/verify', { email, otp: wrongCodeFor(code) })
    expect(wrong).toEqual({ status: 401, body: { message: 'Invalid code' } })
    const right = await post('/api/email/verify', { email, otp: code })
    expect(right.status).toBe(200)
    expect(right.body).toMatchObject({ token: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown })
    const reused = await post('/api/email/verify', { email, otp: code })
    expect(reused.status).toBe(401)
  })

  it('signs personal_sign server-side with the user key, verifiable by viem', async () => {
    const { token, address } = await signIn('carol@example.org')
    const reply = await post(
      '/api/rpc',
      { chainId: 'eip155:1', method: 'personal_sign', params: ['hello devnet', address] },
      token,
    )
    expect(reply.status).toBe(200)
    const signature = signatureOf(reply.body)
    expect(await verifyMessage({ address, message: 'hello devnet', signature })).toBe(true)
  })

  it('signs eth_signTypedData_v4 with the user key', async () => {
    const { token, address } = await signIn('dan@example.org')
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 1 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      message: { text: 'hi' },
    } as const
    const reply = await post(
      '/api/rpc',
      {
        chainId: 'eip155:1',
        method: 'eth_signTypedData_v4',
        params: [address, JSON.stringify(typedData)],
      },
      token,
    )
    const signature = signatureOf(reply.body)
    const { Greeting } = typedData.types
    expect(await verifyTypedData({ ...typedData, types: { Greeting }, address, signature })).toBe(
      true,
    )
  })

  it('forwards eth_chainId to the chain node and answers eth_accounts with the user', async () => {
    const { token, address } = await signIn('erin@example.org')
    const chainId = await post('/api/rpc', { chainId: 'eip155:8453', method: 'eth_chainId' }, token)
    expect(chainId).toEqual({ status: 200, body: { result: '0x2105' } })
    const accounts = await post(
      '/api/rpc',
      { chainId: 'eip155:1', method: 'eth_accounts', params: [] },
      token,
    )
    expect(accounts.body).toEqual({ result: [address] })
  })

  it('keeps one key per email in wallets.json and reuses it on the next login', async () => {
    const first = await signIn('fay@example.org')
    const second = await signIn('fay@example.org')
    expect(second.address).toBe(first.address)
    const wallets: unknown = JSON.parse(readFileSync(join(stateDir, 'wallets.json'), 'utf8'))
    expect(wallets).toMatchObject({
      'fay@example.org': expect.stringMatching(/^0x[0-9a-f]{64}$/) as unknown,
    })
  })

  it('answers 401 to RPC without a token or with an unknown one', async () => {
    const call = { chainId: 'eip155:1', method: 'personal_sign', params: ['x', '0x0'] }
    expect((await post('/api/rpc', call)).status).toBe(401)
    expect((await post('/api/rpc', call, 'f'.repeat(64))).status).toBe(401)
  })

  it('answers 400 naming the problem for invalid bodies', async () => {
    expect(await post('/api/email/start', { email: 'nope' })).toEqual({
      status: 400,
      body: { message: 'Invalid body: email must be an email address' },
    })
    expect(await post('/api/email/verify', { email: 'a@b.org', otp: '12' })).toEqual({
      status: 400,
      body: { message: 'Invalid request body /otp must match pattern "^[0-9]{6}$"' },
    })
    expect((await post('/api/email/start', '{oops')).status).toBe(400)
    const { token } = await signIn('gus@example.org')
    const unknownChain = await post(
      '/api/rpc',
      { chainId: 'eip155:999', method: 'eth_chainId', params: [] },
      token,
    )
    expect(unknownChain).toEqual({
      status: 400,
      body: { message: 'Chain eip155:999 is not served here' },
    })
  })

  it('serves the frame page, restricted to the allowed parent origins', async () => {
    const page = await fetch(`${site.frameUrl}?projectId=devnet-project`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; " +
        "form-action 'none'; frame-ancestors http://127.0.0.1:* http://localhost:*",
    )
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    const script = await fetch(`${site.url}/frame.js`)
    expect(script.headers.get('content-type')).toContain('text/javascript')
    expect(await script.text()).toContain('FRAME_READY')
  })
})
