import { verifyMessage, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPortico, type CreatePorticoOptions } from '../../src/create-portico.js'
import { defineCaipNetwork } from '../../src/core/caip-network.js'
import { createMemoryStorage, type StorageLike } from '../../src/core/storage.js'
import { connect } from '../../src/headless/connect.js'
import { publicInstance } from '../../src/instance/public-instance.js'
import { createDevnetInjectedProvider } from '../../devnet/wallets/injected-wallet-provider.js'
import { startRecordedServer, type RecordedServer } from '../contract/recorded-server.js'

const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const devnetChain = defineCaipNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: ETH,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const PROJECT_ID = 'b56e18d47c72ab683b10814fe9495694'
// Hardhat's first public dev key and its address; no call here reaches a chain.
const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ADDRESS = 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let blockchainApi: RecordedServer
let projectApi: RecordedServer

beforeAll(async () => {
  blockchainApi = await startRecordedServer('blockchain-api')
  projectApi = await startRecordedServer('project-api')
})

afterAll(async () => {
  await Promise.all([blockchainApi.close(), projectApi.close()])
})

afterEach(() => {
  vi.useRealTimers()
})

function optionsFor(backend: StorageLike, prefix?: string): CreatePorticoOptions {
  return {
    projectId: PROJECT_ID,
    networks: [devnetChain],
    apiUrls: {
      blockchainApi: blockchainApi.url,
      projectApi: projectApi.url,
      analytics: projectApi.url,
    },
    storage: { backend, prefix },
    warn: () => undefined,
  }
}

describe('createPortico', () => {
  it('builds an instance against the recorded servers and fetches the project config', async () => {
    projectApi.serve('project-api/getProjectConfig/all-features.json')
    projectApi.serve('project-api/getAnalyticsConfig/enabled.json')
    projectApi.serve('project-api/getProjectLimits/starter-within-limits.json')
    const portico = createPortico(optionsFor(createMemoryStorage()))
    // Nothing waits for the configuration: remote features stay off until it lands.
    expect(portico.options.store.getState().features.email).toBe(false)
    const started = portico.initialize()
    // A second call (the React provider's, say) answers the same fetch rather than a new one.
    expect(portico.initialize()).toBe(started)
    await started

    expect(portico.options.store.getState().remoteFeaturesApplied).toBe(true)
    expect(portico.plan.store.getState().tier).toBe('starter')
    expect(portico.chain.activeNetwork()?.caipNetworkId).toBe('eip155:31337')
    expect(portico.router.store.getState().view).toBe('Connect')
    await portico.destroy()
  })

  it('keeps two instances apart: router, modal, theme, account and storage', async () => {
    const shared = createMemoryStorage()
    const first = createPortico(optionsFor(shared, 'first'))
    const second = createPortico(optionsFor(shared, 'second'))
    const separate = createPortico(optionsFor(createMemoryStorage()))
    const secondBefore = {
      router: second.router.store.getState(),
      modal: second.modal.store.getState(),
      theme: second.theme.store.getState(),
      account: second.account.store.getState(),
    }

    first.router.push('Networks')
    first.modal.open()
    first.theme.setThemeMode('dark')
    first.account.setCaipAddress(ADDRESS)
    first.storage.activeNetwork.set('eip155:31337')

    expect(first.router.store.getState().view).toBe('Networks')
    expect(first.modal.store.getState().open).toBe(true)
    expect(first.theme.store.getState().themeMode).toBe('dark')
    expect(first.account.getAccount('eip155').caipAddress).toBe(ADDRESS)
    expect(second.router.store.getState()).toEqual(secondBefore.router)
    expect(second.modal.store.getState()).toEqual(secondBefore.modal)
    expect(second.theme.store.getState()).toEqual(secondBefore.theme)
    expect(second.account.store.getState()).toEqual(secondBefore.account)
    expect(second.storage.activeNetwork.get()).toBeUndefined()
    expect(separate.storage.activeNetwork.get()).toBeUndefined()
    await Promise.all([first.destroy(), second.destroy(), separate.destroy()])
  })

  it('[NAV-12] a Starter plan above its limit turns a Connecting* push into UsageExceeded', async () => {
    projectApi.serve('project-api/getProjectLimits/starter-above-mau.json')
    const portico = createPortico(optionsFor(createMemoryStorage()))
    await portico.plan.fetchPlan()

    portico.router.push('ConnectingExternal')

    expect(portico.plan.hasExceededUsageLimit()).toBe(true)
    expect(portico.router.store.getState().view).toBe('UsageExceeded')
    await portico.destroy()
  })

  it('lets a Connecting* view through while the plan is within its limits', async () => {
    projectApi.serve('project-api/getProjectLimits/starter-within-limits.json')
    const portico = createPortico(optionsFor(createMemoryStorage()))
    await portico.plan.fetchPlan()

    portico.router.push('ConnectingExternal')

    expect(portico.router.store.getState().view).toBe('ConnectingExternal')
    await portico.destroy()
  })

  it('opens Connect while disconnected and Account once an account is set', async () => {
    const portico = createPortico(optionsFor(createMemoryStorage()))

    portico.open()
    expect(portico.router.store.getState().view).toBe('Connect')
    portico.close()
    portico.account.setCaipAddress(ADDRESS)
    portico.open()

    expect(portico.modal.store.getState().open).toBe(true)
    expect(portico.router.store.getState().view).toBe('Account')
    await portico.destroy()
  })

  it('signs SIWX messages with the connected wallet’s own provider, the one path of every signature', async () => {
    const addSession = vi.fn(() => Promise.resolve())
    const portico = createPortico({
      ...optionsFor(createMemoryStorage()),
      siwx: {
        createMessage: () => Promise.reject(new Error('unused')),
        addSession,
        revokeSession: () => Promise.resolve(),
        setSessions: () => Promise.resolve(),
        getSessions: () => Promise.resolve([]),
      },
    })
    const wallet = createDevnetInjectedProvider({
      privateKey: DEV_KEY,
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9', name: 'Devnet' }],
    })
    portico.connectors.addConnectors([
      {
        id: 'dev.portico.wallet',
        name: 'Portico Devnet Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        chains: [devnetChain],
        provider: wallet,
      },
    ])
    await expect(portico.siwx.createMessage()).rejects.toThrow('No ActiveCaipAddress found')
    await connect(publicInstance(portico), 'dev.portico.wallet')

    const session = await portico.siwx.signMessage(await portico.siwx.createMessage())

    expect(
      await verifyMessage({
        address: DEV_ADDRESS,
        message: session.message,
        signature: session.signature as Hex,
      }),
    ).toBe(true)
    expect(addSession).toHaveBeenCalledWith(session)
    await portico.destroy()
  })

  it('joins the parts made before the modal to it: a step back from the first view closes it, a wallet on an unsupported network opens UnsupportedChain', async () => {
    const portico = createPortico(optionsFor(createMemoryStorage()))
    const unsupported = defineCaipNetwork({ ...devnetChain, id: 31999, name: 'Elsewhere' })
    const view = () => portico.router.store.getState().view
    const isOpen = () => portico.modal.store.getState().open

    portico.open('Networks')
    portico.router.goBack()
    expect(isOpen()).toBe(false)

    portico.chain.setActiveNetwork(unsupported)
    expect([isOpen(), view()]).toEqual([true, 'UnsupportedChain'])
    portico.router.reset('Account')
    portico.chain.setActiveNetwork(devnetChain)
    portico.chain.setActiveNetwork(unsupported)
    expect(portico.router.store.getState().history).toEqual(['Account', 'UnsupportedChain'])

    await portico.destroy()
    portico.chain.setActiveNetwork(devnetChain)
    portico.chain.setActiveNetwork(unsupported)
    expect(portico.router.store.getState().history).toEqual(['Connect'])
  })

  it('leaves no pending timer after destroy', async () => {
    vi.useFakeTimers()
    const portico = createPortico(optionsFor(createMemoryStorage()))
    portico.snack.showSuccess('done')
    expect(vi.getTimerCount()).toBeGreaterThan(0)

    await portico.destroy()

    expect(vi.getTimerCount()).toBe(0)
  })
})
