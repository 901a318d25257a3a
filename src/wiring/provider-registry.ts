import type { ChainNamespace } from '../utils/caip.js'
import type { ProviderSource } from '../connectors/provider-source.js'
import {
  PROVIDER_NAMESPACES,
  type NamespaceProviders,
  type ProviderNamespace,
} from '../core/namespace-provider.js'

export interface ProviderRegistryDeps {
  /** The connector whose connection is the namespace's active one. */
  activeConnectorId: (namespace: ChainNamespace) => string | undefined
}

export type ProviderListener = (namespace: ProviderNamespace) => void

type Supplied = { [N in ProviderNamespace]: Map<string, NamespaceProviders[N]> }

/**
 * The seam between connectors and `portico.getProvider`: each connector kind supplies the provider
 * of its connection, per namespace and connector id, when it connects (or restores), and withdraws
 * it when it disconnects. The app sees the provider of the namespace's active connection only, so
 * with several wallets connected the one the modal shows is the one the app uses. Listeners hear a
 * namespace whenever the provider it resolves to changes (a supply, a withdrawal, another active
 * connector).
 */
export function createProviderRegistry(deps: ProviderRegistryDeps) {
  const supplied: Supplied = { eip155: new Map(), solana: new Map() }
  const listeners = new Set<ProviderListener>()

  const get = <N extends ProviderNamespace>(namespace: N): NamespaceProviders[N] | undefined => {
    const connectorId = deps.activeConnectorId(namespace)
    return connectorId === undefined ? undefined : supplied[namespace].get(connectorId)
  }

  // Nothing is supplied before the first connection, so every namespace starts without one.
  const seen = new Map<ProviderNamespace, unknown>()
  const notifyChanged = (): void => {
    for (const namespace of PROVIDER_NAMESPACES) {
      const now = get(namespace)
      if (seen.get(namespace) === now) continue
      seen.set(namespace, now)
      for (const listener of [...listeners]) listener(namespace)
    }
  }

  /** Returns the withdrawal, which only removes this very provider (not a newer one). */
  const supply = <N extends ProviderNamespace>(
    namespace: N,
    connectorId: string,
    provider: NamespaceProviders[N],
  ): (() => void) => {
    const map: Map<string, NamespaceProviders[N]> = supplied[namespace]
    map.set(connectorId, provider)
    notifyChanged()
    return () => {
      if (map.get(connectorId) !== provider) return
      map.delete(connectorId)
      notifyChanged()
    }
  }

  const withdraw = (namespace: ProviderNamespace, connectorId: string): void => {
    if (supplied[namespace].delete(connectorId)) notifyChanged()
  }

  return {
    supply,
    withdraw,
    get,
    subscribe: (listener: ProviderListener): (() => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** Call on every change of the connections: the active connector may have changed. */
    refresh: notifyChanged,
    destroy: (): void => {
      listeners.clear()
    },
  }
}

export type ProviderRegistry = ReturnType<typeof createProviderRegistry>

/** What a connector kind gets: supplying and withdrawing the providers of one namespace. */

export function providerSourceOf<N extends ProviderNamespace>(
  registry: Pick<ProviderRegistry, 'supply' | 'withdraw'>,
  namespace: N,
): ProviderSource<N> {
  return {
    supply: (connectorId, provider) => registry.supply(namespace, connectorId, provider),
    withdraw: (connectorId) => {
      registry.withdraw(namespace, connectorId)
    },
  }
}
