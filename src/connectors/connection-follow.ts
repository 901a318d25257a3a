import type { ConnectionFollow } from './connection-provider-follow.js'
import type { ConnectionProviderState } from './connection-provider.js'
import type { Chain } from '../controllers/chain.js'
import type { ConnectionsStore } from '../controllers/connections-store.js'
import type { CaipNetwork } from '../core/caip-network.js'
import type { Connection } from '../core/connector.js'
import { PROVIDER_ERROR_CODES, ProviderRpcError } from '../core/provider-rpc-error.js'

export interface ConnectionFollowDeps {
  connections: Pick<ConnectionsStore, 'getConnections' | 'setConnections'> & {
    store: { subscribe: (listener: () => void) => () => void }
  }
  chain: Pick<Chain, 'findNetwork' | 'setActiveNetwork'>
}

function stateOf(connection: Connection | undefined): ConnectionProviderState | undefined {
  const chainId = Number(connection?.caipNetwork?.id)
  if (!connection || !Number.isSafeInteger(chainId) || connection.accounts.length === 0) {
    return undefined
  }
  return { accounts: connection.accounts.map((account) => account.address), chainId }
}

/**
 * The eip155 connections as the providers Portico makes (WalletConnect's, the embedded wallet's)
 * see them. A chain the app switches to through one is Portico's switch: the connector's wallet
 * moves first (`switchWallet`, the kind's own), then the modal's network, account and balances
 * follow. It loads with the first provider Portico makes.
 */
export function connectionFollow(
  deps: ConnectionFollowDeps,
  switchWallet: (network: CaipNetwork) => Promise<void>,
): ConnectionFollow {
  const { connections } = deps
  const eip155 = () => connections.getConnections('eip155')
  return {
    state: (connectorId) =>
      stateOf(eip155().find((connection) => connection.connectorId === connectorId)),
    watch: (listener) => connections.store.subscribe(listener),
    switchChain: async (connectorId, chainId) => {
      const network = deps.chain.findNetwork(`eip155:${String(chainId)}`)
      if (!network) {
        throw new ProviderRpcError(
          PROVIDER_ERROR_CODES.unrecognizedChain,
          `Chain ${String(chainId)} is not one of the app's networks`,
        )
      }
      await switchWallet(network)
      deps.chain.setActiveNetwork(network)
      // The connection is on the chain now too, so the provider's chainId answers it.
      connections.setConnections(
        'eip155',
        eip155().map((kept) =>
          kept.connectorId === connectorId ? { ...kept, caipNetwork: network } : kept,
        ),
      )
    },
  }
}
