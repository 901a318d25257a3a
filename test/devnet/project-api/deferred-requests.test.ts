import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'
import { createPortico, type CreatePorticoOptions } from '../../../src/create-portico.js'
import { defineCaipNetwork } from '../../../src/core/caip-network.js'
import { createMemoryStorage } from '../../../src/core/storage.js'
import { startTestProjectApi, type TestProjectApi } from './start-test-project-api.js'

const devnetChain = defineCaipNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  assets: { imageId: 'ethereum' },
})

let test: TestProjectApi
beforeAll(async () => {
  test = await startTestProjectApi()
})
afterAll(() => test.stop())

/** Every request that left for the devnet, by path. */
function recordedOptions(sent: string[], deferRequests: boolean): CreatePorticoOptions {
  return {
    projectId: DEVNET_PROJECT_ID,
    networks: [devnetChain],
    metadata: { name: 'Deferred test', description: '', url: 'http://127.0.0.1:5173', icons: [] },
    apiUrls: { blockchainApi: test.api.url, projectApi: test.api.url, analytics: test.api.url },
    storage: { backend: createMemoryStorage() },
    deferRequests,
    fetch: (input, init) => {
      const request = new Request(input, init)
      sent.push(new URL(request.url).pathname)
      return globalThis.fetch(request)
    },
    warn: () => undefined,
  }
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
