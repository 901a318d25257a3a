import type { InjectedWalletEvent } from '../connectors/injected.js'
import { createInjectedHandlers } from '../connectors/injected-handlers.js'
import {
  createWalletConnectHandlers,
  type WalletConnectOptions,
} from '../connectors/walletconnect.js'
import type { SessionConnection } from '../connectors/walletconnect-namespaces.js'
import type { Chain } from '../controllers/chain.js'
import type { Connectors } from '../controllers/connectors.js'
import type { Theme } from '../controllers/theme.js'
import type { CaipNetwork } from '../core/caip-network.js'
import type { PorticoStorage } from '../core/storage.js'
import { CONNECTOR_IDS } from '../core/connector.js'
import type { ChainNamespace } from '../utils/caip.js'
import { authConnectorOf, type AuthWiringDeps } from './auth-wiring.js'
import type { ConnectionHandlers } from './connection-handlers.js'
import type { WalletActionsSlot } from './wallet-actions.js'

export interface BuiltInAdaptersDeps extends Pick<
  AuthWiringDeps,
  'secureSite' | 'projectId' | 'metadata'
> {
  networks: readonly CaipNetwork[]
  defaultNetwork: CaipNetwork
  /** WalletConnect is offered only when the app names a relay. */
  walletConnect?: WalletConnectOptions
  /** Keeps the WalletConnect storage of two instances on one page apart. */
  storagePrefix: string
  activeNamespace: () => ChainNamespace
  /** The live WalletConnect connection of each namespace the session holds. */
  setSessionConnections: (connections: SessionConnection[]) => void
  warn: (message: string, error: unknown) => void
  connectors: Pick<Connectors, 'getConnector' | 'addConnectors'>
  chain: Pick<Chain, 'findNetwork' | 'setSmartAccountEnabledNetworks'>
  walletActions: Pick<WalletActionsSlot, 'set' | 'clear'>
  storage: Pick<PorticoStorage, 'emailLoginUsed' | 'lastEmailLoginTime' | 'frameSessionToken'>
  theme: Pick<Theme, 'frameThemePayload'>
  onWalletEvent: (connectorId: string, event: InjectedWalletEvent) => void
}

/**
 * The adapters Portico brings itself: installed wallets through their own provider, and email
 * login through the secure site when the app names one. The app's own handlers win over these.
 */
export function builtInAdapters(deps: BuiltInAdaptersDeps) {
  const findNetwork = (caipNetworkId: string) => deps.chain.findNetwork(caipNetworkId)
  const injected = createInjectedHandlers({
    getConnector: deps.connectors.getConnector,
    findNetwork,
    setWalletActions: deps.walletActions.set,
    clearWalletActions: deps.walletActions.clear,
    onWalletEvent: deps.onWalletEvent,
  })
  const auth = authConnectorOf({
    secureSite: deps.secureSite,
    projectId: deps.projectId,
    metadata: deps.metadata,
    network: deps.networks.find((network) => network.chainNamespace === 'eip155'),
    findNetwork,
    storage: deps.storage,
    theme: deps.theme.frameThemePayload,
    onSmartAccountEnabledNetworks: (chainIds) => {
      deps.chain.setSmartAccountEnabledNetworks('eip155', chainIds)
    },
  })
  if (auth) deps.connectors.addConnectors([auth.connector])
  const walletConnect = deps.walletConnect
    ? createWalletConnectHandlers({
        options: deps.walletConnect,
        projectId: deps.projectId,
        metadata: deps.metadata,
        networks: deps.networks,
        defaultNetwork: deps.defaultNetwork,
        findNetwork,
        activeNamespace: deps.activeNamespace,
        storagePrefix: `${deps.storagePrefix}-walletconnect`,
        setWalletActions: deps.walletActions.set,
        clearWalletActions: deps.walletActions.clear,
        setSessionConnections: deps.setSessionConnections,
        onChainChanged: (event) => {
          deps.onWalletEvent(CONNECTOR_IDS.walletConnect, event)
        },
        warn: deps.warn,
      })
    : undefined
  if (walletConnect) {
    deps.connectors.addConnectors([
      {
        id: CONNECTOR_IDS.walletConnect,
        name: 'WalletConnect',
        type: 'WALLET_CONNECT',
        chain: deps.defaultNetwork.chainNamespace,
        chains: [...deps.networks],
      },
    ])
  }
  const handlers: Partial<ConnectionHandlers> = {
    ...injected,
    ...(walletConnect && {
      createPairing: walletConnect.createPairing,
      connectWalletConnect: walletConnect.connectWalletConnect,
      onSessionDelete: walletConnect.onSessionDelete,
    }),
    ...(auth && { connectEmail: auth.connectEmail }),
    disconnect: (namespace, connectorId) => {
      if (auth && connectorId === auth.connector.id) return auth.disconnect()
      if (walletConnect && connectorId === CONNECTOR_IDS.walletConnect) {
        return walletConnect.disconnect()
      }
      return injected.disconnect(namespace, connectorId)
    },
  }
  return { auth, walletConnect, handlers }
}
