import { describe, expect, it } from 'vitest'
import { checkRecordedReply } from '../../../devnet/tools/recorded-reply.js'

const chains = {
  source: 'blockchain-api',
  operationId: 'getSupportedChains',
  status: 200,
  valid: true,
  description: 'the chains the devnet serves',
  request: { query: {} },
  body: { http: ['eip155:1', 'eip155:8453'], ws: ['eip155:1'] },
}

const refusal = (change: Record<string, unknown>): string => {
  const checked = checkRecordedReply({ ...chains, ...change })
  if (checked.ok) throw new Error('expected a refusal')
  return checked.message
}

describe('checkRecordedReply', () => {
  it('accepts a reply its response schema accepts and shapes it as a recorded file', () => {
    expect(checkRecordedReply(chains)).toEqual({
      ok: true,
      source: 'blockchain-api',
      reply: {
        kind: 'response',
        operationId: 'getSupportedChains',
        status: 200,
        valid: true,
        description: 'the chains the devnet serves',
        request: { query: {} },
        body: chains.body,
      },
    })
  })

  it('accepts a reply without content and stores no body', () => {
    const checked = checkRecordedReply({
      source: 'project-api',
      operationId: 'getAnalyticsConfig',
      status: 200,
      valid: true,
      description: 'analytics on',
      request: {},
      body: { isAnalyticsEnabled: true },
    })
    expect(checked.ok).toBe(true)
  })

  it('refuses a source or operation outside the operations tables', () => {
    expect(refusal({ source: 'frame-messages' })).toBe(
      'source must be blockchain-api or project-api',
    )
    expect(refusal({ operationId: 'getNothing' })).toBe(
      'operationId must be an operation of blockchain-api',
    )
    expect(refusal({ operationId: '../../../../etc' })).toMatch(/operationId must be/)
    expect(refusal({ operationId: 'constructor' })).toMatch(/operationId must be/)
  })

  it('refuses a body that breaks the response schema, naming the path', () => {
    expect(refusal({ body: { http: [42], ws: [] } })).toMatch(
      /^body\/http\/0 .* \(SupportedChainsResponse\)$/,
    )
  })

  it('refuses a status the operation does not declare', () => {
    expect(refusal({ status: 418 })).toBe('getSupportedChains declares no 418 reply')
    expect(refusal({ status: 'ok' })).toBe('status must be an HTTP status code')
  })

  it('records a body that breaks its status schema as valid: false, saying why in the description', () => {
    const checked = checkRecordedReply({ ...chains, valid: false, body: { http: [42], ws: [] } })
    expect(checked).toMatchObject({
      ok: true,
      reply: {
        valid: false,
        description: expect.stringMatching(
          /^the chains the devnet serves: body\/http\/0 .* \(SupportedChainsResponse\)$/,
        ) as unknown,
      },
    })
  })

  it('checks a 400 reply against the 400 reply schema, and valid must agree with that check', () => {
    const badRequest = {
      ...chains,
      status: 400,
      body: { message: 'Unsupported chain', reasons: [{ description: 'Unsupported chain' }] },
    }
    expect(checkRecordedReply(badRequest)).toMatchObject({ ok: true, reply: { valid: true } })
    const refused = checkRecordedReply({ ...badRequest, valid: false })
    expect(refused).toEqual({
      ok: false,
      message: "valid is false, but the body matches the 400 reply's schema",
    })
  })

  it('refuses a validity that is not a boolean, empty descriptions and binary replies', () => {
    expect(refusal({ valid: 'yes' })).toMatch(/^valid must be true \(the body matches/)
    expect(refusal({ description: '  ' })).toBe('description must say what the case shows')
    expect(
      refusal({
        source: 'project-api',
        operationId: 'getWalletImage',
        request: { path: { id: 'x' } },
      }),
    ).toBe('getWalletImage answers binary content, which is not recorded here')
  })

  it('refuses a request its parameter or body schemas reject', () => {
    expect(refusal({ request: { query: { extra: 1 } } })).toMatch(/^request\.query\/extra /)
    expect(refusal({ request: { headers: {} } })).toBe('request.headers is not allowed')
    expect(refusal({ request: { body: {} } })).toBe(
      'request.body: getSupportedChains takes no body',
    )
    expect(refusal({ request: [] })).toBe('request must be an object')
    expect(
      refusal({
        operationId: 'getIdentity',
        request: { path: { address: 'not-an-address' } },
        body: { name: null, avatar: null },
      }),
    ).toMatch(/^request\.path\/address /)
  })

  it('refuses a body on a reply declared without content', () => {
    const checked = checkRecordedReply({
      source: 'project-api',
      operationId: 'postErrorEvent',
      status: 204,
      valid: true,
      description: 'accepted',
      request: {
        body: {
          eventId: '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60',
          url: 'http://127.0.0.1:5173/',
          domain: '127.0.0.1',
          timestamp: 1767225600000,
          props: {
            type: 'error',
            event: 'SDK_ERROR',
            properties: { errorType: 'X', errorMessage: 'm' },
          },
        },
      },
      body: { ok: true },
    })
    expect(checked).toEqual({ ok: false, message: 'a 204 reply of postErrorEvent has no body' })
  })
})
