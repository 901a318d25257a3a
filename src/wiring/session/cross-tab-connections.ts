import type { Connections } from '../../controllers/connections.js'
import { CONNECTOR_IDS, type Connection } from '../../core/connector.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../utils/caip.js'

/** The part of `window` that hears other tabs' storage writes. */
export interface StorageEventTarget {
  addEventListener: (type: 'storage', listener: (event: { key: string | null }) => void) => void
  removeEventListener: (type: 'storage', listener: (event: { key: string | null }) => void) => void
}

export interface CrossTabDeps {
  target: StorageEventTarget
  /** The storage key of the remembered connections (`<prefix>:connections`). */
  connectionsKey: string
  connections: Pick<
    Connections,
    'getConnections' | 'getStoredConnections' | 'reloadStored' | 'disconnect' | 'setConnections'
  >
  /** Makes a connection another tab made, silently (reconnectSilently). */
  reconnect: (namespace: ChainNamespace, connectorId: string) => Promise<void>
  /** WalletConnect takes the session another tab approved from its own storage. */
  restoreWalletConnect: () => void
  warn: (message: string, error: unknown) => void
}

const has = (list: readonly Connection[], connectorId: string): boolean =>
  list.some((connection) => connection.connectorId === connectorId)

/**
 * Keeps the tabs of one origin on the same connections: another tab's write of the remembered
 * connections (a `storage` event, which a tab never gets for its own writes) ends here every
 * connection it dropped and makes here the one it added. Returns the unsubscribe function.
 */
export function followOtherTabs(deps: CrossTabDeps): () => void {
  const { connections } = deps

  const drop = (namespace: ChainNamespace, connectorId: string): void => {
    connections.setConnections(
      namespace,
      connections.getConnections(namespace).filter((kept) => kept.connectorId !== connectorId),
    )
  }

  /**
   * Signed out elsewhere: ended here too; a wallet that will not end is dropped all the same. A
   * WalletConnect session is one for every tab, and the other tab has already ended it with the
   * wallet: it is only dropped here, so the wallet is not asked to end a session it no longer has.
   */
  const end = (namespace: ChainNamespace, connectorId: string): void => {
    if (connectorId === CONNECTOR_IDS.walletConnect) {
      drop(namespace, connectorId)
      return
    }
    connections.disconnect(namespace, connectorId).catch((error: unknown) => {
      deps.warn(`Ending the ${namespace} connection another tab ended failed`, error)
      drop(namespace, connectorId)
    })
  }

  const follow = (namespace: ChainNamespace): void => {
    const stored = connections.getStoredConnections(namespace)
    const live = connections.getConnections(namespace)
    for (const { connectorId } of live) if (!has(stored, connectorId)) end(namespace, connectorId)
    const added = stored.at(-1)
    if (added === undefined || has(live, added.connectorId)) return
    if (added.connectorId === CONNECTOR_IDS.walletConnect) deps.restoreWalletConnect()
    else void deps.reconnect(namespace, added.connectorId)
  }

  const listener = (event: { key: string | null }): void => {
    if (event.key !== null && event.key !== deps.connectionsKey) return
    connections.reloadStored()
    for (const namespace of CHAIN_NAMESPACES) follow(namespace)
  }
  deps.target.addEventListener('storage', listener)
  return () => {
    deps.target.removeEventListener('storage', listener)
  }
}
