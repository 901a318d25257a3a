import {
  createConnectionProvider,
  type ConnectionProviderDeps,
  type ConnectionProviderState,
} from './connection-provider.js'
import type { ProviderSource } from './provider-shelf.js'

/** One connection as Portico's eip155 provider for it sees it (the connections store's). */
export interface ConnectionFollow {
  /** The connection's accounts and chain now; undefined while there is none. */
  state: (connectorId: string) => ConnectionProviderState | undefined
  /** Hears every change that may have changed a connection. */
  watch: (listener: () => void) => () => void
  /** Moves the connection, and Portico's active network, to the chain. */
  switchChain: (connectorId: string, chainId: number) => Promise<void>
}

export interface FollowConnectionProviderDeps {
  connectorId: string
  connection: ConnectionFollow
  /** Where the wallet's requests go (the WalletConnect session, the secure frame). */
  forward: ConnectionProviderDeps['forward']
  provider: ProviderSource<'eip155'>
}

/**
 * Gives a connection whose wallet is not an EIP-1193 provider of its own (WalletConnect, the
 * embedded wallet) one made by Portico, for as long as the connection lives: supplied when the
 * connection appears (a connect or a restore, whichever path made it) and withdrawn, after
 * announcing the disconnect, when it ends. Returns the stop.
 */
export function followConnectionProvider(deps: FollowConnectionProviderDeps): () => void {
  const { connectorId, connection } = deps
  let made: { destroy: () => void; withdraw: () => void } | undefined
  const drop = (): void => {
    made?.destroy()
    made?.withdraw()
    made = undefined
  }
  const sync = (): void => {
    const live = connection.state(connectorId) !== undefined
    if (made && !live) drop()
    if (made || !live) return
    const provider = createConnectionProvider({
      state: () => connection.state(connectorId),
      watch: connection.watch,
      switchChain: (chainId: number) => connection.switchChain(connectorId, chainId),
      forward: deps.forward,
    })
    made = { destroy: provider.destroy, withdraw: deps.provider.supply(connectorId, provider) }
  }
  sync()
  const stop = connection.watch(sync)
  return () => {
    stop()
    drop()
  }
}
