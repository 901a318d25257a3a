import { describe, expect, it } from 'vitest'
import { createAccount } from '../../../../src/controllers/account.js'
import { createChain } from '../../../../src/controllers/chain.js'
import {
  createMemoryStorage,
  createStorage,
  type StorageLike,
} from '../../../../src/core/storage.js'
import type { ChainNamespace } from '../../../../src/utils/caip.js'
import { syncAccountWithConnections } from '../../../../src/wiring/session/account-sync.js'
import { rememberedNamespace } from '../../../../src/wiring/session/remembered-namespace.js'
import { mainnet, solana } from '../../controllers/test-networks.js'
import { DEV_ADDRESS, oneWalletConnections } from '../one-wallet-connections.js'

const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

/** One page: the stores as createPortico wires them, on a backend that outlives the page. */
function page(backend: StorageLike) {
  const storage = createStorage({ backend })
  const chain = createChain({ allowUnsupportedChain: () => false })
  chain.initialize([mainnet, solana], mainnet)
  const connections = oneWalletConnections(mainnet)
  const stopSync = syncAccountWithConnections({
    connections,
    account: createAccount(),
    chain,
    balances: { fetchTokenBalances: () => Promise.resolve([]) },
  })
  const remembered = rememberedNamespace({
    chain,
    connections,
    activeNetwork: storage.activeNetwork,
  })
  /** A login's two accounts, its Solana one first and its eip155 one last, as restoring does. */
  const login = () => {
    connections.setConnections(
      'solana',
      [{ connectorId: 'auth', accounts: [{ address: SOLANA_ADDRESS }], caipNetwork: solana }],
      'auth',
    )
    connections.setConnections(
      'eip155',
      [{ connectorId: 'auth', accounts: [{ address: DEV_ADDRESS }], caipNetwork: mainnet }],
      'auth',
    )
  }
  const active = (): ChainNamespace | undefined => chain.store.getState().activeNamespace
  const stop = () => {
    remembered.stop()
    stopSync()
  }
  return { storage, chain, connections, remembered, login, active, stop }
}

describe('rememberedNamespace', () => {
  it('a reload while on Solana lands on Solana once the login is restored', () => {
    const backend = createMemoryStorage()
    const before = page(backend)
    before.login()
    expect(before.active()).toBe('eip155')
    before.chain.setActiveNetwork(solana)
    expect(before.storage.activeNetwork.get()).toBe(solana.caipNetworkId)
    before.stop()

    const after = page(backend)
    after.login()
    expect(after.active()).toBe('eip155')
    after.remembered.restore()
    expect(after.active()).toBe('solana')
    expect(after.storage.activeNetwork.get()).toBe(solana.caipNetworkId)
  })

  it('a reload while on eip155 stays there, and a namespace not connected is never made active', () => {
    const backend = createMemoryStorage()
    const before = page(backend)
    before.login()
    before.stop()

    const after = page(backend)
    after.login()
    after.remembered.restore()
    expect(after.active()).toBe('eip155')

    const stale = createStorage({ backend })
    stale.activeNetwork.set(solana.caipNetworkId)
    const alone = page(backend)
    alone.connections.setConnections('eip155', [
      { connectorId: 'wallet', accounts: [{ address: DEV_ADDRESS }], caipNetwork: mainnet },
    ])
    alone.remembered.restore()
    expect(alone.active()).toBe('eip155')
  })

  it('remembers only a network the visitor is connected on', () => {
    const backend = createMemoryStorage()
    const visitor = page(backend)
    visitor.chain.setActiveNetwork(solana)
    expect(visitor.storage.activeNetwork.get()).toBeUndefined()
    visitor.login()
    expect(visitor.storage.activeNetwork.get()).toBe(mainnet.caipNetworkId)
    visitor.stop()
    visitor.chain.setActiveNetwork(solana)
    expect(visitor.storage.activeNetwork.get()).toBe(mainnet.caipNetworkId)
  })
})
