import {
  connect,
  createConfig,
  disconnect,
  getCapabilities,
  getConnection,
  http,
  reconnect,
} from '@wagmi/core'
import { UserRejectedRequestError } from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { createDevnetInjectedProvider } from '../../../devnet/wallets/injected-wallet-provider.js'
import { createPortico } from '../../../src/instance/create-instance.js'
import { internalsOf } from '../../../src/instance/internal-handle.js'
import { defineCaipNetwork } from '../../../src/core/caip-network.js'
import { createMemoryStorage } from '../../../src/core/storage.js'
import { porticoConnector } from '../../../src/wagmi/portico-connector.js'
import { FakeWindow } from '../fake-window.js'

// Hardhat's first public dev key; nothing here reaches a chain or a service.
const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const UNREACHABLE = 'http://127.0.0.1:9'

// Where the atomic wallet says its batches go; its capabilities are read without a chain.
const BATCH_EXECUTOR = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** The devnet wallet; `batches`: without EIP-5792 (4200), or with it and atomic on chain 1. */
function devWallet(batches: 'none' | 'atomic' = 'atomic') {
  return createDevnetInjectedProvider({
    privateKey: DEV_KEY,
    chains: [{ chainId: 1, rpcUrl: UNREACHABLE, name: 'Ethereum', batchExecutor: BATCH_EXECUTOR }],
    eip5792: batches === 'atomic',
  })
}

/**
 * A page still loading: installed wallets announce themselves before its `load` event, which the
 * test fires with `loaded()`.
 */
function loadingPage() {
  const window = new FakeWindow()
  const document = {
    visibilityState: 'visible',
    readyState: 'loading',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }
  const loaded = (): void => {
    document.readyState = 'complete'
    window.dispatchEvent(new Event('load'))
  }
  return { window, document, loaded }
}

/** Portico and wagmi on it; the storage and the wallet outlive a page when passed in again. */
function setup(backend = createMemoryStorage(), wallet = devWallet(), page = loadingPage()) {
  const portico = createPortico({
    projectId: 'portico-devnet',
    networks: [
      defineCaipNetwork({
        id: 1,
        chainNamespace: 'eip155',
        name: 'Ethereum',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [UNREACHABLE] } },
      }),
    ],
    apiUrls: { blockchainApi: UNREACHABLE, projectApi: UNREACHABLE, analytics: UNREACHABLE },
    storage: { backend },
    window: page.window,
    document: page.document,
    warn: () => undefined,
  })
  /** The wallet announcing itself: Portico can connect it, or restore it when remembered. */
  const announce = (): void => {
    internalsOf(portico).connectors.addConnectors([
      {
        id: 'dev.portico.wallet',
        name: 'Portico Devnet Wallet',
        type: 'ANNOUNCED',
        chain: 'eip155',
        chains: internalsOf(portico).chain.networkState('eip155').requestedCaipNetworks,
        provider: wallet,
      },
    ])
  }
  const config = createConfig({
    chains: [mainnet],
    connectors: [porticoConnector(portico)],
    transports: { [mainnet.id]: http(UNREACHABLE) },
  })
  const [connector] = config.connectors
  return { portico, config, connector, wallet, announce, loaded: page.loaded }
}

/** A page where the visitor connected the wallet, then left: its storage and its wallet. */
async function connectedBeforeReload() {
  const backend = createMemoryStorage()
  const { portico, announce, wallet } = setup(backend)
  announce()
  await internalsOf(portico).connections.connect('eip155', {
    method: 'external',
    connectorId: 'dev.portico.wallet',
    silent: false,
  })
  await portico.destroy()
  return { backend, wallet }
}

describe('porticoConnector', () => {
  it.each([
    ["a wallet without EIP-5792 gets Portico's answer", 'none', 'unsupported'],
    ['an atomic wallet answers itself', 'atomic', 'supported'],
  ] as const)(
    "wagmi's batch actions go through Portico's provider, getProvider stays the wallet's own: %s",
    async (_, batches, atomic) => {
      const { portico, config, connector, announce, wallet } = setup(
        createMemoryStorage(),
        devWallet(batches),
      )
      announce()
      await internalsOf(portico).connections.connect('eip155', {
        method: 'external',
        connectorId: 'dev.portico.wallet',
        silent: false,
      })
      await expect.poll(() => getConnection(config).status).toBe('connected')
      expect(await connector.getProvider()).toBe(wallet)
      expect(await getCapabilities(config, { chainId: 1 })).toEqual({ atomic: { status: atomic } })
      await portico.destroy()
    },
  )

  it('connect() opens the modal and resolves with the checksummed account once the visitor connects', async () => {
    const { portico, connector, announce } = setup()
    announce()
    expect(await connector.isAuthorized()).toBe(false)
    const connecting = connector.connect()
    expect(internalsOf(portico).modal.store.getState().open).toBe(true)
    await internalsOf(portico).connections.connect('eip155', {
      method: 'external',
      connectorId: 'dev.portico.wallet',
      silent: false,
    })
    expect(await connecting).toEqual({ accounts: [DEV_ADDRESS], chainId: 1 })
    expect(await connector.getAccounts()).toEqual([DEV_ADDRESS])
    expect(await connector.getChainId()).toBe(1)
    expect(await connector.isAuthorized()).toBe(true)

    await connector.disconnect()
    expect(portico.getProvider('eip155')).toBeUndefined()
    await expect(connector.getProvider()).rejects.toThrow()
    await portico.destroy()
  })

  it('connect() rejects with UserRejectedRequestError when the modal closes unconnected', async () => {
    const { portico, connector, announce } = setup()
    announce()
    const connecting = connector.connect()
    portico.close()
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    await portico.destroy()
  })

  it('with nothing remembered, isAuthorized() answers at once, before the page has loaded', async () => {
    const { portico, connector } = setup()
    expect(await connector.isAuthorized()).toBe(false)
    await portico.destroy()
  })

  it("wagmi's reconnect waits for Portico to restore a remembered connection whose wallet announces itself late", async () => {
    const { backend, wallet } = await connectedBeforeReload()
    // After the reload the wallet announces itself only after wagmi has asked for the provider
    // (an email login's secure frame likewise answers seconds later), still before the load event.
    const { portico, config, connector, announce, loaded } = setup(backend, wallet)
    const reconnecting = reconnect(config)
    setTimeout(() => {
      announce()
      loaded()
    }, 100)
    expect(await reconnecting).toEqual([{ accounts: [DEV_ADDRESS], chainId: 1, connector }])
    expect(getConnection(config)).toMatchObject({ address: DEV_ADDRESS, status: 'connected' })
    expect(await connector.getAccounts()).toEqual([DEV_ADDRESS])
    await portico.destroy()
  })

  it('a remembered wallet that never announces itself is waited for until the page has loaded, not longer', async () => {
    const { backend } = await connectedBeforeReload()
    const { portico, config, connector, loaded } = setup(backend)
    let answered = false
    const authorized = connector.isAuthorized().finally(() => {
      answered = true
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(answered).toBe(false)
    loaded()
    expect(await authorized).toBe(false)
    await expect(connector.getProvider()).rejects.toThrow()
    expect(await reconnect(config)).toEqual([])
    expect(getConnection(config).status).toBe('disconnected')
    await portico.destroy()
  })
  it("a connection made in Portico alone (no wagmi connect) reaches wagmi's state with its account and chain, and its end disconnects wagmi", async () => {
    const { portico, config, connector, announce } = setup()
    announce()
    expect(getConnection(config).status).toBe('disconnected')
    await internalsOf(portico).connections.connect('eip155', {
      method: 'external',
      connectorId: 'dev.portico.wallet',
      silent: false,
    })
    await expect
      .poll(() => getConnection(config))
      .toMatchObject({ address: DEV_ADDRESS, chainId: 1, status: 'connected', connector })

    await internalsOf(portico).connections.disconnect('eip155')
    await expect.poll(() => getConnection(config).status).toBe('disconnected')
    expect(getConnection(config).address).toBeUndefined()
    await portico.destroy()
  })

  it('a Portico connection made before the wagmi config exists is in its state from the start', async () => {
    const first = setup()
    first.announce()
    await internalsOf(first.portico).connections.connect('eip155', {
      method: 'external',
      connectorId: 'dev.portico.wallet',
      silent: false,
    })
    const config = createConfig({
      chains: [mainnet],
      connectors: [porticoConnector(first.portico)],
      transports: { [mainnet.id]: http(UNREACHABLE) },
    })
    await expect
      .poll(() => getConnection(config))
      .toMatchObject({ address: DEV_ADDRESS, chainId: 1, status: 'connected' })
    await first.portico.destroy()
  })

  it("wagmi's own connect and disconnect keep working beside the bridge: connected once, and disconnected for good", async () => {
    const { portico, config, connector, announce } = setup()
    announce()
    const connecting = connect(config, { connector })
    await internalsOf(portico).connections.connect('eip155', {
      method: 'external',
      connectorId: 'dev.portico.wallet',
      silent: false,
    })
    expect(await connecting).toEqual({ accounts: [DEV_ADDRESS], chainId: 1 })
    expect(getConnection(config)).toMatchObject({ address: DEV_ADDRESS, status: 'connected' })

    await disconnect(config)
    expect(portico.getProvider('eip155')).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(getConnection(config).status).toBe('disconnected')
    await portico.destroy()
  })
})
