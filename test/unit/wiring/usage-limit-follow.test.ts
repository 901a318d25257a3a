import { describe, expect, it } from 'vitest'
import { createPlan } from '../../../src/controllers/plan.js'
import { createRouter } from '../../../src/controllers/router.js'
import { followUsageLimit } from '../../../src/wiring/usage-limit-follow.js'

const overLimit = {
  tier: 'starter',
  isAboveMauLimit: true,
  isAboveRpcLimit: false,
  hasExceededUsageLimit: true,
}

function setup() {
  let limits = { ...overLimit, isAboveMauLimit: false }
  const plan = createPlan({
    getProjectLimits: () => Promise.resolve({ planLimits: limits }),
    warn: () => undefined,
  })
  const router = createRouter({
    hasExceededUsageLimit: plan.hasExceededUsageLimit,
    isConnected: () => false,
    reloadAuthConnector: () => undefined,
    syncDappData: () => undefined,
  })
  const stop = followUsageLimit({ plan, router })
  const land = async (planLimits: typeof overLimit) => {
    limits = planLimits
    await plan.fetchPlan()
  }
  return { router, stop, land }
}

describe('plan limits landing after the modal rendered', () => {
  it('[VIEW-18] a Connecting view showing when the limits land over gives way to UsageExceeded', async () => {
    const { router, land } = setup()
    router.push('ConnectingExternal')
    await land(overLimit)
    expect(router.store.getState().history).toEqual(['Connect', 'UsageExceeded'])
  })

  it('leaves other views alone, and a plan within its limits changes nothing', async () => {
    const { router, land } = setup()
    router.push('ConnectingExternal')
    await land({ ...overLimit, isAboveMauLimit: false })
    expect(router.store.getState().view).toBe('ConnectingExternal')
    router.goBack()
    router.push('Networks')
    await land(overLimit)
    expect(router.store.getState().view).toBe('Networks')
  })

  it('stops following once unsubscribed', async () => {
    const { router, land, stop } = setup()
    router.push('ConnectingWalletConnect')
    stop()
    await land(overLimit)
    expect(router.store.getState().view).toBe('ConnectingWalletConnect')
  })
})
