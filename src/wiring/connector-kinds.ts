import { injectedConnectors } from '../connectors/injected-connector.js'
import type { ConnectionFollowDeps } from '../connectors/connection-follow.js'
import type { WalletRegistrationTarget } from '../connectors/register-wallet.js'
import { connectorKinds } from '../connectors/wallet-connector.js'
import { walletStandardConnectors } from '../connectors/wallet-standard-connector.js'
import type { LinkOpener } from '../core/in-app-browser.js'
import { walletConnectConnectors, type WalletConnectOptions } from '../connectors/walletconnect.js'
import type { Chain } from '../controllers/chain.js'
import type { Connectors } from '../controllers/connectors.js'
import type { Theme } from '../controllers/theme.js'
import type { CaipNetwork } from '../core/caip-network.js'
import { CONNECTOR_IDS } from '../core/connector.js'
import type { PorticoStorage } from '../core/storage.js'
import type { ChainNamespace } from '../utils/caip.js'
import type { AuthSessionDeps } from './auth/auth-session.js'
import { authConnectorOf, type AuthWiringDeps } from './auth/auth-wiring.js'
import { embeddedConnectors } from './auth/embedded-connector.js'
import { walletConnectSessionSync } from './session/walletconnect-session-sync.js'

export interface ConnectorKindsDeps extends Pick<
  AuthWiringDeps,
  'secureSite' | 'projectId' | 'metadata' | 'checkOrigin'
> {
  networks: readonly CaipNetwork[]
  connectors: Pick<Connectors, 'getConnector' | 'addConnectors' | 'removeConnector'>
  chain: Pick<
    Chain,
    'findNetwork' | 'setActiveNetwork' | 'setSmartAccountEnabledNetworks' | 'networkState'
  >
  defaultNetwork: CaipNetwork
  /** WalletConnect is offered only when the app names a relay. */
  walletConnect?: WalletConnectOptions
  /** The host app's link opener (createPortico's `openLink`), for a request's wallet app link. */
  openLink?: LinkOpener | undefined
  /** Keeps the WalletConnect storage of two instances on one page apart. */
  storagePrefix: string
  activeNamespace: () => ChainNamespace
  warn: (message: string, error: unknown) => void
  storage: Pick<PorticoStorage, 'emailLoginUsed' | 'lastEmailLoginTime' | 'frameSessionToken'>
  theme: Pick<Theme, 'frameThemePayload'>
  /** Runs in a page: wallets that register with `window` (Wallet Standard) can be discovered. */
  inPage: boolean
  /** The page, where Portico registers the Solana wallets it wraps (Wallet Standard). */
  walletRegistrationTarget?: WalletRegistrationTarget | undefined
  /** The Farcaster login's URL, for the view to show as a QR code. */
  onFarcasterUrl: (url: string) => void
  /** Shows the toast of a login ended from another place (it is over here already). */
  onAuthSessionEnded: (toast: string) => void
  /** The email, social or Farcaster login's user, after each login and email change. */
  onAuthUser?: AuthWiringDeps['onUser']
  /** The connections' store, which the kinds' own connections are written to. */
  connections: AuthSessionDeps['connections'] &
    ConnectionFollowDeps['connections'] &
    Parameters<typeof walletConnectSessionSync>[0]
}

/**
 * The connection kinds Portico brings, each behind the one connector interface: the embedded
 * wallet of logins through the secure site (when the app names one), WalletConnect (with a relay),
 * Solana wallets of the Wallet Standard (with a Solana network) and installed EVM wallets.
 */
export function createConnectorKinds(deps: ConnectorKindsDeps) {
  const findNetwork = (caipNetworkId: string) => deps.chain.findNetwork(caipNetworkId)
  const solanaNetworks = deps.networks.filter((network) => network.chainNamespace === 'solana')
  // What Portico's own providers (WalletConnect's, the login's) follow; used once they load.
  const connection: ConnectionFollowDeps = { connections: deps.connections, chain: deps.chain }
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
  const embedded =
    auth &&
    embeddedConnectors({
      auth,
      connections: deps.connections,
      warn: deps.warn,
      // The Solana side of a login (and @solana/kit with it) loads at the first login only.
      ...(solanaNetworks.length > 0 && {
        solana: {
          networks: solanaNetworks,
          registrationTarget: deps.walletRegistrationTarget,
        },
      }),
      eip155Provider: { connection },
      onFarcasterUrl: deps.onFarcasterUrl,
      onSessionEnded: deps.onAuthSessionEnded,
    })
  const walletConnect =
    deps.walletConnect &&
    walletConnectConnectors({
      options: deps.walletConnect,
      projectId: deps.projectId,
      metadata: deps.metadata,
      networks: deps.networks,
      defaultNetwork: deps.defaultNetwork,
      findNetwork,
      activeNamespace: deps.activeNamespace,
      storagePrefix: `${deps.storagePrefix}-walletconnect`,
      pendingPairingKey: `${deps.storagePrefix}:pending-pairing`,
      // The live WalletConnect connection of each namespace the session holds.
      setSessionConnections: walletConnectSessionSync(deps.connections, deps.activeNamespace),
      connection,
      registrationTarget: deps.walletRegistrationTarget,
      openLink: deps.openLink,
      warn: deps.warn,
    })
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
  const walletStandard = walletStandardConnectors({
    inPage: deps.inPage,
    warn: deps.warn,
    chains: solanaNetworks,
    addConnectors: deps.connectors.addConnectors,
    removeConnector: deps.connectors.removeConnector,
    getConnector: deps.connectors.getConnector,
    currentNetwork: () => deps.chain.networkState('solana').caipNetwork,
  })
  const injected = injectedConnectors({
    getConnector: deps.connectors.getConnector,
    findNetwork,
  })
  // Installed EVM wallets last: every connector id no other kind makes is one of theirs.
  const kinds = connectorKinds([embedded, walletConnect, walletStandard, injected])
  return { ...kinds, auth, walletConnect }
}
