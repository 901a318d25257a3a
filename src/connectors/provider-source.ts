import type { NamespaceProviders, ProviderNamespace } from '../core/namespace-provider.js'

/**
 * Where a connector kind hands over its connection's provider for `portico.getProvider`: supplied
 * when it connects (or restores), withdrawn when it disconnects.
 */
export interface ProviderSource<N extends ProviderNamespace> {
  supply: (connectorId: string, provider: NamespaceProviders[N]) => () => void
  withdraw: (connectorId: string) => void
}
