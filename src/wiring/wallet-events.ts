import type { InjectedWalletEvent } from '../connectors/injected.js'
import type { Chain } from '../controllers/chain.js'
import type { Connections } from '../controllers/connections.js'
import { UNKNOWN_NETWORK_NAME, type CaipNetwork } from '../core/caip-network.js'
import { parseCaipNetworkId, type CaipNetworkId, type ChainNamespace } from '../utils/caip.js'

export interface WalletEventsDeps {
  connections: Pick<Connections, 'getConnections' | 'setConnections' | 'disconnect'>
  chain: Pick<Chain, 'findNetwork'>
  warn: (message: string, error: unknown) => void
}

/**
 * A network the app did not configure, as the wallet reported it: the chain controller then opens
 * UnsupportedChain unless unsupported chains are allowed (NAV-19).
 */
function unknownNetwork(caipNetworkId: CaipNetworkId): CaipNetwork {
  const { chainId } = parseCaipNetworkId(caipNetworkId)
  return {
    id: Number(chainId),
    caipNetworkId,
    chainNamespace: 'eip155',
    name: UNKNOWN_NETWORK_NAME,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }
}

/**
 * What an installed wallet says on its own (the user switched account or chain in it) updates
 * its connection, which the account follows; no account left ends the connection.
 */
export function followWalletEvents(deps: WalletEventsDeps) {
  return (
    connectorId: string,
    event: InjectedWalletEvent,
    namespace: ChainNamespace = 'eip155',
  ) => {
    const live = deps.connections.getConnections(namespace)
    const connection = live.find((kept) => kept.connectorId === connectorId)
    if (!connection) return
    if (event.type === 'accountsChanged' && event.accounts.length === 0) {
      deps.connections.disconnect(namespace, connectorId).catch((error: unknown) => {
        deps.warn('Disconnecting a wallet without accounts failed', error)
      })
      return
    }
    const changed =
      event.type === 'accountsChanged'
        ? { ...connection, accounts: event.accounts }
        : {
            ...connection,
            caipNetwork:
              deps.chain.findNetwork(event.caipNetworkId) ?? unknownNetwork(event.caipNetworkId),
          }
    deps.connections.setConnections(
      namespace,
      live.map((kept) => (kept.connectorId === connectorId ? changed : kept)),
    )
  }
}
