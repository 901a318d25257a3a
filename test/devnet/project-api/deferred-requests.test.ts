import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPortico, type CreatePorticoOptions } from '../../../src/create-portico.js'
import { devnetChain, devnetPorticoOptions } from './devnet-portico-options.js'
import { startTestProjectApi, type TestProjectApi } from './start-test-project-api.js'

let test: TestProjectApi
beforeAll(async () => {
  test = await startTestProjectApi()
})
afterAll(() => test.stop())

/** Every request that left for the devnet, by path. */
function recordedOptions(sent: string[], deferRequests: boolean): CreatePorticoOptions {
  return devnetPorticoOptions(test.api.url, {
    deferRequests,
    fetch: (input, init) => {
      const request = new Request(input, init)
      sent.push(new URL(request.url).pathname)
      return globalThis.fetch(request)
    },
  })
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

describe('deferRequests against the devnet Project API', () => {
  it('makes no request and draws no network icon until the modal first opens', async () => {
    const sent: string[] = []
    const portico = createPortico(recordedOptions(sent, true))
    const registry = portico.wallets.fetchRecommended()
    await settle()
    expect(sent).toEqual([])
    expect(portico.networkImageUrl(devnetChain)).toBeUndefined()
    expect(portico.requests.getState().allowed).toBe(false)

    portico.open()
    await registry
    await portico.initialize()
    expect(portico.requests.getState().allowed).toBe(true)
    expect(sent).toEqual(
      expect.arrayContaining(['/getWallets', '/appkit/v1/config', '/getAnalyticsConfig']),
    )
    expect(portico.networkImageUrl(devnetChain)).toContain('/public/getAssetImage/ethereum')
    await portico.destroy()
  })

  it('an app that calls initialize() itself opens the gate without the modal', async () => {
    const sent: string[] = []
    const portico = createPortico(recordedOptions(sent, true))
    await portico.initialize()
    expect(sent).toContain('/appkit/v1/config')
    expect(portico.modal.store.getState().open).toBe(false)
    await portico.destroy()
  })
})
