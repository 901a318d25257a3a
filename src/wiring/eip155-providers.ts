import {
  createConnectionProvider,
  type ConnectionProvider,
  type ConnectionProviderDeps,
  type ConnectionProviderState,
} from '../connectors/connection-provider.js'
import type { Connections } from '../controllers/connections.js'
import type { Connection } from '../core/connector.js'
import type { ProviderRegistry } from './provider-registry.js'

export interface Eip155ProvidersDeps {
  connections: Pick<Connections, 'getConnections' | 'store'>
  providers: Pick<ProviderRegistry, 'supply'>
  /**
   * Where a connector's requests go when Portico makes its provider (WalletConnect, the email
   * wallet); undefined for a connector that supplies its wallet's own provider (injected).
   */
  forwardOf: (connectorId: string) => ConnectionProviderDeps['forward'] | undefined
  /** Moves the connector's connection, and Portico's active network, to the chain. */
  switchChain: (connectorId: string, chainId: number) => Promise<void>
}

function stateOf(connection: Connection | undefined): ConnectionProviderState | undefined {
  const chainId = Number(connection?.caipNetwork?.id)
  if (!connection || !Number.isSafeInteger(chainId) || connection.accounts.length === 0) {
    return undefined
  }
  return { accounts: connection.accounts.map((account) => account.address), chainId }
}

/**
 * Gives every eip155 connection whose wallet is not an EIP-1193 provider of its own one made by
 * Portico, for as long as the connection lives: it is supplied when the connection appears
 * (a connect or a restore, whichever path made it) and withdrawn, after announcing the
 * disconnect, when the connection ends.
 */
export function followEip155Providers(deps: Eip155ProvidersDeps): () => void {
  const made = new Map<string, { provider: ConnectionProvider; withdraw: () => void }>()
  const connectionOf = (connectorId: string): Connection | undefined =>
    deps.connections
      .getConnections('eip155')
      .find((connection) => connection.connectorId === connectorId)

  const sync = (): void => {
    for (const connection of deps.connections.getConnections('eip155')) {
      const { connectorId } = connection
      if (made.has(connectorId)) continue
      const forward = deps.forwardOf(connectorId)
      if (!forward || !stateOf(connection)) continue
      const provider = createConnectionProvider({
        state: () => stateOf(connectionOf(connectorId)),
        watch: (listener) => deps.connections.store.subscribe(listener),
        switchChain: (chainId) => deps.switchChain(connectorId, chainId),
        forward,
      })
      made.set(connectorId, {
        provider,
        withdraw: deps.providers.supply('eip155', connectorId, provider),
      })
    }
    for (const [connectorId, { provider, withdraw }] of made) {
      if (stateOf(connectionOf(connectorId))) continue
      made.delete(connectorId)
      provider.destroy()
      withdraw()
    }
  }
  sync()
  const stop = deps.connections.store.subscribe(sync)
  return () => {
    stop()
    for (const { provider, withdraw } of made.values()) {
      provider.destroy()
      withdraw()
    }
    made.clear()
  }
}
