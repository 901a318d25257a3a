import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { UNPRICED_ROUTE } from '../../../devnet/blockchain-api/extra-routes.js'
import { FAULTS_ROUTE } from '../../../devnet/refusals/refusal-gate.js'
import { createBlockchainApiClient } from '../../../src/clients/blockchain-api-client.js'
import { HttpStatusError } from '../../../src/clients/http-status-error.js'
import {
  startBlockchainApiDevnet,
  walletOf,
  type BlockchainApiTestDevnet,
} from './blockchain-api-devnet.js'

let devnet: BlockchainApiTestDevnet

beforeAll(async () => {
  devnet = await startBlockchainApiDevnet()
})

afterEach(async () => {
  await put(FAULTS_ROUTE, undefined, 'DELETE')
  await put(UNPRICED_ROUTE, { symbols: [] })
})

afterAll(async () => {
  await devnet.stop()
})

async function put(path: string, body: unknown, method = 'PUT'): Promise<number> {
  const response = await fetch(`${devnet.api.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  await response.text()
  return response.status
}

/** The HttpStatusError a call failed with (the client already checked its body against the spec). */
async function refusalOf(call: Promise<unknown>): Promise<HttpStatusError> {
  const error: unknown = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof HttpStatusError))
    throw new Error(`expected a refusal, got ${String(error)}`)
  return error
}

describe('the devnet Blockchain API refuses like the real service', () => {
  it('[ERR-58] answers an unknown project id with 401, which the client reads as APKT007', async () => {
    const stranger = createBlockchainApiClient({ baseUrl: devnet.api.url, projectId: 'nobody' })
    const error = await refusalOf(stranger.operations.getSupportedChains())
    expect(error.status).toBe(401)
    expect(error.body).toEqual({
      status: 'FAILED',
      reasons: [{ field: 'authentication', description: 'We failed to authenticate your request' }],
    })
    expect(error.coded).toMatchObject({ code: 'APKT007', displayMessage: 'Invalid Project ID' })
  })

  it('answers a malformed balance address with 400 naming the address', async () => {
    const error = await refusalOf(devnet.client.account.getBalance('eip155:1:not-an-address'))
    expect(error.status).toBe(400)
    expect(error.body).toMatchObject({
      status: 'FAILED',
      reasons: [{ field: 'address', description: 'The address provided is invalid' }],
    })
  })

  it('shows a token it cannot price with price 0 and no value', async () => {
    expect(await put(UNPRICED_ROUTE, { symbols: ['DAI'] })).toBe(200)
    const { address } = walletOf(devnet.chain('eip155:1'), 0)
    const { balances } = await devnet.client.account.getBalance(`eip155:1:${address}`)
    const dai = balances.find((balance) => balance.symbol === 'DAI')
    expect(dai?.price).toBe(0)
    expect(dai).not.toHaveProperty('value')
    const usdc = balances.find((balance) => balance.symbol === 'USDC')
    expect(usdc?.price).toBe(1)
    expect(usdc?.value).toBeGreaterThan(0)
  })

  it('refuses a malformed price switch with 400', async () => {
    expect(await put(UNPRICED_ROUTE, { symbols: 'DAI' })).toBe(400)
  })

  it('[ERR-61] answers 429 while a fault is armed, read as APKT010, then serves again', async () => {
    expect(await put(FAULTS_ROUTE, { status: 429, times: 1, path: '/v1/supported-chains' })).toBe(
      200,
    )
    const error = await refusalOf(devnet.client.operations.getSupportedChains())
    expect(error.status).toBe(429)
    expect(error.category).toBe('RATE_LIMITED')
    expect(error.coded).toMatchObject({ code: 'APKT010', displayMessage: 'Rate Limited' })
    await expect(devnet.client.operations.getSupportedChains()).resolves.toHaveProperty('http')
  })

  it('answers 500 in plain text and 503 with the transport reason, both server errors', async () => {
    expect(await put(FAULTS_ROUTE, { status: 500 })).toBe(200)
    expect(await put(FAULTS_ROUTE, { status: 503 })).toBe(200)
    const plain = await refusalOf(devnet.client.operations.getSupportedChains())
    expect([plain.status, plain.body, plain.category]).toEqual([
      500,
      'Internal server error',
      'SERVER_ERROR',
    ])
    const unavailable = await refusalOf(devnet.client.operations.getSupportedChains())
    expect(unavailable.status).toBe(503)
    expect(unavailable.body).toMatchObject({ reasons: [{ field: 'transport' }] })
    expect(unavailable.category).toBe('SERVER_ERROR')
  })

  it('refuses a fault it cannot produce with 400', async () => {
    expect(await put(FAULTS_ROUTE, { status: 418 })).toBe(400)
    expect(await put(FAULTS_ROUTE, { status: 429, times: 0 })).toBe(400)
  })
})
