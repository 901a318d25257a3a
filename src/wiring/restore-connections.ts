import type { Connections } from '../controllers/connections.js'
import type { Connectors } from '../controllers/connectors.js'
import { CONNECTOR_IDS } from '../core/connector.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../utils/caip.js'

export interface RestoreConnectionsDeps {
  connections: Pick<Connections, 'getStoredConnections' | 'connect'>
  connectors: Pick<Connectors, 'store' | 'getConnector'>
  warn: (message: string, error: unknown) => void
}

/** Portico's own connectors restore themselves (the frame session, the WalletConnect session). */
const restoresItself = (connectorId: string): boolean =>
  connectorId === CONNECTOR_IDS.auth || connectorId === CONNECTOR_IDS.walletConnect

/**
 * After a reload, each namespace's last installed wallet is connected again as soon as it is
 * discovered (wallets announce or register a moment after the page starts), silently: only what
 * the wallet still allows is restored, and a wallet that no longer allows it is left alone, its
 * connection remembered for the user to reconnect. Returns the unsubscribe function.
 */
export function restoreConnections(deps: RestoreConnectionsDeps): () => void {
  const pending = new Map<ChainNamespace, string>()
  for (const namespace of CHAIN_NAMESPACES) {
    const last = deps.connections.getStoredConnections(namespace).at(-1)
    if (last && !restoresItself(last.connectorId)) pending.set(namespace, last.connectorId)
  }

  const tryPending = (): void => {
    for (const [namespace, connectorId] of [...pending]) {
      if (!deps.connectors.getConnector(connectorId)) continue
      pending.delete(namespace)
      deps.connections
        .connect(namespace, { method: 'external', connectorId, silent: true })
        .catch((error: unknown) => {
          deps.warn(`Restoring the ${namespace} connection failed`, error)
        })
    }
    if (pending.size === 0) stop()
  }

  const stop = deps.connectors.store.subscribe(() => {
    tryPending()
  })
  tryPending()
  return stop
}
