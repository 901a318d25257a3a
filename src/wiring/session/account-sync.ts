import type { Account } from '../../controllers/account.js'
import type { Balances } from '../../controllers/balances.js'
import type { Chain } from '../../controllers/chain.js'
import type { Connections, ConnectionsState } from '../../controllers/connections.js'
import { CHAIN_NAMESPACES, formatCaipAddress, parseCaipNetworkId } from '../../utils/caip.js'

export interface AccountSyncDeps {
  connections: Pick<Connections, 'store'>
  account: Pick<Account, 'getAccount' | 'setCaipAddress' | 'patchAccount' | 'resetAccount'>
  chain: Pick<Chain, 'setActiveNetwork' | 'networkState'>
  balances: Pick<Balances, 'fetchTokenBalances'>
}

/**
 * Keeps each namespace's account in step with its active connection: the address, status and
 * network when a wallet connects or switches (with a fetch of its balances, which the balances
 * store keeps by address), a cleared account when the last connection ends. Returns the
 * unsubscribe function.
 */
export function syncAccountWithConnections(deps: AccountSyncDeps): () => void {
  const { account, chain } = deps

  const apply = (state: ConnectionsState): void => {
    for (const namespace of CHAIN_NAMESPACES) {
      const active = state.activeConnectorIds[namespace]
      const connection = state.connections[namespace]?.find((kept) => kept.connectorId === active)
      const address = connection?.accounts[0]?.address
      if (!connection || address === undefined) {
        if (account.getAccount(namespace).caipAddress !== undefined) account.resetAccount(namespace)
        // Connecting…: a wallet answers, or a remembered login waits to be restored.
        const status = state.status[namespace] === 'connecting' ? 'connecting' : 'disconnected'
        if (account.getAccount(namespace).status !== status)
          account.patchAccount(namespace, { status })
        continue
      }
      const network = connection.caipNetwork ?? chain.networkState(namespace).caipNetwork
      if (!network) continue
      const { chainId } = parseCaipNetworkId(network.caipNetworkId)
      const caipAddress = formatCaipAddress(namespace, chainId, address)
      if (account.getAccount(namespace).caipAddress === caipAddress) continue
      account.setCaipAddress(caipAddress)
      account.patchAccount(namespace, { status: 'connected' })
      chain.setActiveNetwork(network)
      void deps.balances.fetchTokenBalances(caipAddress)
    }
  }

  return deps.connections.store.subscribe((state) => {
    apply(state)
  })
}
