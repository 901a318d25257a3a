import type {
  ConnectorEvent,
  ConnectorKind,
  WalletConnector,
} from '../../connectors/wallet-connector.js'
import { createProviderShelf } from '../../connectors/provider-shelf.js'
import { CONNECTOR_IDS } from '../../core/connector.js'
import { createEmitter } from '../../core/emitter.js'
import { lazyController } from '../../core/lazy-controller.js'
import type { AuthSession, AuthSessionDeps } from './auth-session.js'
import { AUTH_APPROVAL_METHODS } from './auth-signing-methods.js'

export type EmbeddedConnectorsDeps = Omit<
  AuthSessionDeps,
  'signedOut' | 'onNetworkSwitched' | 'providers'
>

/**
 * The embedded wallet of email, social and Farcaster logins as a connector kind. Its code (the
 * secure frame's wallet actions, the login's namespaces, its providers) arrives through import()
 * at the first login step: a login, a stored login's restore after a reload or from another tab,
 * or its sign-out. A network switch the frame made is the kind's event (the frame sends none of its
 * own), and so is a login that ended, which the connections controller disconnects.
 */
export function embeddedConnectors(deps: EmbeddedConnectorsDeps): ConnectorKind {
  const connectorId = CONNECTOR_IDS.auth
  const events = createEmitter<ConnectorEvent>()
  const shelf = createProviderShelf(events.emit)
  // A failed download is tried again at the next step.
  const session = lazyController<AuthSession>(() =>
    import('./auth-session.js').then(({ authSession }) =>
      authSession({
        ...deps,
        signedOut: (namespace) => {
          events.emit({ type: 'signedOut', connectorId, namespace })
        },
        onNetworkSwitched: ({ caipNetworkId }) => {
          events.emit({ type: 'chainChanged', connectorId, namespace: 'eip155', caipNetworkId })
        },
        providers: shelf,
      }),
    ),
  )
  const { load } = session
  const connector: WalletConnector = {
    connect: async (options) => (await load()).connect(options),
    disconnect: async () => {
      await (await load()).disconnect()
    },
    getProvider: (namespace) => shelf.get(namespace, connectorId),
    switchNetwork: async (network) => {
      await (await load()).switchNetwork(network)
    },
    // Synchronous for the cancel that calls it; a frame never loaded has nothing pending.
    abort: deps.auth.abortRequests,
    approvalMethods: AUTH_APPROVAL_METHODS,
  }
  return {
    connectorOf: (id) => (id === connectorId ? connector : undefined),
    on: events.on,
    /** Stops following sign-outs and the login's provider; never loads the session to stop it. */
    stop: () => {
      void session.whenLoaded((loaded) => {
        loaded.stop()
      })
      events.clear()
    },
  }
}
