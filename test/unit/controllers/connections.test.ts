import { createConnectionsStore } from '../../../src/controllers/connections-store.js'
import { describe, expect, it, vi } from 'vitest'
import { createInjectedWallet } from '../../../src/connectors/injected.js'
import {
  MULTI_WALLET_DISABLED_ALERT,
  createConnections,
  type ConnectionsDeps,
  type DisconnectEvent,
} from '../../../src/controllers/connections.js'
import type { ConnectedAccounts } from '../../../src/core/connect-request.js'
import type { Connection, Connector } from '../../../src/core/connector.js'
import { createMemoryStorage, createStorage } from '../../../src/core/storage.js'
import { createEmitter } from '../../../src/core/emitter.js'
import type {
  ConnectorEvent,
  ConnectorKind,
  WalletConnector,
} from '../../../src/connectors/wallet-connector.js'
import { createTestWallet, type TestWallet } from '../connectors/eip1193-test-wallet.js'

const SECOND = 1000
const MINUTE = 60 * SECOND
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const URI_1 = 'wc:1111@2?relay-protocol=irn&symKey=aa'
const URI_2 = 'wc:2222@2?relay-protocol=irn&symKey=bb'

/** Lets every settled promise run its callbacks (one macrotask turn, no wall-clock wait). */
const flushPromises = () =>
  new Promise<void>((resolve) => {
    setImmediate(resolve)
  })

const accountsOf = (address: string): ConnectedAccounts => ({ accounts: [{ address }] })

function connectorOf(id: string, type: Connector['type'], provider?: unknown): Connector {
  return { id, name: id, type, chain: 'eip155', chains: [], provider }
}

interface Setup {
  multiWallet?: boolean
  withAuth?: boolean
  adapters?: string[]
  wallet?: TestWallet
  stored?: Partial<Record<'eip155' | 'solana', Connection[]>>
}

function setup(options: Setup = {}) {
  const storage = createStorage({ backend: createMemoryStorage() })
  for (const [namespace, list] of Object.entries(options.stored ?? {})) {
    if (namespace === 'eip155' || namespace === 'solana') storage.connections.set(namespace, list)
  }
  const wallet = options.wallet ?? createTestWallet()
  const connectors = new Map<string, Connector>([
    ['io.metamask', connectorOf('io.metamask', 'ANNOUNCED', wallet.provider)],
    ['app.gone', connectorOf('app.gone', 'ANNOUNCED')],
    ['walletConnect', connectorOf('walletConnect', 'WALLET_CONNECT')],
  ])
  if (options.withAuth ?? true) connectors.set('auth', connectorOf('auth', 'AUTH'))
  const clock = { now: 1_000_000 }
  const pairings = [URI_1, URI_2]
  /** What each kind's connector is asked, by kind, as the real kinds route it. */
  const calls = {
    createPairing: vi.fn(() => Promise.resolve(pairings.shift() ?? 'wc:spent')),
    connectEmail: vi.fn(() => Promise.resolve(accountsOf(ALICE))),
    restoreSession: vi.fn<(socialProvider: string | undefined) => Promise<ConnectedAccounts>>(() =>
      Promise.resolve(accountsOf(ALICE)),
    ),
    connectSocial: vi.fn<(provider: string) => Promise<ConnectedAccounts>>(() =>
      Promise.resolve(accountsOf(ALICE)),
    ),
    connectWalletConnect: vi.fn<(pairingUri: string) => Promise<ConnectedAccounts>>(() =>
      Promise.resolve(accountsOf(BOB)),
    ),
    /** An external wallet is connected for real through its EIP-1193 provider. */
    connectExternal: vi.fn<
      (connectorId: string, options: { silent: boolean }) => Promise<ConnectedAccounts>
    >(async () => {
      const { accounts } = await createInjectedWallet(wallet.provider).connect()
      return { accounts }
    }),
    disconnect: vi.fn<(namespace: string, connectorId: string) => Promise<void>>(() =>
      Promise.resolve(),
    ),
  }
  const events = createEmitter<ConnectorEvent>()
  const walletConnectorOf = (connectorId: string): WalletConnector => ({
    getProvider: () => undefined,
    connect: (options) => {
      switch (options.method) {
        case 'email':
          return calls.connectEmail()
        case 'social':
          return calls.connectSocial(options.provider)
        case 'session':
          return calls.restoreSession(options.socialProvider)
        case 'walletConnect':
          return calls.connectWalletConnect(options.pairingUri)
        case 'external':
          return calls.connectExternal(options.connectorId, { silent: options.silent === true })
      }
    },
    disconnect: (namespace) => calls.disconnect(namespace, connectorId),
    switchNetwork: () => Promise.resolve(),
    ...(connectorId === 'walletConnect' && { pair: calls.createPairing }),
  })
  const kind: ConnectorKind = { connectorOf: walletConnectorOf, on: events.on, stop: events.clear }
  const deps = {
    storage,
    now: () => clock.now,
    getConnector: (id: string) => connectors.get(id),
    hasAdapter: (namespace: string) =>
      (options.adapters ?? ['eip155', 'solana']).includes(namespace),
    isMultiWalletEnabled: () => options.multiWallet ?? false,
    offeredSocials: () => ['google', 'x', 'farcaster'],
    connectors: kind,
    findNetwork: () => undefined,
    warn: () => undefined,
    openView: vi.fn(),
    showAlert: vi.fn(),
    onConnectSettled: vi.fn<NonNullable<ConnectionsDeps['onConnectSettled']>>(),
    state: createConnectionsStore(storage.connections),
  } satisfies ConnectionsDeps
  const connections = createConnections(deps)
  const deleteSession = () => {
    events.emit({ type: 'disconnected', connectorId: 'walletConnect' })
  }
  return { connections, deps: { ...deps, ...calls }, storage, clock, wallet, deleteSession, events }
}

const metaMaskConnection = (address: string): Connection => ({
  connectorId: 'io.metamask',
  accounts: [{ address }],
})

describe('connection status', () => {
  it('[STATE-01] goes disconnected, connecting, connected, and back on a failed attempt', async () => {
    const { connections, deps } = setup()
    expect(connections.statusOf('eip155')).toBe('disconnected')
    let finish: (accounts: ConnectedAccounts) => void = () => undefined
    deps.connectEmail.mockReturnValueOnce(
      new Promise((resolve) => {
        finish = resolve
      }),
    )
    const pending = connections.connect('eip155', { method: 'email' })
    expect(connections.statusOf('eip155')).toBe('connecting')
    finish(accountsOf(ALICE))
    await pending
    expect(connections.statusOf('eip155')).toBe('connected')

    deps.connectEmail.mockRejectedValueOnce(new Error('frame gone'))
    await expect(connections.connect('eip155', { method: 'email' })).rejects.toThrow(
      'Failed to connect',
    )
    expect(connections.statusOf('eip155')).toBe('connected')
    const fresh = setup()
    fresh.deps.connectEmail.mockRejectedValueOnce(new Error('frame gone'))
    await expect(fresh.connections.connect('eip155', { method: 'email' })).rejects.toThrow(
      'Failed to connect',
    )
    expect(fresh.connections.statusOf('eip155')).toBe('disconnected')
  })

  it('a restore held back (deferRequests) shows connecting, then what the restore made of it', async () => {
    const { connections, deps } = setup()
    connections.markRestoring('eip155')
    expect(connections.statusOf('eip155')).toBe('connecting')
    deps.restoreSession.mockRejectedValueOnce(new Error('frame gone'))
    await expect(connections.connect('eip155', { method: 'session' })).rejects.toThrow(
      'Failed to connect',
    )
    expect(connections.statusOf('eip155')).toBe('disconnected')
    connections.markRestoring('eip155')
    await connections.connect('eip155', { method: 'session' })
    expect(connections.statusOf('eip155')).toBe('connected')
    connections.markRestoring('eip155')
    expect(connections.statusOf('eip155')).toBe('connected')
  })

  it("tells each connect outcome, the app's own calls included, with the error a failure threw", async () => {
    const { connections, deps } = setup()
    await connections.connect('eip155', { method: 'email' })
    expect(deps.onConnectSettled).toHaveBeenLastCalledWith({ method: 'email' })
    deps.connectSocial.mockRejectedValueOnce(new Error('popup closed'))
    const failed = connections.connect('eip155', { method: 'social', provider: 'google' })
    await expect(failed).rejects.toThrow('Failed to connect')
    const thrown: unknown = await failed.catch((error: unknown) => error)
    expect(deps.onConnectSettled).toHaveBeenLastCalledWith(
      { method: 'social', provider: 'google' },
      { error: thrown },
    )
    expect(deps.onConnectSettled).toHaveBeenCalledTimes(2)
  })

  it('[ENT-07] keeps connections per namespace, in state and in storage', async () => {
    const { connections, storage } = setup({ multiWallet: true })
    await connections.connect('eip155', { method: 'external', connectorId: 'io.metamask' })
    const [connection] = connections.getConnections('eip155')
    expect(connection?.connectorId).toBe('io.metamask')
    expect(storage.connections.get('eip155')).toEqual([connection])
    expect(storage.connections.get('solana')).toBeUndefined()
    expect(connections.getConnections('solana')).toEqual([])
    expect(connections.getStoredConnections('solana')).toEqual([])
  })

  it('starts from the connections storage remembers, none of them live', () => {
    const remembered = metaMaskConnection(ALICE)
    const { connections } = setup({ stored: { eip155: [remembered] } })
    expect(connections.getStoredConnections('eip155')).toEqual([remembered])
    expect(connections.getConnections('eip155')).toEqual([])
    expect(connections.connectorStatusOf('eip155', 'io.metamask')).toBe('disconnected')
  })
})

describe('switching to a disconnected connection', () => {
  it('[STATE-06] [STATE-10] an email connection reconnects by email, then ProfileWallets shows', async () => {
    const { connections, deps } = setup({
      stored: { eip155: [{ connectorId: 'auth', accounts: [] }] },
    })
    await connections.switchConnection('eip155', { connectorId: 'auth', accounts: [] })
    expect(deps.connectEmail).toHaveBeenCalledTimes(1)
    expect(deps.connectSocial).not.toHaveBeenCalled()
    expect(connections.activeConnectorId('eip155')).toBe('auth')
    expect(connections.getConnections('eip155')).toEqual([
      { connectorId: 'auth', accounts: [{ address: ALICE }] },
    ])
    expect(deps.openView).toHaveBeenCalledWith('ProfileWallets')
  })

  it('[STATE-07] a social connection reconnects by its provider in a popup', async () => {
    const { connections, deps, storage } = setup()
    storage.connectedSocialProvider.set('google')
    await connections.switchConnection('eip155', { connectorId: 'auth', accounts: [] })
    expect(deps.connectSocial).toHaveBeenCalledWith('google')
    expect(deps.connectEmail).not.toHaveBeenCalled()
    expect(connections.activeConnectorId('eip155')).toBe('auth')
    expect(deps.openView).toHaveBeenCalledWith('ProfileWallets')
  })

  it('remembers the social provider of a social login and forgets it on an email login', async () => {
    const { connections, storage } = setup()
    await connections.connect('eip155', { method: 'social', provider: 'x' })
    expect(storage.connectedSocialProvider.get()).toBe('x')
    await connections.connect('eip155', { method: 'email' })
    expect(storage.connectedSocialProvider.get()).toBeUndefined()
  })

  it('[STATE-08] a WalletConnect connection reconnects through a pairing', async () => {
    const { connections, deps } = setup()
    await connections.switchConnection('eip155', { connectorId: 'walletConnect', accounts: [] })
    expect(deps.createPairing).toHaveBeenCalledTimes(1)
    expect(deps.connectWalletConnect).toHaveBeenCalledWith(URI_1)
    expect(connections.getConnections('eip155')[0]?.accounts).toEqual([{ address: BOB }])
    expect(deps.openView).toHaveBeenCalledWith('ProfileWallets')
  })

  it('[STATE-09] an external wallet connection reconnects through that wallet', async () => {
    const { connections, deps, wallet } = setup()
    await connections.switchConnection('eip155', metaMaskConnection(wallet.account.address))
    expect(deps.connectExternal).toHaveBeenCalledWith('io.metamask', { silent: false })
    expect(wallet.requests).toContain('eth_requestAccounts')
    expect(connections.getConnections('eip155')).toEqual([
      metaMaskConnection(wallet.account.address),
    ])
    expect(connections.connectorStatusOf('eip155', 'io.metamask')).toBe('connected')
    expect(deps.openView).toHaveBeenCalledWith('ProfileWallets')
  })

  it('[STATE-10] an active connection is only made active; a connected one is left alone', async () => {
    const { connections, deps } = setup({ multiWallet: true })
    await connections.connect('eip155', { method: 'email' })
    await connections.connect('eip155', { method: 'walletConnect' })
    expect(connections.connectorStatusOf('eip155', 'auth')).toBe('active')
    await connections.switchConnection('eip155', { connectorId: 'auth', accounts: [] })
    expect(connections.activeConnectorId('eip155')).toBe('auth')
    await connections.switchConnection('eip155', { connectorId: 'auth', accounts: [] })
    expect(deps.connectEmail).toHaveBeenCalledTimes(1)
    expect(deps.openView).not.toHaveBeenCalled()
  })

  it('[ERR-47] adding another wallet while multi-wallet is off alerts and connects nothing', async () => {
    const { connections, deps } = setup({ multiWallet: false })
    await connections.connect('eip155', { method: 'email' })
    await connections.switchConnection('eip155', { connectorId: 'walletConnect', accounts: [] })
    expect(deps.showAlert).toHaveBeenCalledWith(MULTI_WALLET_DISABLED_ALERT)
    expect(deps.connectWalletConnect).not.toHaveBeenCalled()
    expect(deps.openView).not.toHaveBeenCalled()
    expect(connections.getConnections('eip155').map((c) => c.connectorId)).toEqual(['auth'])
    // Reconnecting the same wallet, or a wallet in another namespace, adds nothing.
    await connections.connect('eip155', { method: 'email' })
    await connections.connect('solana', { method: 'walletConnect' })
    expect(deps.showAlert).toHaveBeenCalledTimes(1)
  })
})

describe('WalletConnect pairing', () => {
  it("a pairing an earlier page left pending (the connector's pairingResumed) is the page's pairing again, and connecting waits for its wallet", async () => {
    const { connections, deps, events, clock } = setup()
    const pairing = { uri: URI_2, expiry: clock.now + 60_000 }
    events.emit({
      type: 'pairingResumed',
      connectorId: 'walletConnect',
      namespace: 'eip155',
      pairing,
    })
    expect(connections.store.getState().pairing).toEqual(pairing)
    await vi.waitFor(() => {
      expect(connections.statusOf('eip155')).toBe('connected')
    })
    // The resumed pairing's own URI, not a new one.
    expect(deps.connectWalletConnect).toHaveBeenCalledWith(URI_2)
    expect(deps.createPairing).not.toHaveBeenCalled()
  })

  it('[STATE-11] [CONST-01] [VAL-33] a pairing is reused until 10 s are left, then replaced', async () => {
    const { connections, deps, clock } = setup()
    const createdAt = clock.now
    expect(await connections.pairingUri()).toBe(URI_1)
    clock.now = createdAt + 3 * MINUTE + 50 * SECOND - 1
    expect(await connections.pairingUri()).toBe(URI_1)
    expect(deps.createPairing).toHaveBeenCalledTimes(1)

    clock.now = createdAt + 3 * MINUTE + 50 * SECOND
    await connections.connect('eip155', { method: 'walletConnect' })
    expect(deps.createPairing).toHaveBeenCalledTimes(2)
    expect(deps.connectWalletConnect).toHaveBeenCalledWith(URI_2)
  })

  it('a pairing is spent once a wallet approved a session over it', async () => {
    const { connections } = setup()
    await connections.pairingUri()
    await connections.connect('eip155', { method: 'walletConnect' })
    expect(connections.store.getState().pairing).toBeUndefined()
  })

  it('[STATE-12] a session delete emits a disconnect and drops the live connection', async () => {
    const { connections, deleteSession, storage } = setup()
    await connections.connect('eip155', { method: 'walletConnect' })
    const events: DisconnectEvent[] = []
    connections.onDisconnect((event) => events.push(event))
    deleteSession()
    expect(events).toEqual([
      { namespace: 'eip155', connectorId: 'walletConnect', reason: 'sessionDelete' },
    ])
    expect(connections.getConnections('eip155')).toEqual([])
    expect(connections.statusOf('eip155')).toBe('disconnected')
    expect(connections.activeConnectorId('eip155')).toBeUndefined()
    // Remembered, so ProfileWallets can offer to reconnect it.
    expect(storage.connections.get('eip155')?.[0]?.connectorId).toBe('walletConnect')
  })

  it("stops hearing its connectors' events once destroyed", () => {
    const { connections, events } = setup()
    expect(events.size()).toBe(1)
    connections.destroy()
    expect(events.size()).toBe(0)
  })
})

describe('connection errors', () => {
  it('[ERR-67] closing the modal while a connection waits rejects it with Modal closed', async () => {
    const { connections, deps } = setup()
    let approve: (accounts: ConnectedAccounts) => void = () => undefined
    deps.connectWalletConnect.mockReturnValueOnce(
      new Promise((resolve) => {
        approve = resolve
      }),
    )
    const pending = connections.connect('eip155', { method: 'walletConnect' })
    await flushPromises()
    expect(connections.statusOf('eip155')).toBe('connecting')
    connections.modalClosed()
    await expect(pending).rejects.toThrow('Modal closed')
    approve(accountsOf(BOB))
    await flushPromises()
    expect(deps.connectWalletConnect).toHaveBeenCalledWith(URI_1)
    expect(connections.getConnections('eip155')).toEqual([])
    expect(connections.statusOf('eip155')).toBe('disconnected')
  })

  it('[ERR-68] a wallet that refuses the connection: Connection rejected', async () => {
    const { connections } = setup({ wallet: createTestWallet({ rejectRequests: true }) })
    await expect(
      connections.connect('eip155', { method: 'external', connectorId: 'io.metamask' }),
    ).rejects.toThrow('Connection rejected')
  })

  it('[ERR-70] a connection attempt that fails: Failed to connect', async () => {
    const { connections, deps } = setup()
    const cause = new Error('frame unreachable')
    deps.connectEmail.mockRejectedValueOnce(cause)
    await expect(connections.connect('eip155', { method: 'email' })).rejects.toMatchObject({
      message: 'Failed to connect',
      cause,
    })
  })

  it('[ERR-71] a social login that cannot start: Failed to initiate social connection', async () => {
    const { connections, deps } = setup()
    await expect(
      connections.connect('eip155', { method: 'social', provider: 'facebook' }),
    ).rejects.toThrow('Failed to initiate social connection')
    expect(deps.connectSocial).not.toHaveBeenCalled()
  })

  it('[ERR-72] a Farcaster login that fails: Failed to connect to farcaster', async () => {
    const { connections, deps } = setup()
    deps.connectSocial.mockRejectedValueOnce(new Error('relay timeout'))
    await expect(
      connections.connect('eip155', { method: 'social', provider: 'farcaster' }),
    ).rejects.toThrow('Failed to connect to farcaster')
  })

  it('[ERR-73] an email login without an auth connector: No auth connector found', async () => {
    const { connections, deps } = setup({ withAuth: false })
    await expect(connections.connect('eip155', { method: 'email' })).rejects.toThrow(
      'No auth connector found',
    )
    expect(() => connections.requireAuthConnection('eip155')).toThrow('No auth connector found')
    expect(deps.connectEmail).not.toHaveBeenCalled()
  })

  it('[ERR-74] an email-only action without an email or social login: Not connected to email or social', async () => {
    const { connections } = setup()
    expect(() => connections.requireAuthConnection('eip155')).toThrow(
      'Not connected to email or social',
    )
    await connections.connect('eip155', { method: 'external', connectorId: 'io.metamask' })
    expect(() => connections.requireAuthConnection('eip155')).toThrow(
      'Not connected to email or social',
    )
    await connections.disconnect('eip155')
    await connections.connect('eip155', { method: 'email' })
    expect(connections.requireAuthConnection('eip155').connectorId).toBe('auth')
  })

  it('[ERR-75] a disconnect that fails: Failed to disconnect, and the connection stays', async () => {
    const { connections, deps } = setup()
    await connections.connect('eip155', { method: 'email' })
    deps.disconnect.mockRejectedValueOnce(new Error('frame timeout'))
    await expect(connections.disconnect('eip155')).rejects.toThrow('Failed to disconnect')
    expect(connections.activeConnectorId('eip155')).toBe('auth')
  })

  it('[ERR-76] an external wallet whose provider is gone: Provider not found', async () => {
    const { connections, deps } = setup()
    for (const connectorId of ['app.gone', 'app.unknown']) {
      await expect(
        connections.connect('eip155', { method: 'external', connectorId }),
      ).rejects.toThrow('Provider not found')
    }
    expect(deps.connectExternal).not.toHaveBeenCalled()
  })

  it('[ERR-77] a namespace without an adapter: Adapter not found', async () => {
    const { connections } = setup({ adapters: ['eip155'] })
    await expect(connections.connect('solana', { method: 'walletConnect' })).rejects.toThrow(
      'Adapter not found',
    )
  })
})

describe('disconnecting', () => {
  it('ends and forgets the active connection and emits a disconnect', async () => {
    const { connections, deps, storage } = setup()
    await connections.connect('eip155', { method: 'social', provider: 'google' })
    const events: DisconnectEvent[] = []
    connections.onDisconnect((event) => events.push(event))
    await connections.disconnect('eip155')
    expect(deps.disconnect).toHaveBeenCalledWith('eip155', 'auth')
    expect(events).toEqual([{ namespace: 'eip155', connectorId: 'auth', reason: 'disconnect' }])
    expect(connections.getConnections('eip155')).toEqual([])
    expect(storage.connections.get('eip155')).toBeUndefined()
    expect(storage.connectedSocialProvider.get()).toBeUndefined()
  })

  it('makes the next live connection active when the active one ends', async () => {
    const { connections } = setup({ multiWallet: true })
    await connections.connect('eip155', { method: 'email' })
    await connections.connect('eip155', { method: 'walletConnect' })
    await connections.disconnect('eip155', 'walletConnect')
    expect(connections.activeConnectorId('eip155')).toBe('auth')
    expect(connections.statusOf('eip155')).toBe('connected')
  })
})
