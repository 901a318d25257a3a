import type { ConnectionStatus } from '../core/connection-status.js'
import type { Connection } from '../core/connector.js'
import { createEmitter } from '../core/emitter.js'
import type { NamespacedAccessor } from '../core/storage.js'
import { createStore } from '../core/store.js'
import type { Pairing } from '../core/walletconnect-pairing.js'
import type { ChainNamespace } from '../utils/caip.js'

type PerNamespace<T> = Partial<Record<ChainNamespace, T>>

/** The wallet connections of every namespace. */
export interface ConnectionsState {
  /** Each namespace's connection status. */
  status: PerNamespace<ConnectionStatus>
  /** Connections that are live now. */
  connections: PerNamespace<Connection[]>
  /** Every connection remembered in storage, live or not (ENT-07). */
  storedConnections: PerNamespace<Connection[]>
  /** Each namespace's active connection, by connector id. */
  activeConnectorIds: PerNamespace<string>
  /** The WalletConnect pairing on offer (its URI and expiry), if any. */
  pairing: Pairing | undefined
}

export interface DisconnectEvent {
  namespace: ChainNamespace
  connectorId: string
  reason: 'disconnect' | 'sessionDelete'
}

/**
 * The connections' state and its reads, made before anything that feeds it: the connector kinds
 * write their live connections here (a WalletConnect session, a login's Solana account) and the
 * connections controller, made over those kinds, acts on the same store.
 */
export function createConnectionsStore(stored: Pick<NamespacedAccessor<Connection[]>, 'getAll'>) {
  const store = createStore<ConnectionsState>({
    status: {},
    connections: {},
    storedConnections: stored.getAll(),
    activeConnectorIds: {},
    pairing: undefined,
  })
  const disconnects = createEmitter<DisconnectEvent>()

  const statusOf = (namespace: ChainNamespace): ConnectionStatus =>
    store.getState().status[namespace] ?? 'disconnected'
  const getConnections = (namespace: ChainNamespace): Connection[] =>
    store.getState().connections[namespace] ?? []
  const getStoredConnections = (namespace: ChainNamespace): Connection[] =>
    store.getState().storedConnections[namespace] ?? []
  const activeConnectorId = (namespace: ChainNamespace): string | undefined =>
    store.getState().activeConnectorIds[namespace]

  /**
   * The live connections. The active connector stays when it is still among them, else the first
   * one takes over; the status follows whether any is left.
   */
  const setConnections = (
    namespace: ChainNamespace,
    connections: readonly Connection[],
    active = activeConnectorId(namespace),
  ): void => {
    const isLive = connections.some((connection) => connection.connectorId === active)
    store.setState((draft) => {
      draft.connections[namespace] = [...connections]
      draft.activeConnectorIds[namespace] = isLive ? active : connections[0]?.connectorId
      draft.status[namespace] = connections.length > 0 ? 'connected' : 'disconnected'
    })
  }

  return {
    store,
    statusOf,
    getConnections,
    getStoredConnections,
    activeConnectorId,
    setConnections,
    /** Hears each connection that ended, after it was let go. */
    onDisconnect: disconnects.on,
    /** Sent by the connections controller, which ends connections. */
    disconnects,
  }
}

export type ConnectionsStore = ReturnType<typeof createConnectionsStore>
