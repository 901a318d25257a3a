import { describe, expect, it } from 'vitest'
import { followConnectionProvider } from '../../../src/connectors/connection-provider-follow.js'
import type { ConnectionProviderState } from '../../../src/connectors/connection-provider.js'
import type { Eip1193Provider, Eip1193RequestArguments } from '../../../src/connectors/injected.js'
import { createProviderShelf } from '../../../src/connectors/provider-shelf.js'
import { activeWalletProvider } from '../../../src/controllers/active-wallet-provider.js'
import { activeWalletBalances } from '../../../src/controllers/wallet-assets.js'
import { createStore } from '../../../src/core/store.js'
import { parseCaipAddress } from '../../../src/utils/caip.js'

const CONNECTOR_ID = 'walletConnect'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT = parseCaipAddress(`eip155:1:${ADDRESS}`)
const SHORT_WAIT_MS = 50

/**
 * A connection as WalletConnect's and the embedded wallet's are made: it enters a store whose
 * earlier listener (the account's sync, which starts the balance fetch) hears it before the later
 * one that supplies the provider Portico makes over it (followConnectionProvider).
 */
function connectionWithFollowedProvider() {
  const store = createStore<{ connection: ConnectionProviderState | undefined }>({
    connection: undefined,
  })
  const shelfListeners = new Set<() => void>()
  const shelf = createProviderShelf(() => {
    for (const listener of shelfListeners) listener()
  })
  const forwarded: Eip1193RequestArguments[] = []
  const wallet = {
    activeConnector: () =>
      store.getState().connection && {
        getProvider: <N extends 'eip155' | 'solana'>(namespace: N) =>
          shelf.get(namespace, CONNECTOR_ID),
      },
    watch: (listener: () => void) => {
      shelfListeners.add(listener)
      const stop = store.subscribe(listener)
      return () => {
        shelfListeners.delete(listener)
        stop()
      }
    },
    listeners: () => shelfListeners.size,
  }
  const startFollowing = () =>
    followConnectionProvider({
      connectorId: CONNECTOR_ID,
      connection: {
        state: () => store.getState().connection,
        watch: (listener) => store.subscribe(listener),
        switchChain: () => Promise.resolve(),
      },
      provider: shelf.source('eip155'),
      forward: (args) => {
        forwarded.push(args)
        return args.method === 'wallet_getCapabilities'
          ? Promise.resolve({ '0x1': { assetDiscovery: { supported: true } } })
          : Promise.resolve({
              '0x1': [
                {
                  address: 'native',
                  balance: '0xde0b6b3a7640000',
                  type: 'NATIVE',
                  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
                },
              ],
            })
      },
    })
  const connect = () => {
    store.setState({ connection: { accounts: [ADDRESS], chainId: 1 } })
  }
  const disconnect = () => {
    store.setState({ connection: undefined })
  }
  return { store, shelf, wallet, startFollowing, connect, disconnect, forwarded }
}

describe("the active connection's provider for its balances", () => {
  it('[CALL-53] a provider supplied after the connection, by a later listener of the same change, is waited for and asked', async () => {
    const made = connectionWithFollowedProvider()
    let fetched: ReturnType<typeof activeWalletBalances> | undefined
    made.store.subscribe(({ connection }) => {
      if (connection && !fetched)
        fetched = activeWalletBalances(made.wallet, ACCOUNT, SHORT_WAIT_MS)
    })
    made.startFollowing()
    made.connect()
    // The fetch started before the provider was there.
    expect(fetched).toBeDefined()
    const answer = await fetched
    expect(made.forwarded.map(({ method }) => method)).toEqual([
      'wallet_getCapabilities',
      'wallet_getAssets',
    ])
    expect(answer?.balances.map(({ symbol }) => symbol)).toEqual(['ETH'])
    expect(made.wallet.listeners()).toBe(0)
  })

  it('a provider there already (an injected wallet) is answered at once, nothing watched', async () => {
    const made = connectionWithFollowedProvider()
    const provider: Eip1193Provider = { request: () => Promise.resolve(null) }
    made.shelf.source('eip155').supply(CONNECTOR_ID, provider)
    made.connect()
    expect(await activeWalletProvider(made.wallet, SHORT_WAIT_MS)).toBe(provider)
    expect(made.wallet.listeners()).toBe(0)
  })

  it('without a connection there is no provider, without any wait', async () => {
    const made = connectionWithFollowedProvider()
    const started = performance.now()
    expect(await activeWalletProvider(made.wallet, 10_000)).toBeUndefined()
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('a connection that ends before its provider comes leaves the balances to the API at once', async () => {
    const made = connectionWithFollowedProvider()
    made.connect()
    const waiting = activeWalletProvider(made.wallet, 10_000)
    made.disconnect()
    expect(await waiting).toBeUndefined()
    expect(made.wallet.listeners()).toBe(0)
  })

  it("a solana account's balances do not wait for the eip155 wallet's provider", async () => {
    const made = connectionWithFollowedProvider()
    made.connect()
    const solana = parseCaipAddress(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    )
    const started = performance.now()
    expect(await activeWalletBalances(made.wallet, solana, 10_000)).toBeUndefined()
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('a connector that never supplies a provider is waited for only within the bound', async () => {
    const made = connectionWithFollowedProvider()
    made.connect()
    const started = performance.now()
    expect(await activeWalletProvider(made.wallet, SHORT_WAIT_MS)).toBeUndefined()
    expect(performance.now() - started).toBeGreaterThanOrEqual(SHORT_WAIT_MS - 5)
    expect(made.wallet.listeners()).toBe(0)
  })
})
