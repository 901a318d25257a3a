import type { ConnectionsStore } from '../../controllers/connections-store.js'
import type { ConnectedAccounts } from '../../core/connect-request.js'
import { CONNECTOR_IDS } from '../../core/connector.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../utils/caip.js'

/**
 * One email, social or Farcaster login holds an EVM and a Solana account. The Solana one is the
 * solana namespace's auth connection while the login lasts (made again by the login, so it is not
 * stored), and signing out in either namespace ends the login in the other: `signedOut`, the
 * embedded connector's event, which the connections controller acts on.
 */
export function authNamespaces(
  connections: Pick<ConnectionsStore, 'getConnections' | 'setConnections' | 'onDisconnect'>,
  signedOut: (namespace: ChainNamespace) => void,
) {
  const id = CONNECTOR_IDS.auth
  const setSolanaConnection = (connected: ConnectedAccounts | undefined): void => {
    const live = connections.getConnections('solana')
    const others = live.filter((connection) => connection.connectorId !== id)
    if (connected) {
      connections.setConnections('solana', [...others, { ...connected, connectorId: id }], id)
    } else if (others.length !== live.length) {
      connections.setConnections('solana', others)
    }
  }
  const stop = connections.onDisconnect((event) => {
    if (event.connectorId !== id) return
    for (const namespace of CHAIN_NAMESPACES) {
      if (namespace === event.namespace) continue
      if (!connections.getConnections(namespace).some((kept) => kept.connectorId === id)) continue
      signedOut(namespace)
    }
  })
  return { setSolanaConnection, stop }
}
