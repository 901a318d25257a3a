import type { Account } from '../../controllers/account.js'
import type { Balances } from '../../controllers/balances.js'
import type { Chain } from '../../controllers/chain.js'
import type { Connections, ConnectionsState } from '../../controllers/connections.js'
import {
  CHAIN_NAMESPACES,
  formatCaipAddress,
  parseCaipAddress,
  parseCaipNetworkId,
} from '../../utils/caip.js'

export interface AccountSyncDeps {
  connections: Pick<Connections, 'store'>
  account: Pick<Account, 'getAccount' | 'setCaipAddress' | 'patchAccount' | 'resetAccount'>
  chain: Pick<Chain, 'setActiveNetwork' | 'networkState'>
  balances: Pick<Balances, 'fetchTokenBalances'>
}

/**
 * Keeps each namespace's account in step with its active connection: the address, status and
 * network when a wallet connects or switches, the native balance once fetched, a cleared account
 * when the last connection ends. Returns the unsubscribe function.
 */
export function syncAccountWithConnections(deps: AccountSyncDeps): () => void {
  const { account, chain } = deps

  const fetchBalance = async (caipAddress: string, symbol: string): Promise<void> => {
    const balances = await deps.balances.fetchTokenBalances(caipAddress)
    const native = balances.find((token) => token.address === undefined && token.symbol === symbol)
    const { chainNamespace } = parseCaipAddress(caipAddress)
    // The account may have changed while the balance was on its way.
    if (account.getAccount(chainNamespace).caipAddress !== caipAddress) return
    account.patchAccount(chainNamespace, {
      balance: native?.quantity.numeric ?? '0',
      balanceSymbol: symbol,
    })
  }

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
      void fetchBalance(caipAddress, network.nativeCurrency.symbol)
    }
  }

  return deps.connections.store.subscribe((state) => {
    apply(state)
  })
}
