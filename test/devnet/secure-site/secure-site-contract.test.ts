import { describe, expect, it } from 'vitest'
import * as secureSiteApi from '../../../generated/secure-site-api/index.js'
import { checkedReply } from '../../../devnet/secure-site/site-api-contract.js'
import { frameHeaders, secureSiteDevnetPerFile } from './secure-site-test-devnet.js'

const devnet = secureSiteDevnetPerFile()

/** A raw call to the site with the frame's headers: `init` says what is odd about it. */
async function raw(path: string, init: { method?: string; body?: string; type?: string } = {}) {
  const { site } = devnet()
  const response = await fetch(`${site.url}${path}`, {
    method: init.method ?? 'POST',
    headers: {
      ...frameHeaders(site.url),
      ...(init.type === undefined ? {} : { 'content-type': init.type }),
    },
    ...(init.body === undefined ? {} : { body: init.body }),
  })
  const body: unknown = await response.json()
  return { status: response.status, body }
}

const json = 'application/json'

describe('devnet secure site: its API checked against specs/secure-site-api.yaml', () => {
  it('serves every operation of the contract (none left without a handler)', async () => {
    for (const { method, path, operationId } of Object.values(secureSiteApi.operations)) {
      const reply = await raw(path, { method: method.toUpperCase() })
      expect(reply.status, operationId).not.toBe(404)
      expect(reply.status, operationId).toBeLessThan(500)
    }
  })

  it('refuses a request the contract does not describe with a 4xx naming what is wrong', async () => {
    expect(await raw('/api/nothing-here')).toEqual({
      status: 404,
      body: { message: 'No secure site route POST /api/nothing-here' },
    })
    expect(await raw('/api/chains', { method: 'DELETE' })).toEqual({
      status: 404,
      body: { message: 'No secure site route DELETE /api/chains' },
    })
    expect(await raw('/api/chains?projectId=x', { method: 'GET' })).toEqual({
      status: 400,
      body: { message: 'Invalid query parameter /projectId is not allowed' },
    })
    expect(await raw('/api/email/start', { type: json })).toEqual({
      status: 400,
      body: { message: 'Request body is required' },
    })
    expect(
      await raw('/api/email/start', { type: json, body: '{"email":"a@b.org","admin":true}' }),
    ).toEqual({
      status: 400,
      body: { message: 'Invalid request body /admin is not allowed' },
    })
    expect(await raw('/api/rpc', { type: json, body: '{"chainId":"eip155:1"}' })).toEqual({
      status: 400,
      body: { message: 'Invalid request body /method is required' },
    })
    expect(await raw('/api/export', { type: json, body: '{"everything":true}' })).toMatchObject({
      status: 400,
    })
    expect(await raw('/api/email/start', { type: 'text/plain', body: '{}' })).toMatchObject({
      status: 415,
    })
    expect(await raw('/api/email/start', { type: json, body: '{oops' })).toEqual({
      status: 400,
      body: { message: 'Request body is not JSON' },
    })
  })

  it('takes a call that takes nothing with no body or an empty object', async () => {
    expect((await raw('/api/farcaster/start')).status).toBe(200)
    expect((await raw('/api/farcaster/start', { type: json, body: '{}' })).status).toBe(200)
  })

  it('never sends a reply the contract does not declare: a 500 names the operation instead', () => {
    expect(
      checkedReply('getSiteChains', { status: 200, body: { chains: ['not a chain'] } }),
    ).toEqual({
      status: 500,
      body: {
        message:
          'Invalid reply from getSiteChains: /chains/0 must match pattern "^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$"',
      },
    })
    expect(checkedReply('signOutSite', { status: 200, body: {} })).toEqual({
      status: 500,
      body: { message: 'Invalid reply from signOutSite: status 200 is not declared' },
    })
    expect(checkedReply('signOutSite', { status: 204 })).toEqual({ status: 204 })
    const chains = { status: 200, body: { chains: ['eip155:1'] } }
    expect(checkedReply('getSiteChains', chains)).toBe(chains)
  })
})
