import type { WalletConnector } from '../../connectors/wallet-connector.js'
import { approvedProviders, type Approve } from './approved-provider.js'
import {
  PROVIDER_NAMESPACES,
  type NamespaceProviders,
  type ProviderNamespace,
} from '../../core/namespace-provider.js'

export interface AppProvidersDeps {
  /** The connector of the namespace's active connection. */
  activeConnector: (
    namespace: ProviderNamespace,
  ) => Pick<WalletConnector, 'getProvider' | 'approvalMethods' | 'abort'> | undefined
  /** Hears every change that may change an answer: the connections, a connector's provider. */
  watch: (listener: () => void) => () => void
  /** ApproveTransaction, for the app's requests to a wallet that shows nothing itself. */
  approve: Approve
}

export type ProviderListener = (namespace: ProviderNamespace) => void

/**
 * `portico.getProvider`: the provider of the namespace's active connection, asked of its
 * connector, so with several wallets connected the one the modal shows is the one the app uses.
 * Portico's own calls take the connector's provider as it is (provider-calls.ts); the app's
 * goes through ApproveTransaction first where the connector asks for it (approved-provider.ts).
 * Listeners hear a namespace whenever its answer changes (a connect, a disconnect, another active
 * connection, a provider whose code arrived).
 */
export function appProviders(deps: AppProvidersDeps) {
  const approved = approvedProviders(deps.approve)
  const forApp: {
    [N in ProviderNamespace]: (
      provider: NamespaceProviders[N],
      connector: Parameters<typeof approved>[1],
    ) => NamespaceProviders[N]
  } = { eip155: approved, solana: (wallet) => wallet }

  const get = <N extends ProviderNamespace>(namespace: N): NamespaceProviders[N] | undefined => {
    const connector = deps.activeConnector(namespace)
    const provider = connector?.getProvider(namespace)
    const wrap: (
      provider: NamespaceProviders[N],
      of: typeof connector & object,
    ) => NamespaceProviders[N] = forApp[namespace]
    return provider && connector && wrap(provider, connector)
  }

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
