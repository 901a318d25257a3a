import type { SessionConnection } from '../../connectors/walletconnect-namespaces.js'
import type { ConnectionsStore } from '../../controllers/connections-store.js'
import { CONNECTOR_IDS } from '../../core/connector.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../utils/caip.js'

/** True when storage remembers a connection of the connector in any namespace. */
export function hasStoredConnection(
  connections: Pick<ConnectionsStore, 'getStoredConnections'>,
  connectorId: string,
): boolean {
  return CHAIN_NAMESPACES.some((namespace) =>
    connections
      .getStoredConnections(namespace)
      .some((connection) => connection.connectorId === connectorId),
  )
}

/**
 * One WalletConnect session can hold accounts in several namespaces (eip155 and solana): each
 * becomes the namespace's live WalletConnect connection, and a namespace the session no longer
 * holds loses it. Other wallets' connections are left as they are. The active namespace goes
 * last: the account follows the connection set last, so the page stays on the namespace it was.
 */
export function walletConnectSessionSync(
  connections: Pick<ConnectionsStore, 'getConnections' | 'setConnections'>,
  activeNamespace: () => ChainNamespace,
) {
  const id = CONNECTOR_IDS.walletConnect
  return (session: readonly SessionConnection[]): void => {
    const active = activeNamespace()
    const order = [...CHAIN_NAMESPACES.filter((namespace) => namespace !== active), active]
    for (const namespace of order) {
      const live = connections.getConnections(namespace)
      const others = live.filter((connection) => connection.connectorId !== id)
      const held = session.find((connection) => connection.namespace === namespace)
      if (held) {
        const connection = {
          connectorId: id,
          accounts: held.accounts,
          caipNetwork: held.caipNetwork,
        }
        connections.setConnections(namespace, [...others, connection], id)
      } else if (others.length !== live.length) {
        connections.setConnections(namespace, others)
      }
    }
  }
}
