import type { InjectedWalletEvent } from '../connectors/injected.js'
import { createInjectedHandlers } from '../connectors/injected-handlers.js'
import type { Chain } from '../controllers/chain.js'
import type { Connectors } from '../controllers/connectors.js'
import type { Theme } from '../controllers/theme.js'
import type { CaipNetwork } from '../core/caip-network.js'
import type { PorticoStorage } from '../core/storage.js'
import { authConnectorOf, type AuthWiringDeps } from './auth-wiring.js'
import type { ConnectionHandlers } from './connection-handlers.js'
import type { WalletActionsSlot } from './wallet-actions.js'

export interface BuiltInAdaptersDeps extends Pick<
  AuthWiringDeps,
  'secureSite' | 'projectId' | 'metadata'
> {
  networks: readonly CaipNetwork[]
  connectors: Pick<Connectors, 'getConnector' | 'addConnectors'>
  chain: Pick<Chain, 'findNetwork' | 'setSmartAccountEnabledNetworks'>
  walletActions: Pick<WalletActionsSlot, 'set' | 'clear'>
  storage: Pick<PorticoStorage, 'emailLoginUsed' | 'lastEmailLoginTime' | 'frameSessionToken'>
  theme: Pick<Theme, 'frameThemePayload'>
  onWalletEvent: (connectorId: string, event: InjectedWalletEvent) => void
  /** The Farcaster login's URL, for the view to show as a QR code. */
  onFarcasterUrl: (url: string) => void
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
  const handlers: Partial<ConnectionHandlers> = {
    ...injected,
    ...(auth && {
      connectEmail: auth.connectEmail,
      connectSocial: (provider: string) =>
        provider === 'farcaster'
          ? auth.connectFarcaster(deps.onFarcasterUrl)
          : auth.connectSocial(provider),
      disconnect: (namespace, connectorId) =>
        connectorId === auth.connector.id
          ? auth.disconnect()
          : injected.disconnect(namespace, connectorId),
    }),
  }
  return { auth, handlers }
}
