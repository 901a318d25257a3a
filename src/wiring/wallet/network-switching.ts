import type { Account } from '../../controllers/account.js'
import type { Chain } from '../../controllers/chain.js'
import type { Connections } from '../../controllers/connections.js'
import {
  chooseNetworkSwitchView,
  type NetworkSwitchView,
} from '../../controllers/network-switch-view.js'
import type { CaipNetwork } from '../../core/caip-network.js'
import { CONNECTOR_IDS } from '../../core/connector.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../utils/caip.js'
import type { WalletConnector } from '../../connectors/wallet-connector.js'

export interface NetworkSwitchingDeps {
  /** The connector of the namespace's active connection, undefined without one. */
  activeConnector: (namespace: ChainNamespace) => Pick<WalletConnector, 'switchNetwork'> | undefined
  chain: Pick<Chain, 'setActiveNetwork' | 'isSupported'>
  account: Pick<Account, 'getAccount'>
  connections: Pick<Connections, 'activeConnectorId'>
  isConnected: () => boolean
}

/** Switching the active network: the wallet first, and which view a switch needs beforehand. */
export function networkSwitching(deps: NetworkSwitchingDeps) {
  const { chain, account, connections } = deps
  /**
   * Asks the connected wallet to switch first, so Portico never shows a network it is not on;
   * with no wallet connected in the namespace the switch is Portico's alone.
   */
  const switchNetwork = async (network: CaipNetwork): Promise<void> => {
    await deps.activeConnector(network.chainNamespace)?.switchNetwork(network)
    chain.setActiveNetwork(network)
  }

  /**
   * NAV-21..24: the view a switch to the network needs first, or null to switch at once. With no
   * wallet connected anywhere there is nothing to confirm or connect, so the switch is Portico's
   * alone and happens at once.
   */
  const networkSwitchView = (network: CaipNetwork): NetworkSwitchView | null => {
    if (!deps.isConnected()) return null
    const namespace = network.chainNamespace
    const hasAccount = (each: ChainNamespace) => account.getAccount(each).caipAddress !== undefined
    return chooseNetworkSwitchView({
      ignoreSwitchConfirmation: false,
      authConnectorActiveOnSupportedChain:
        connections.activeConnectorId(namespace) === CONNECTOR_IDS.auth &&
        chain.isSupported(network.caipNetworkId),
      namespaceHasAccount: hasAccount(namespace),
      connectedOnOtherNamespace: CHAIN_NAMESPACES.some(
        (each) => each !== namespace && hasAccount(each),
      ),
    })
  }
  return { switchNetwork, networkSwitchView }
}
