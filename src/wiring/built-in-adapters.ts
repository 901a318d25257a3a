import type { InjectedWalletEvent } from '../connectors/injected.js'
import type { WalletRegistrationTarget } from '../connectors/register-wallet.js'
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
import type { AuthSessionDeps } from './auth-session.js'
import { authConnectorOf, type AuthWiringDeps } from './auth-wiring.js'
import type { ConnectionHandlers } from './connection-handlers.js'
import { lazyAuthSession } from './lazy-auth-session.js'
import { lazySolanaAdapter } from './solana-wiring.js'
import type { WalletActionsSlot } from './wallet-actions.js'
import { providerSourceOf, type ProviderRegistry } from './provider-registry.js'

export interface BuiltInAdaptersDeps extends Pick<
  AuthWiringDeps,
  'secureSite' | 'projectId' | 'metadata' | 'checkOrigin'
> {
  networks: readonly CaipNetwork[]
  connectors: Pick<Connectors, 'getConnector' | 'addConnectors' | 'removeConnector'>
  chain: Pick<Chain, 'findNetwork' | 'setSmartAccountEnabledNetworks' | 'networkState'>
  defaultNetwork: CaipNetwork
  /** WalletConnect is offered only when the app names a relay. */
  walletConnect?: WalletConnectOptions
  /** Keeps the WalletConnect storage of two instances on one page apart. */
  storagePrefix: string
  activeNamespace: () => ChainNamespace
  /** Where each connector kind supplies its connection's provider (`portico.getProvider`). */
  providers: Pick<ProviderRegistry, 'supply' | 'withdraw'>
  /** The live WalletConnect connection of each namespace the session holds. */
  setSessionConnections: (connections: SessionConnection[]) => void
  warn: (message: string, error: unknown) => void
  walletActions: Pick<WalletActionsSlot, 'set' | 'clear'>
  storage: Pick<PorticoStorage, 'emailLoginUsed' | 'lastEmailLoginTime' | 'frameSessionToken'>
  theme: Pick<Theme, 'frameThemePayload'>
  /** Runs in a page: wallets that register with `window` (Wallet Standard) can be discovered. */
  inPage: boolean
  /** The page, where Portico registers the Solana wallets it wraps (Wallet Standard). */
  walletRegistrationTarget?: WalletRegistrationTarget | undefined
  onWalletEvent: (
    connectorId: string,
    event: InjectedWalletEvent,
    namespace: ChainNamespace,
  ) => void
  /** The Farcaster login's URL, for the view to show as a QR code. */
  onFarcasterUrl: (url: string) => void
  /** The email, social or Farcaster login's user, after each login and email change. */
  onAuthUser?: AuthWiringDeps['onUser']
  /** The instance's connections (made after the adapters), read at the first login step. */
  connections: () => AuthSessionDeps['connections']
}

/**
 * The adapters Portico brings itself: installed EVM wallets through their own provider, Solana
 * wallets through the Wallet Standard (loaded lazily, only with a Solana network), and email login
 * through the secure site when the app names one. The app's own handlers win over these.
 */
export function builtInAdapters(deps: BuiltInAdaptersDeps) {
  const findNetwork = (caipNetworkId: string) => deps.chain.findNetwork(caipNetworkId)
  const eip155Actions = {
    setWalletActions: (actions: Parameters<WalletActionsSlot['set']>[0]) => {
      deps.walletActions.set(actions, 'eip155')
    },
    clearWalletActions: () => {
      deps.walletActions.clear('eip155')
    },
  }
  const injected = createInjectedHandlers({
    getConnector: deps.connectors.getConnector,
    providers: providerSourceOf(deps.providers, 'eip155'),
    findNetwork,
    ...eip155Actions,
    onWalletEvent: (connectorId, event) => {
      deps.onWalletEvent(connectorId, event, 'eip155')
    },
  })
  const solanaProviders = providerSourceOf(deps.providers, 'solana')
  const solana = lazySolanaAdapter({
    inPage: deps.inPage,
    warn: deps.warn,
    chains: deps.networks.filter((network) => network.chainNamespace === 'solana'),
    addConnectors: deps.connectors.addConnectors,
    removeConnector: deps.connectors.removeConnector,
    getConnector: deps.connectors.getConnector,
    currentNetwork: () => deps.chain.networkState('solana').caipNetwork,
    providers: solanaProviders,
    onAccountsChanged: (connectorId, accounts) => {
      deps.onWalletEvent(connectorId, { type: 'accountsChanged', accounts }, 'solana')
    },
  })
  const solanaNetworks = deps.networks.filter((network) => network.chainNamespace === 'solana')
  const auth = authConnectorOf({
    secureSite: deps.secureSite,
    projectId: deps.projectId,
    metadata: deps.metadata,
    network: deps.networks.find((network) => network.chainNamespace === 'eip155'),
    solanaNetwork: solanaNetworks[0],
    findNetwork,
    storage: deps.storage,
    theme: deps.theme.frameThemePayload,
    onSmartAccountEnabledNetworks: (chainIds) => {
      deps.chain.setSmartAccountEnabledNetworks('eip155', chainIds)
    },
    ...(deps.onAuthUser && { onUser: deps.onAuthUser }),
    ...(deps.checkOrigin && { checkOrigin: deps.checkOrigin }),
  })
  if (auth) deps.connectors.addConnectors([auth.connector])
  const authHandlers =
    auth &&
    lazyAuthSession({
      auth,
      connections: deps.connections,
      warn: deps.warn,
      // The Solana side of a login (and @solana/kit with it) loads at the first login only.
      ...(solanaNetworks.length > 0 && {
        solana: {
          networks: solanaNetworks,
          registrationTarget: deps.walletRegistrationTarget,
          onWallet: (wallet) => {
            if (wallet) solanaProviders.supply(CONNECTOR_IDS.auth, wallet)
            else solanaProviders.withdraw(CONNECTOR_IDS.auth)
          },
        },
      }),
      onFarcasterUrl: deps.onFarcasterUrl,
      onNetworkSwitched: (network) => {
        deps.onWalletEvent(
          CONNECTOR_IDS.auth,
          { type: 'chainChanged', caipNetworkId: network.caipNetworkId },
          'eip155',
        )
      },
      ...eip155Actions,
    })
  const isSolana = (connectorId: string): boolean =>
    deps.connectors.getConnector(connectorId)?.chain === 'solana'
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
          deps.onWalletEvent(CONNECTOR_IDS.walletConnect, event, 'eip155')
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
    connectExternal: (connectorId, options) =>
      isSolana(connectorId)
        ? solana.connect(connectorId, options.silent)
        : injected.connectExternal(connectorId, options),
    ...(walletConnect && {
      createPairing: walletConnect.createPairing,
      connectWalletConnect: walletConnect.connectWalletConnect,
      onSessionDelete: walletConnect.onSessionDelete,
    }),
    ...(authHandlers && {
      connectEmail: authHandlers.connectEmail,
      restoreSession: authHandlers.restoreSession,
      connectSocial: authHandlers.connectSocial,
    }),
    disconnect: (namespace, connectorId) => {
      if (authHandlers && connectorId === CONNECTOR_IDS.auth) return authHandlers.disconnect()
      if (walletConnect && connectorId === CONNECTOR_IDS.walletConnect) {
        return walletConnect.disconnect()
      }
      if (namespace === 'solana') return solana.disconnect(connectorId)
      return injected.disconnect(namespace, connectorId)
    },
  }
  const stop = (): void => {
    solana.stop()
    authHandlers?.stop()
  }
  return { auth, walletConnect, handlers, stop }
}
