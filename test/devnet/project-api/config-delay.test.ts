import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_CONFIG_DELAY_MS } from '../../../devnet/project-api/config-delay.js'
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

const delay = (method: string, body?: unknown) =>
  devnetRequest(`${test.api.url}/devnet/config-delay`, method, body)

describe('devnet Project API: /devnet/config-delay', () => {
  it('delays the three configuration calls and nothing else, until set back to 0', async () => {
    await expect(delay('PUT', { delayMs: 400 })).resolves.toEqual({
      status: 200,
      body: { delayMs: 400 },
    })
    const timed = async (call: () => Promise<unknown>) => {
      const started = performance.now()
      await call()
      return performance.now() - started
    }
    const { operations } = test.client
    for (const call of [
      () => operations.getProjectConfig(),
      () => operations.getProjectLimits(),
      () => operations.getAnalyticsConfig(),
    ]) {
      expect(await timed(call)).toBeGreaterThanOrEqual(390)
    }
    // Any other call answers at once: started after a config call, it still lands first.
    const order: string[] = []
    const firstWallet: Record<string, number> = { page: 1, entries: 1 }
    const config = operations.getProjectConfig().then(() => order.push('config'))
    const wallets = operations
      .getWallets({ params: { query: firstWallet } })
      .then(() => order.push('wallets'))
    await Promise.all([config, wallets])
    expect(order).toEqual(['wallets', 'config'])
    await delay('PUT', { delayMs: 0 })
    await expect(delay('GET')).resolves.toEqual({ status: 200, body: { delayMs: 0 } })
  })

  it('refuses a delay that is not a whole number of 0..60000 ms, changing nothing', async () => {
    for (const delayMs of [-1, 1.5, MAX_CONFIG_DELAY_MS + 1, '100']) {
      const { status } = await delay('PUT', { delayMs })
      expect(status).toBe(400)
    }
    await expect(delay('GET')).resolves.toEqual({ status: 200, body: { delayMs: 0 } })
  })

  it('stays up when a page goes away while its answer waits', async () => {
    await delay('PUT', { delayMs: 300 })
    const leaving = new AbortController()
    const request = fetch(`${test.api.url}/appkit/v1/config?projectId=portico-devnet`, {
      signal: leaving.signal,
    })
    setTimeout(() => {
      leaving.abort()
    }, 50)
    await expect(request).rejects.toThrow()
    await new Promise((resolve) => setTimeout(resolve, 400))
    await delay('PUT', { delayMs: 0 })
    await expect(test.client.operations.getProjectConfig()).resolves.toHaveProperty('features')
  })
})
