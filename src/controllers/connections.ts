import type { ConnectionStatus } from '../core/connection-status.js'
import type { View } from '../core/constants.js'
import {
  CONNECTOR_IDS,
  connectorStatus,
  type Connection,
  type Connector,
  type ConnectorStatus,
} from '../core/connector.js'
import {
  connectBlocker,
  connectFailure,
  connectorIdOf,
  reconnectRequest,
  type ConnectedAccounts,
  type ConnectRequest,
} from '../core/connect-request.js'
import { CONNECTION_ERRORS, ConnectionError } from '../core/connection-errors.js'
import type { NamespacedAccessor, ValueAccessor } from '../core/storage.js'
import { createPendingWaits } from '../core/pending-waits.js'
import { isPairingExpired, newPairing, type Pairing } from '../core/walletconnect-pairing.js'
import type { ConnectionsStore } from './connections-store.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../utils/caip.js'
import type {
  ConnectorEvent,
  ConnectorKind,
  WalletConnector,
} from '../connectors/wallet-connector.js'
import type { CaipNetwork } from '../core/caip-network.js'
import { unknownNetwork } from '../core/unknown-network.js'

export type { ConnectionsState, DisconnectEvent } from './connections-store.js'

/** ERR-47: the spec does not give the alert's text. */
export const MULTI_WALLET_DISABLED_ALERT =
  'Multi-wallet is not enabled: disconnect the connected wallet to use another one'

export interface ConnectionsDeps {
  /** The storage families this controller keeps (spec §7). */
  storage: {
    connections: NamespacedAccessor<Connection[]>
    connectedSocialProvider: ValueAccessor<string>
  }
  now?: () => number
  /** The state, made before the connector kinds that write to it. */
  state: ConnectionsStore
  getConnector: (connectorId: string) => Connector | undefined
  hasAdapter: (namespace: ChainNamespace) => boolean
  isMultiWalletEnabled: () => boolean
  /** The socials offered on this platform (features filtered by filterSocials). */
  offeredSocials: () => readonly string[]
  /** Every connection kind behind one interface: the connector of an id, and their events. */
  connectors: Pick<ConnectorKind, 'connectorOf' | 'on'>
  /** The app's network of a chain a wallet moved to; undefined for one it did not configure. */
  findNetwork: (caipNetworkId: string) => CaipNetwork | undefined
  warn: (message: string, error: unknown) => void
  openView: (view: View) => void
  showAlert: (message: string) => void
  /** Hears each connect's outcome (the analytics funnel); `failure` is absent for a success. */
  onConnectSettled?: (request: ConnectRequest, failure?: { error: unknown }) => void
}

function without(list: readonly Connection[], connectorId: string): Connection[] {
  return list.filter((kept) => kept.connectorId !== connectorId)
}

function upsert(list: readonly Connection[], connection: Connection): Connection[] {
  return [...without(list, connection.connectorId), connection]
}

export function createConnections(deps: ConnectionsDeps) {
  const { storage } = deps
  const now = deps.now ?? (() => Date.now())
  const { state } = deps
  const { store, statusOf, getConnections, getStoredConnections, activeConnectorId } = state
  const { setConnections, disconnects } = state
  const pending = createPendingWaits()
  const connectorOf = (connectorId: string): WalletConnector => {
    const connector = deps.connectors.connectorOf(connectorId)
    if (!connector) throw new ConnectionError(CONNECTION_ERRORS.providerNotFound)
    return connector
  }

  const connectorStatusOf = (namespace: ChainNamespace, connectorId: string): ConnectorStatus =>
    connectorStatus({
      connectorId,
      activeConnectorId: activeConnectorId(namespace),
      connections: getConnections(namespace),
    })

  const setStatus = (namespace: ChainNamespace, status: ConnectionStatus): void => {
    store.setState((draft) => {
      draft.status[namespace] = status
    })
  }

  const liveStatus = (namespace: ChainNamespace): ConnectionStatus =>
    getConnections(namespace).length > 0 ? 'connected' : 'disconnected'

  /**
   * A remembered connection held back before it is made again (`deferRequests`): the namespace
   * shows as connecting, with no address, until the restore runs.
   */
  const markRestoring = (namespace: ChainNamespace): void => {
    if (statusOf(namespace) === 'disconnected') setStatus(namespace, 'connecting')
  }

  const setStored = (namespace: ChainNamespace, connections: Connection[]): void => {
    if (connections.length === 0) storage.connections.remove(namespace)
    else storage.connections.set(namespace, connections)
    store.setState((draft) => {
      draft.storedConnections[namespace] = connections
    })
  }

  const setPairing = (pairing: Pairing | undefined): void => {
    store.setState({ pairing })
  }

  /** The URI to show; an expired pairing is replaced by a fresh one (STATE-11, CONST-01). */
  const pairingUri = async (): Promise<string> => {
    const { pairing } = store.getState()
    if (pairing && !isPairingExpired(pairing.expiry, now())) return pairing.uri
    setPairing(undefined)
    const { pair } = connectorOf(CONNECTOR_IDS.walletConnect)
    if (!pair) throw new ConnectionError(CONNECTION_ERRORS.providerNotFound)
    const uri = await pair()
    setPairing(newPairing(uri, now()))
    return uri
  }

  /** A pairing carries one session proposal, so it is dropped once a wallet has approved it. */
  const connectWithPairing = async (connector: WalletConnector): Promise<ConnectedAccounts> => {
    const accounts = await connector.connect({
      method: 'walletConnect',
      pairingUri: await pairingUri(),
    })
    setPairing(undefined)
    return accounts
  }

  const run = (request: ConnectRequest, connectorId: string): Promise<ConnectedAccounts> => {
    const connector = connectorOf(connectorId)
    if (request.method === 'walletConnect') return connectWithPairing(connector)
    return connector.connect(
      request.method === 'session'
        ? { method: 'session', socialProvider: storage.connectedSocialProvider.get() }
        : request,
    )
  }

  /** ERR-67: closing the modal abandons the wait; a late answer from the wallet is ignored. */
  const modalClosed = (): void => {
    pending.abandonAll(new ConnectionError(CONNECTION_ERRORS.modalClosed))
  }

  const remember = (namespace: ChainNamespace, connection: Connection, request: ConnectRequest) => {
    setConnections(namespace, upsert(getConnections(namespace), connection), connection.connectorId)
    setStored(namespace, upsert(getStoredConnections(namespace), connection))
    if (request.method === 'social') storage.connectedSocialProvider.set(request.provider)
    if (request.method === 'email') storage.connectedSocialProvider.remove()
  }

  const addsAnotherWallet = (namespace: ChainNamespace, connectorId: string): boolean =>
    getConnections(namespace).some((connection) => connection.connectorId !== connectorId)

  /**
   * Connects and makes the connection the namespace's active one. Resolves undefined, after an
   * alert, when it would add a second wallet while multi-wallet is off (ERR-47).
   */
  const connect = async (
    namespace: ChainNamespace,
    request: ConnectRequest,
  ): Promise<Connection | undefined> => {
    const connectorId = connectorIdOf(request)
    if (!deps.hasAdapter(namespace)) throw new ConnectionError(CONNECTION_ERRORS.adapterNotFound)
    if (addsAnotherWallet(namespace, connectorId) && !deps.isMultiWalletEnabled()) {
      deps.showAlert(MULTI_WALLET_DISABLED_ALERT)
      return undefined
    }
    const blocker = connectBlocker(request, {
      hasAuthConnector: deps.getConnector(CONNECTOR_IDS.auth) !== undefined,
      offeredSocials: deps.offeredSocials(),
      hasProvider: (id) => deps.getConnector(id)?.provider !== undefined,
    })
    if (blocker) throw new ConnectionError(blocker)
    const previous = statusOf(namespace)
    setStatus(namespace, 'connecting')
    try {
      const connection = { ...(await pending.wrap(run(request, connectorId))), connectorId }
      remember(namespace, connection, request)
      deps.onConnectSettled?.(request)
      return connection
    } catch (error) {
      // A restore held as connecting (`markRestoring`) falls back to what is live.
      setStatus(namespace, previous === 'connecting' ? liveStatus(namespace) : previous)
      const failure = connectFailure(request, error)
      deps.onConnectSettled?.(request, { error: failure })
      throw failure
    }
  }

  /** STATE-06..10: a disconnected connection is reconnected by its method, then listed. */
  const switchConnection = async (
    namespace: ChainNamespace,
    connection: Connection,
  ): Promise<void> => {
    const status = connectorStatusOf(namespace, connection.connectorId)
    if (status === 'connected') return
    if (status === 'active') {
      setActiveConnector(namespace, connection.connectorId)
      return
    }
    const reconnected = await connect(
      namespace,
      reconnectRequest(connection, storage.connectedSocialProvider.get()),
    )
    if (reconnected) deps.openView('ProfileWallets')
  }

  /** Reads the remembered connections again (another tab changed them). */
  const reloadStored = (): void => {
    store.setState({ storedConnections: storage.connections.getAll() })
  }

  /** Makes another live connection the active one (the user switched wallets). */
  const setActiveConnector = (namespace: ChainNamespace, connectorId: string): void => {
    setConnections(namespace, getConnections(namespace), connectorId)
  }

  /** Ends a connection (the active one by default) and forgets it; ERR-75 when that fails. */
  const disconnect = async (
    namespace: ChainNamespace,
    connectorId = activeConnectorId(namespace),
  ) => {
    if (connectorId === undefined) return
    try {
      await deps.connectors.connectorOf(connectorId)?.disconnect(namespace)
    } catch (cause) {
      throw new ConnectionError(CONNECTION_ERRORS.disconnectFailed, cause)
    }
    setConnections(namespace, without(getConnections(namespace), connectorId))
    setStored(namespace, without(getStoredConnections(namespace), connectorId))
    if (connectorId === CONNECTOR_IDS.auth) storage.connectedSocialProvider.remove()
    disconnects.emit({ namespace, connectorId, reason: 'disconnect' })
  }

  /**
   * STATE-12: the wallet ended the connection (a WalletConnect session). It stays remembered, so
   * the user can reconnect it from ProfileWallets; the pairing that led to it is spent.
   */
  const endedByWallet = (connectorId: string): void => {
    if (connectorId === CONNECTOR_IDS.walletConnect) setPairing(undefined)
    for (const namespace of CHAIN_NAMESPACES) {
      if (connectorStatusOf(namespace, connectorId) === 'disconnected') continue
      setConnections(namespace, without(getConnections(namespace), connectorId))
      disconnects.emit({ namespace, connectorId, reason: 'sessionDelete' })
    }
  }

  /**
   * What a wallet says on its own (the user switched account or chain in it) updates its live
   * connection, which the account follows; no account left ends the connection (NAV-19: a chain
   * the app did not configure is an unknown network, which opens UnsupportedChain).
   */
  /** A connection its wallet or login ended is disconnected and forgotten. */
  const end = (namespace: ChainNamespace, connectorId: string): void => {
    disconnect(namespace, connectorId).catch((error: unknown) => {
      deps.warn('Ending a connection its wallet ended failed', error)
    })
  }
  const followConnector = (event: ConnectorEvent): void => {
    if (event.type === 'disconnected') {
      endedByWallet(event.connectorId)
      return
    }
    if (event.type === 'signedOut') {
      end(event.namespace, event.connectorId)
      return
    }
    if (event.type === 'pairingResumed') {
      setPairing(event.pairing)
      connect(event.namespace, { method: 'walletConnect' }).catch((error: unknown) => {
        deps.warn('The pairing left pending before the reload was not answered', error)
      })
      return
    }
    // A connector's provider is the app's business (portico.getProvider), not the connection's.
    if (event.type === 'providerChanged') return
    const { namespace, connectorId } = event
    const live = getConnections(namespace)
    const connection = live.find((kept) => kept.connectorId === connectorId)
    if (!connection) return
    if (event.type === 'accountsChanged' && event.accounts.length === 0) {
      end(namespace, connectorId)
      return
    }
    const changed =
      event.type === 'accountsChanged'
        ? { ...connection, accounts: event.accounts }
        : {
            ...connection,
            caipNetwork:
              deps.findNetwork(event.caipNetworkId) ?? unknownNetwork(event.caipNetworkId),
          }
    setConnections(
      namespace,
      live.map((kept) => (kept.connectorId === connectorId ? changed : kept)),
    )
  }
  const stopFollowing = deps.connectors.on(followConnector)

  /** ERR-73, ERR-74: for actions only an email or social login can take. */
  const requireAuthConnection = (namespace: ChainNamespace): Connection => {
    const { auth } = CONNECTOR_IDS
    if (!deps.getConnector(auth)) {
      throw new ConnectionError(CONNECTION_ERRORS.noAuthConnector)
    }
    const connection = getConnections(namespace).find((kept) => kept.connectorId === auth)
    if (activeConnectorId(namespace) !== auth || !connection) {
      throw new ConnectionError(CONNECTION_ERRORS.notAuthConnected)
    }
    return connection
  }

  const destroy = (): void => {
    stopFollowing()
    disconnects.clear()
  }

  return {
    store,
    statusOf,
    getConnections,
    getStoredConnections,
    reloadStored,
    activeConnectorId,
    connectorStatusOf,
    setConnections,
    setActiveConnector,
    pairingUri,
    connect,
    markRestoring,
    switchConnection,
    disconnect,
    modalClosed,
    requireAuthConnection,
    onDisconnect: state.onDisconnect,
    destroy,
  }
}

export type Connections = ReturnType<typeof createConnections>
