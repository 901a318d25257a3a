import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'
import { startProjectApi } from '../../../devnet/project-api/index.js'
import { createProjectApiClient } from '../../../src/clients/project-api-client.js'
import {
  devnetRequest,
  startTestProjectApi,
  type TestProjectApi,
} from './start-test-project-api.js'

let test: TestProjectApi
beforeAll(async () => {
  test = await startTestProjectApi()
})
afterAll(() => test.stop())

const admin = (path: string, method = 'GET', body?: unknown) =>
  devnetRequest(`${test.api.url}/devnet/${path}`, method, body)

describe('devnet Project API: /devnet routes', () => {
  it('features turned on and off through /devnet/features show in getProjectConfig', async () => {
    const { body } = await admin('features')
    expect(body).toEqual(await test.client.operations.getProjectConfig())

    const features = [
      { id: 'swaps', isEnabled: false, config: [] },
      { id: 'payments', isEnabled: true, config: null },
      { id: 'socials', isEnabled: true, config: ['google', 'github'] },
    ]
    await expect(admin('features', 'PUT', { features })).resolves.toEqual({
      status: 200,
      body: { features },
    })
    await expect(test.client.operations.getProjectConfig()).resolves.toEqual({ features })
  })

  it('the usage-limit switch through /devnet/limits shows in getProjectLimits', async () => {
    const planLimits = {
      tier: 'starter',
      isAboveMauLimit: true,
      isAboveRpcLimit: false,
      hasExceededUsageLimit: true,
    }
    await expect(admin('limits', 'PUT', { planLimits })).resolves.toEqual({
      status: 200,
      body: { planLimits },
    })
    await expect(test.client.operations.getProjectLimits()).resolves.toEqual({ planLimits })
    await expect(admin('limits')).resolves.toEqual({ status: 200, body: { planLimits } })
  })

  it('origins set through /devnet/origins show in getAllowedOrigins', async () => {
    const allowedOrigins = ['http://127.0.0.1:5173', 'https://*.example.org']
    expect((await admin('origins', 'PUT', { allowedOrigins })).status).toBe(200)
    await expect(test.client.getAllowedOrigins()).resolves.toEqual(allowedOrigins)
  })

  it('the analytics switch through /devnet/analytics-config shows in getAnalyticsConfig', async () => {
    expect((await admin('analytics-config', 'PUT', { isAnalyticsEnabled: false })).status).toBe(200)
    await expect(test.client.operations.getAnalyticsConfig()).resolves.toEqual({
      isAnalyticsEnabled: false,
    })
  })

  it('refuses invalid input with 400 naming what is wrong, and keeps the state', async () => {
    const before = await admin('features')
    for (const [path, body, said] of [
      ['features', { features: [{ id: 'swaps' }] }, '/features/0/isEnabled is required'],
      ['features', { features: 'all' }, '/features'],
      [
        'features',
        {
          features: [
            { id: 'email', isEnabled: true },
            { id: 'email', isEnabled: false },
          ],
        },
        'email twice',
      ],
      ['limits', { planLimits: { tier: 'starter' } }, '/planLimits/isAboveMauLimit is required'],
      ['origins', { allowedOrigins: ['127.0.0.1:5173'] }, '/allowedOrigins/0 is not an origin'],
      ['analytics-config', { isAnalyticsEnabled: 'yes' }, '/isAnalyticsEnabled'],
      ['features', undefined, '/ '],
    ] as const) {
      const reply = await admin(path, 'PUT', body)
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(400)
      expect(reply.body).toEqual({ message: expect.stringContaining(said) as unknown })
    }
    await expect(admin('features')).resolves.toEqual(before)
  })

  it('refuses a body that is not JSON, an unknown route and a method a route lacks', async () => {
    const notJson = await fetch(`${test.api.url}/devnet/limits`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{',
    })
    expect(notJson.status).toBe(400)
    const unlabelled = await fetch(`${test.api.url}/devnet/limits`, { method: 'PUT', body: '{}' })
    expect(unlabelled.status).toBe(415)
    expect((await admin('nothing')).status).toBe(404)
    expect((await admin('features', 'DELETE')).status).toBe(405)
  })

  it('answers a CORS preflight and sends CORS headers to local pages only', async () => {
    const local = { origin: 'http://localhost:5173' }
    const preflight = await fetch(`${test.api.url}/devnet/features`, {
      method: 'OPTIONS',
      headers: local,
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT')
    const reply = await fetch(`${test.api.url}/devnet/features`, { headers: local })
    expect(reply.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const foreign = await fetch(`${test.api.url}/devnet/features`, {
      method: 'PUT',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ features: [] }),
    })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('devnet Project API: persisted state', () => {
  it('keeps what /devnet routes changed across a restart with the same stateDir', async () => {
    const stateDir = join(test.stateDir, 'restart')
    const first = await startProjectApi({ port: 0, stateDir })
    const planLimits = {
      tier: 'pro',
      isAboveMauLimit: false,
      isAboveRpcLimit: true,
      hasExceededUsageLimit: true,
    }
    const features = [{ id: 'email', isEnabled: false, config: null }]
    await devnetRequest(`${first.url}/devnet/limits`, 'PUT', { planLimits })
    await devnetRequest(`${first.url}/devnet/features`, 'PUT', { features })
    await first.close()

    const second = await startProjectApi({ port: 0, stateDir })
    const client = createProjectApiClient({ baseUrl: second.url, projectId: DEVNET_PROJECT_ID })
    await expect(client.operations.getProjectLimits()).resolves.toEqual({ planLimits })
    await expect(client.operations.getProjectConfig()).resolves.toEqual({ features })
    await second.close()

    const saved: unknown = JSON.parse(readFileSync(join(stateDir, 'project.json'), 'utf8'))
    expect(saved).toMatchObject({ planLimits, features })
  })

  it('replaces the persisted origins when started with allowedOrigins', async () => {
    const stateDir = join(test.stateDir, 'origins')
    const allowedOrigins = ['http://127.0.0.1:3000']
    const api = await startProjectApi({ port: 0, stateDir, allowedOrigins })
    const client = createProjectApiClient({ baseUrl: api.url, projectId: DEVNET_PROJECT_ID })
    await expect(client.getAllowedOrigins()).resolves.toEqual(allowedOrigins)
    await api.close()
    await expect(
      startProjectApi({ port: 0, stateDir, allowedOrigins: ['not an origin'] }),
    ).rejects.toThrow('/allowedOrigins/0 is not an origin')
  })
})
