import type { NamespaceProviders, ProviderNamespace } from '../core/namespace-provider.js'
import type { ConnectorEvent } from './wallet-connector.js'

/**
 * Where a connector kind's code hands over a connection's provider: supplied when it connects (or
 * restores), withdrawn when it disconnects. The supply returns a withdrawal that removes only
 * this very provider, never a newer one of the same connector.
 */
export interface ProviderSource<N extends ProviderNamespace> {
  supply: (connectorId: string, provider: NamespaceProviders[N]) => () => void
  withdraw: (connectorId: string) => void
}

type Held = { [N in ProviderNamespace]: Map<string, NamespaceProviders[N]> }

/**
 * The providers one connector kind holds, per namespace and connector id: what its connectors'
 * `getProvider` answers. Every supply and withdrawal is the kind's `providerChanged` event.
 */
export function createProviderShelf(
  emit: (event: Extract<ConnectorEvent, { type: 'providerChanged' }>) => void,
) {
  const onChange = (connectorId: string, namespace: ProviderNamespace): void => {
    emit({ type: 'providerChanged', connectorId, namespace })
  }
  const held: Held = { eip155: new Map(), solana: new Map() }

  const source = <N extends ProviderNamespace>(namespace: N): ProviderSource<N> => {
    const map: Map<string, NamespaceProviders[N]> = held[namespace]
    /** Withdraws the connector's provider; with `only`, just when it is that one. */
    const withdraw = (connectorId: string, only?: NamespaceProviders[N]): void => {
      const kept = map.get(connectorId)
      if (kept === undefined || (only !== undefined && kept !== only)) return
      map.delete(connectorId)
      onChange(connectorId, namespace)
    }
    return {
      supply: (connectorId, provider) => {
        map.set(connectorId, provider)
        onChange(connectorId, namespace)
        return () => {
          withdraw(connectorId, provider)
        }
      },
      withdraw,
    }
  }

  return {
    source,
    get: <N extends ProviderNamespace>(
      namespace: N,
      connectorId: string,
    ): NamespaceProviders[N] | undefined => {
      const map: Map<string, NamespaceProviders[N]> = held[namespace]
      return map.get(connectorId)
    },
  }
}

export type ProviderShelf = ReturnType<typeof createProviderShelf>
