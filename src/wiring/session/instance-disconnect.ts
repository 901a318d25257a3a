import type { Connections } from '../../controllers/connections.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../utils/caip.js'

/**
 * `portico.disconnect(namespace?)`: ends the namespace's active connection and forgets it, or,
 * without a namespace, every namespace's. Each namespace is tried even when another fails; the
 * first failure (a ConnectionError 'Failed to disconnect') is then thrown.
 */
export function disconnectNamespaces(connections: Pick<Connections, 'store' | 'disconnect'>) {
  return async (namespace?: ChainNamespace): Promise<void> => {
    const { activeConnectorIds } = connections.store.getState()
    const namespaces = namespace
      ? [namespace]
      : CHAIN_NAMESPACES.filter((each) => activeConnectorIds[each] !== undefined)
    const results = await Promise.allSettled(namespaces.map((each) => connections.disconnect(each)))
    const failed = results.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
  }
}
