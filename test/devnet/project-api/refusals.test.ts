import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'
import { FAULTS_ROUTE } from '../../../devnet/refusals/refusal-gate.js'
import { HttpStatusError } from '../../../src/clients/http-status-error.js'
import { createProjectApiClient } from '../../../src/clients/project-api-client.js'
import { createAlert } from '../../../src/controllers/alert.js'
import { fetchRemoteConfig } from '../../../src/wiring/remote-config.js'
import {
  devnetRequest,
  startTestProjectApi,
  type TestProjectApi,
} from './start-test-project-api.js'

let test: TestProjectApi

beforeAll(async () => {
  test = await startTestProjectApi()
})

afterEach(async () => {
  await devnetRequest(`${test.api.url}${FAULTS_ROUTE}`, 'DELETE')
})

afterAll(async () => {
  await test.stop()
})

/** Fetches the remote config through a client of `projectId`; answers the alert and warnings. */
async function remoteConfigAs(projectId: string) {
  const project = createProjectApiClient({ baseUrl: test.api.url, projectId }).operations
  const alert = createAlert()
  const warnings: unknown[] = []
  await fetchRemoteConfig({
    project,
    applyRemoteFeatures: () => undefined,
    applyDefaultFeatures: () => undefined,
    setAnalyticsEnabled: () => undefined,
    fetchPlan: () => Promise.resolve(),
    warn: (_message, error) => warnings.push(error),
    showCodedError: (coded) => {
      alert.open(coded, 'warning')
    },
  })
  return { alert: alert.store.getState(), warnings }
}

describe('the devnet Project API refuses like the real service', () => {
  it('[ERR-58] [ERR-66] an unknown project id: 403 invalid key, shown as APKT007 Invalid Project ID', async () => {
    const { alert, warnings } = await remoteConfigAs('not-a-project')
    expect(alert).toMatchObject({ open: true, code: 'APKT007', message: 'Invalid Project ID' })
    const [first] = warnings
    expect(first).toBeInstanceOf(HttpStatusError)
    expect(first instanceof HttpStatusError && [first.status, first.body]).toEqual([
      403,
      { message: 'Unauthorized: invalid key' },
    ])
  })

  it('[ERR-61] a 429 on the config fetch is shown as APKT010 Rate Limited', async () => {
    const armed = await devnetRequest(`${test.api.url}${FAULTS_ROUTE}`, 'PUT', {
      status: 429,
      path: '/appkit/v1/config',
    })
    expect(armed.status).toBe(200)
    const { alert } = await remoteConfigAs(DEVNET_PROJECT_ID)
    expect(alert).toMatchObject({ open: true, code: 'APKT010', message: 'Rate Limited' })
  })

  it('a server error on the config warns, keeps the defaults and shows APKT009 Server Error (app configuration fetch failed)', async () => {
    await devnetRequest(`${test.api.url}${FAULTS_ROUTE}`, 'PUT', {
      status: 500,
      path: '/appkit/v1/config',
    })
    const { alert, warnings } = await remoteConfigAs(DEVNET_PROJECT_ID)
    expect(alert).toMatchObject({ open: true, code: 'APKT009', message: 'Server Error' })
    expect(warnings).toHaveLength(1)
    expect(warnings[0] instanceof HttpStatusError && warnings[0].category).toBe('SERVER_ERROR')
  })

  it('the devnet project id is served', async () => {
    const { alert, warnings } = await remoteConfigAs(DEVNET_PROJECT_ID)
    expect(alert.open).toBe(false)
    expect(warnings).toEqual([])
  })
})
