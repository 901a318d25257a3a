import type { WalletConnector } from '../connectors/wallet-connector.js'
import {
  PROVIDER_NAMESPACES,
  type NamespaceProviders,
  type ProviderNamespace,
} from '../core/namespace-provider.js'

export interface AppProvidersDeps {
  /** The connector of the namespace's active connection. */
  activeConnector: (
    namespace: ProviderNamespace,
  ) => Pick<WalletConnector, 'getProvider'> | undefined
  /** Hears every change that may change an answer: the connections, a connector's provider. */
  watch: (listener: () => void) => () => void
}

export type ProviderListener = (namespace: ProviderNamespace) => void

/**
 * `portico.getProvider`: the provider of the namespace's active connection, asked of its
 * connector, so with several wallets connected the one the modal shows is the one the app uses.
 * Listeners hear a namespace whenever its answer changes (a connect, a disconnect, another active
 * connection, a provider whose code arrived).
 */
export function appProviders(deps: AppProvidersDeps) {
  const get = <N extends ProviderNamespace>(namespace: N): NamespaceProviders[N] | undefined =>
    deps.activeConnector(namespace)?.getProvider(namespace)

  const listeners = new Set<ProviderListener>()
  // Nothing is connected before the first connection, so every namespace starts without one.
  const seen = new Map<ProviderNamespace, unknown>()
  const notifyChanged = (): void => {
    for (const namespace of PROVIDER_NAMESPACES) {
      const now = get(namespace)
      if (seen.get(namespace) === now) continue
      seen.set(namespace, now)
      for (const listener of [...listeners]) listener(namespace)
    }
  }
  const stopWatching = deps.watch(notifyChanged)

  return {
    get,
    /** Hears the namespace whose answer changed; returns the unsubscribe. */
    subscribe: (listener: ProviderListener): (() => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    stop: (): void => {
      stopWatching()
      listeners.clear()
    },
  }
}

export type AppProviders = ReturnType<typeof appProviders>
