import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createProjectApiClient } from '../../../src/clients/project-api-client.js'
import { createPlan, hasExceededUsage, type PlanDeps } from '../../../src/controllers/plan.js'
import { createRouter } from '../../../src/controllers/router.js'
import { startRecordedServer, type RecordedServer } from '../../contract/recorded-server.js'

const LIMITS = 'project-api/getProjectLimits'

let server: RecordedServer
let deps: PlanDeps & { warn: ReturnType<typeof vi.fn<PlanDeps['warn']>> }

beforeAll(async () => {
  server = await startRecordedServer('project-api')
})
afterAll(() => server.close())

beforeEach(() => {
  server.requests.length = 0
  const client = createProjectApiClient({ baseUrl: server.url, projectId: 'test' })
  deps = {
    getProjectLimits: client.operations.getProjectLimits,
    warn: vi.fn<PlanDeps['warn']>(),
  }
})

async function planAfter(file: string) {
  server.serve(`${LIMITS}/${file}`)
  const plan = createPlan(deps)
  await plan.fetchPlan()
  return plan
}

describe('project plan', () => {
  it('[ENT-32] holds tier, hasExceededUsageLimit and limits{isAboveRpcLimit, isAboveMauLimit}', async () => {
    const plan = await planAfter('enterprise.json')
    expect(plan.store.getState()).toEqual({
      tier: 'enterprise',
      hasExceededUsageLimit: false,
      limits: { isAboveRpcLimit: false, isAboveMauLimit: false },
    })
    expect(server.requests.map((r) => r.operationId)).toEqual(['getProjectLimits'])
  })

  it('[CONST-53] a Starter plan above the MAU limit has exceeded its usage', async () => {
    const plan = await planAfter('starter-above-mau.json')
    expect(plan.store.getState()).toMatchObject({
      tier: 'starter',
      limits: { isAboveMauLimit: true, isAboveRpcLimit: false },
    })
    expect(plan.hasExceededUsageLimit()).toBe(true)
  })

  it('[CONST-54] a Starter plan above the RPC limit has exceeded its usage', () => {
    const limits = { tier: 'starter', isAboveMauLimit: false, isAboveRpcLimit: true }
    expect(hasExceededUsage(limits)).toBe(true)
  })

  it('[CONST-55] a Starter plan above neither limit has not exceeded its usage', async () => {
    const plan = await planAfter('starter-within-limits.json')
    expect(plan.store.getState().tier).toBe('starter')
    expect(plan.hasExceededUsageLimit()).toBe(false)
  })

  it('other tiers never count as exceeded, whatever the reply says', () => {
    const above = { isAboveMauLimit: true, isAboveRpcLimit: true, hasExceededUsageLimit: true }
    expect(hasExceededUsage({ tier: 'pro', ...above })).toBe(false)
    expect(hasExceededUsage({ tier: 'enterprise', ...above })).toBe(false)
  })

  it('guards the Connecting views through the router dependency', async () => {
    const plan = await planAfter('starter-above-mau.json')
    const router = createRouter({
      hasExceededUsageLimit: plan.hasExceededUsageLimit,
      isConnected: () => false,
      reloadAuthConnector: () => undefined,
      syncDappData: () => undefined,
    })
    router.push('ConnectingExternal')
    expect(router.store.getState().view).toBe('UsageExceeded')
  })
})

describe('a failed usage fetch', () => {
  it('[ERR-46] only warns: nothing is thrown and the plan keeps its value', async () => {
    const plan = await planAfter('starter-above-mau.json')
    const before = plan.store.getState()
    for (const file of ['server-error.json', 'bad-request.json', 'invalid-missing-tier.json']) {
      server.serve(`${LIMITS}/${file}`)
      await expect(plan.fetchPlan()).resolves.toBeUndefined()
    }
    expect(plan.store.getState()).toBe(before)
    expect(deps.warn).toHaveBeenCalledTimes(3)
    expect(deps.warn.mock.calls.map(([message]) => message)).toEqual([
      'Failed to fetch usage',
      'Failed to fetch usage',
      'Failed to fetch usage',
    ])
  })
})
