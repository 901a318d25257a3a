import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  frameHeaders,
  startSecureSiteTestDevnet,
  TEST_PARENT_ORIGIN,
  type SecureSiteTestDevnet,
} from './secure-site-test-devnet.js'

let devnet: SecureSiteTestDevnet
beforeAll(async () => {
  devnet = await startSecureSiteTestDevnet()
}, 120_000)
afterAll(() => devnet.stop())

/** Every route that takes a credential, with a body it would accept from the frame. */
const CREDENTIAL_ROUTES: readonly (readonly [string, string, unknown])[] = [
  ['GET', '/api/session', undefined],
  ['POST', '/api/rpc', { chainId: 'eip155:1', method: 'personal_sign', params: ['0x68', '0x0'] }],
  ['POST', '/api/rpc/abort', { requestIds: ['abcdefgh'] }],
  ['POST', '/api/email/update', { email: 'other@example.org' }],
  ['POST', '/api/email/update/primary', { otp: '123456' }],
  ['POST', '/api/email/update/secondary', { otp: '123456' }],
  ['POST', '/api/sign-out', undefined],
]

async function call(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const reply = await fetch(`${devnet.site.url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: reply.status, text: await reply.text() }
}

describe('devnet secure site: the frame credential and the page handle (issue 30)', () => {
  it('a login gives the frame a credential and a separate handle for the page', async () => {
    const { token, handle } = await devnet.signIn('split@example.org')
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(handle).toMatch(/^[0-9a-f]{64}$/)
    expect(handle).not.toBe(token)
    expect((await devnet.session(token)).body).toMatchObject({ handle })
  })

  it('the handle, replayed on every credential route (with or without the frame headers), signs nothing and reads nothing', async () => {
    const { handle, address } = await devnet.signIn('replay@example.org')
    for (const headers of [{}, frameHeaders(devnet.site.url)]) {
      for (const [method, path, body] of CREDENTIAL_ROUTES) {
        const reply = await call(method, path, body, {
          ...headers,
          authorization: `Bearer ${handle}`,
        })
        expect([401, 403], `${method} ${path}`).toContain(reply.status)
        expect(reply.text).not.toContain('replay@example.org')
        expect(reply.text).not.toMatch(/0x[0-9a-f]{130}/i)
      }
    }
    // All it answers: whether the login exists and whose it is (public addresses, no email).
    const status = await devnet.post('/api/handle', { handle })
    expect(status.status).toBe(200)
    expect(status.body).toMatchObject({ isConnected: true, address })
    expect(JSON.stringify(status.body)).not.toContain('replay@example.org')
  })

  it('sign-out revokes the handle with the credential', async () => {
    const { token, handle } = await devnet.signIn('revoke@example.org')
    expect((await devnet.post('/api/sign-out', undefined, token)).status).toBe(204)
    expect((await devnet.post('/api/handle', { handle })).body).toEqual({ isConnected: false })
    expect((await devnet.session(token)).status).toBe(401)
  })

  it('the credential itself is refused outside the frame: without its origin, or for another page', async () => {
    const { token } = await devnet.signIn('bound@example.org')
    const sign = { chainId: 'eip155:1', method: 'eth_accounts', params: [] }
    const withoutOrigin = await call('POST', '/api/rpc', sign, {
      'x-portico-project-id': 'devnet-project',
      'x-portico-parent-origin': TEST_PARENT_ORIGIN,
      authorization: `Bearer ${token}`,
    })
    expect(withoutOrigin.status).toBe(401)
    const otherPage = await call('POST', '/api/rpc', sign, {
      ...frameHeaders(devnet.site.url),
      'x-portico-parent-origin': 'http://localhost:4000',
      authorization: `Bearer ${token}`,
    })
    expect(otherPage.status).toBe(401)
    expect((await devnet.post('/api/rpc', sign, token)).status).toBe(200)
  })

  it("answers every API call for a page the project does not list with the spec's Unauthorized: origin not allowed", async () => {
    for (const parent of ['https://evil.example', 'null']) {
      const reply = await call(
        'POST',
        '/api/email/start',
        { email: 'x@example.org' },
        { ...frameHeaders(devnet.site.url), 'x-portico-parent-origin': parent },
      )
      expect(reply).toEqual({
        status: 403,
        text: JSON.stringify({ message: 'Unauthorized: origin not allowed' }),
      })
    }
    const noProject = await call('GET', '/api/chains', undefined, {})
    expect(noProject.status).toBe(403)
    expect(devnet.mailbox.messages('x@example.org')).toEqual([])
  })

  it('serves the frame page only for a project, to a page it lists, with frame-ancestors naming them', async () => {
    const frame = `${devnet.site.frameUrl}?projectId=devnet-project`
    const listed = await fetch(frame, { headers: { referer: `${TEST_PARENT_ORIGIN}/` } })
    expect(listed.status).toBe(200)
    expect(listed.headers.get('content-security-policy')).toContain(
      'frame-ancestors http://127.0.0.1:* http://localhost:*',
    )
    const unlisted = await fetch(frame, { headers: { referer: 'https://evil.example/page' } })
    expect(unlisted.status).toBe(403)
    expect(await unlisted.json()).toEqual({ message: 'Unauthorized: origin not allowed' })
    expect((await fetch(devnet.site.frameUrl)).status).toBe(403)
  })
})
