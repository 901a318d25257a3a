import { describe, expect, it } from 'vitest'
import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'
import { DEVNET_FAULTS_ROUTE } from '../../../devnet/faults/faults-route.js'
import { ContractViolationError } from '../../../src/clients/contract-violation-error.js'
import { HttpStatusError } from '../../../src/clients/http-status-error.js'
import { faultServicesForFile } from './fault-services.js'

const { started, blockchainApi, projectApi } = faultServicesForFile()

/** What a call failed with. */
const failure = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    () => new Error('the call succeeded'),
    (error: unknown) => error,
  )

async function refusal(call: Promise<unknown>): Promise<HttpStatusError> {
  const error = await failure(call)
  if (!(error instanceof HttpStatusError))
    throw new Error(`expected a refusal, got ${String(error)}`)
  return error
}

describe('/devnet/faults on the tools service validates every request', () => {
  it.each([
    [{ service: 'mailbox', kind: 'server-error' }, 'service must be one of'],
    [{ service: 'blockchain-api', kind: 'unknown-project' }, 'kind of blockchain-api must be'],
    [{ service: 'blockchain-api', kind: 'timeout', path: 'v1' }, "path must start with '/'"],
    [{ service: 'project-api', kind: 'registry-down', seconds: 0.5 }, 'seconds must be'],
    [{ service: 'chain-rpc', kind: 'errors', path: '/v1/account' }, 'path of chain-rpc names one'],
    [{ service: 'chain-rpc', kind: 'slow' }, 'kind of chain-rpc must be one of errors, refused'],
    [{ service: 'project-api', kind: 'registry-down', times: 2 }, 'unknown field times'],
    [[], 'expected {service, kind'],
  ])('refuses %j with 400', async (body, reason) => {
    const response = await fetch(`${started().tools.url}${DEVNET_FAULTS_ROUTE}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(400)
    const reply: unknown = await response.json()
    expect(JSON.stringify(reply)).toContain(reason)
    expect(await started().faults.list()).toEqual([])
  })

  it('refuses an unknown switch to turn off, and a method it does not serve', async () => {
    const off = await fetch(`${started().tools.url}${DEVNET_FAULTS_ROUTE}?service=relay&kind=x`, {
      method: 'DELETE',
    })
    expect(off.status).toBe(400)
    const post = await fetch(`${started().tools.url}${DEVNET_FAULTS_ROUTE}`, { method: 'POST' })
    expect(post.status).toBe(404)
  })

  it('keeps one switch per service and kind, turns one off, and clears all on reset', async () => {
    await started().faults.on({ service: 'blockchain-api', kind: 'server-error' })
    await started().faults.on({
      service: 'blockchain-api',
      kind: 'server-error',
      path: '/v1/account',
    })
    await started().faults.on({ service: 'project-api', kind: 'registry-down' })
    expect(await started().faults.list()).toEqual([
      { service: 'blockchain-api', kind: 'server-error', path: '/v1/account' },
      { service: 'project-api', kind: 'registry-down' },
    ])
    expect(
      await started().faults.off({ service: 'project-api', kind: 'registry-down' }),
    ).toHaveLength(1)
    expect(await started().faults.reset()).toEqual([])
  })

  it('a switch with seconds turns itself off', async () => {
    await started().faults.on({ service: 'blockchain-api', kind: 'server-error', seconds: 1 })
    await expect(blockchainApi().getSupportedChains()).rejects.toThrow('HTTP status code: 500')
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(await started().faults.list()).toEqual([])
    await expect(blockchainApi().getSupportedChains()).resolves.toMatchObject({ http: [] })
  })
})

describe('the Blockchain API meets each switch with the reply the real service sends', () => {
  it("[ERR-18] [ERR-60] server-error: plain-text 500, read as 'HTTP status code: 500' and APKT009", async () => {
    await started().faults.on({ service: 'blockchain-api', kind: 'server-error' })
    const error = await refusal(blockchainApi().getSupportedChains())
    expect(error).toMatchObject({ status: 500, message: 'HTTP status code: 500' })
    expect(error.body).toBe('Internal server error')
    expect(error.coded).toMatchObject({ code: 'APKT009', displayMessage: 'Server Error' })
    expect(error.category).toBe('SERVER_ERROR')
  })

  it('unavailable: 503 naming the transport, APKT009', async () => {
    await started().faults.on({ service: 'blockchain-api', kind: 'unavailable' })
    const error = await refusal(blockchainApi().getSupportedChains())
    expect(error.status).toBe(503)
    expect(error.body).toMatchObject({ reasons: [{ field: 'transport' }] })
    expect(error.coded?.code).toBe('APKT009')
  })

  it('[ERR-61] rate-limited: 429 with Retry-After, APKT010 Rate Limited', async () => {
    await started().faults.on({ service: 'blockchain-api', kind: 'rate-limited' })
    const error = await refusal(blockchainApi().getSupportedChains())
    expect(error.status).toBe(429)
    expect(error.coded).toMatchObject({ code: 'APKT010', displayMessage: 'Rate Limited' })
    const raw = await fetch(
      `${started().blockchain.url}/v1/supported-chains?projectId=${DEVNET_PROJECT_ID}`,
    )
    expect(raw.headers.get('retry-after')).toBe('2')
    await raw.text()
  })

  it('broken-reply: a 200 that breaks the contract is a ContractViolationError, never passed on', async () => {
    await started().faults.on({ service: 'blockchain-api', kind: 'broken-reply' })
    const error = await failure(blockchainApi().getSupportedChains())
    expect(error).toBeInstanceOf(ContractViolationError)
  })

  it("[ERR-18] blocked-region: 401 with no body, read as 'HTTP status code: 401' with no coded error", async () => {
    await started().faults.on({ service: 'blockchain-api', kind: 'blocked-region' })
    const error = await refusal(blockchainApi().getSupportedChains())
    expect(error).toMatchObject({ status: 401, message: 'HTTP status code: 401', body: '' })
    expect(error.coded).toBeUndefined()
    expect(error.cause).toBeUndefined()
  })

  it('timeout: a request stays unanswered while the switch is on, and is served once it is off', async () => {
    await started().faults.on({ service: 'blockchain-api', kind: 'timeout' })
    let settled = false
    const call = blockchainApi()
      .getSupportedChains()
      .finally(() => {
        settled = true
      })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(settled).toBe(false)
    await started().faults.off({ service: 'blockchain-api', kind: 'timeout' })
    await expect(call).resolves.toMatchObject({ http: [] })
  })

  it('a switch with a path fails only the routes under it', async () => {
    await started().faults.on({
      service: 'blockchain-api',
      kind: 'server-error',
      path: '/v1/account',
    })
    await expect(blockchainApi().getSupportedChains()).resolves.toBeDefined()
    const error = await refusal(
      blockchainApi().getBalance({
        params: {
          path: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
          query: { currency: 'usd' },
        },
      }),
    )
    expect(error.status).toBe(500)
  })
})

describe('the Project API meets each switch with the reply the real service sends', () => {
  it('[ERR-66] unknown-project: 403 Unauthorized: invalid key, APKT007', async () => {
    await started().faults.on({ service: 'project-api', kind: 'unknown-project' })
    const error = await refusal(projectApi().getProjectConfig())
    expect(error.status).toBe(403)
    expect(error.coded).toMatchObject({ code: 'APKT007', displayMessage: 'Invalid Project ID' })
  })

  it('[ERR-64] origin-not-allowed: APKT002 from the JSON reply and from the analytics plain text', async () => {
    await started().faults.on({ service: 'project-api', kind: 'origin-not-allowed' })
    const config = await refusal(projectApi().getProjectConfig())
    expect(config.coded).toMatchObject({
      code: 'APKT002',
      displayMessage: 'Invalid App Configuration',
    })
    const report = await refusal(
      projectApi().postErrorEvent({
        body: {
          eventId: crypto.randomUUID(),
          url: 'http://127.0.0.1/',
          domain: '127.0.0.1',
          timestamp: Date.now(),
          props: { event: 'SDK_ERROR' },
        },
      }),
    )
    expect(report.status).toBe(403)
    expect(report.body).toMatch(/^Forbidden - .* is not an allowed origin\.$/)
    expect(report.coded?.code).toBe('APKT002')
  })

  it('registry-down: getWallets answers 500 (APKT009); the config still answers', async () => {
    await started().faults.on({ service: 'project-api', kind: 'registry-down' })
    const error = await refusal(projectApi().getWallets({ params: { query: { page: 1 } } }))
    expect(error.status).toBe(500)
    expect(error.coded?.code).toBe('APKT009')
    await expect(projectApi().getProjectConfig()).resolves.toHaveProperty('features')
  })

  it('analytics-down: the collector answers 503 and stores nothing; it stores again once back', async () => {
    await started().faults.on({ service: 'project-api', kind: 'analytics-down' })
    const event = () => ({
      eventId: crypto.randomUUID(),
      url: 'http://127.0.0.1/',
      domain: '127.0.0.1',
      timestamp: Date.now(),
      props: { event: 'SDK_ERROR' },
    })
    const before = started().project.analytics.events().length
    const error = await refusal(projectApi().postErrorEvent({ body: event() }))
    expect(error.status).toBe(503)
    expect(started().project.analytics.events()).toHaveLength(before)
    await started().faults.off({ service: 'project-api', kind: 'analytics-down' })
    await projectApi().postErrorEvent({ body: event() })
    expect(started().project.analytics.events()).toHaveLength(before + 1)
  })

  it('[ERR-44] [CONST-68] origins-gateway: the origins route answers 502, a SERVER_ERROR', async () => {
    await started().faults.on({ service: 'project-api', kind: 'origins-gateway' })
    const error = await refusal(projectApi().getAllowedOrigins())
    expect(error).toMatchObject({ status: 502, body: 'Bad Gateway', category: 'SERVER_ERROR' })
  })
})
