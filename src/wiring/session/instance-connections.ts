import type { ConnectorKind } from '../../connectors/wallet-connector.js'
import type { Alert } from '../../controllers/alert.js'
import type { Chain } from '../../controllers/chain.js'
import { createConnections } from '../../controllers/connections.js'
import type { ConnectionsStore } from '../../controllers/connections-store.js'
import type { Connectors } from '../../controllers/connectors.js'
import type { Events } from '../../controllers/events.js'
import type { Options } from '../../controllers/options.js'
import type { Router } from '../../controllers/router.js'
import type { PorticoStorage } from '../../core/storage.js'
import { trackConnectOutcome } from '../connect-funnel.js'

export interface InstanceConnectionsDeps {
  storage: Pick<PorticoStorage, 'connections' | 'connectedSocialProvider'>
  connectors: Pick<Connectors, 'getConnector'>
  kinds: Pick<ConnectorKind, 'connectorOf' | 'on'>
  chain: Pick<Chain, 'networkState' | 'findNetwork'>
  options: Pick<Options, 'isEnabled' | 'store'>
  router: Pick<Router, 'push'>
  alert: Pick<Alert, 'open'>
  events: Pick<Events, 'track'>
  warn: (message: string, error: unknown) => void
  /** The connections' store, made before the connector kinds that write to it. */
  state: ConnectionsStore
}

/** The instance's connections over its connector kinds, remembered in its storage. */
export function instanceConnections(deps: InstanceConnectionsDeps) {
  const { storage, chain, options } = deps
  return createConnections({
    storage: {
      connections: storage.connections,
      connectedSocialProvider: storage.connectedSocialProvider,
    },
    getConnector: deps.connectors.getConnector,
    hasAdapter: (namespace) => chain.networkState(namespace).requestedCaipNetworks.length > 0,
    isMultiWalletEnabled: () => options.isEnabled('multiWallet'),
    offeredSocials: () => options.store.getState().features.socials,
    connectors: deps.kinds,
    findNetwork: chain.findNetwork,
    warn: deps.warn,
    openView: deps.router.push,
    showAlert: (message) => {
      deps.alert.open(message, 'warning')
    },
    onConnectSettled: trackConnectOutcome(deps.events),
    state: deps.state,
  })
}
