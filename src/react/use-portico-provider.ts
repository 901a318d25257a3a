import { useCallback, useSyncExternalStore } from 'react'
import type { NamespaceProviders, ProviderNamespace } from '../core/namespace-provider.js'
import { usePorticoInternals } from './use-portico-internals.js'

/**
 * The connected wallet of a namespace (`portico.getProvider`), undefined while none is; the
 * component re-renders when it changes (a connection, a disconnect, another active wallet).
 */
export function usePorticoProvider<N extends ProviderNamespace>(
  namespace: N,
): NamespaceProviders[N] | undefined {
  const portico = usePorticoInternals()
  const snapshot = useCallback(() => portico.getProvider(namespace), [portico, namespace])
  return useSyncExternalStore(portico.subscribeProvider, snapshot, snapshot)
}
