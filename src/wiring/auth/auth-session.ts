import type { ConnectOptions } from '../../connectors/wallet-connector.js'
import type { ProviderShelf } from '../../connectors/provider-shelf.js'
import type { ConnectedAccounts } from '../../core/connect-request.js'
import { CONNECTOR_IDS } from '../../core/connector.js'
import { lazyController, type LazyController } from '../../core/lazy-controller.js'
import { authConnectionHandlers, type AuthConnectionDeps } from './auth-connection.js'
import { authNamespaces } from './auth-namespaces.js'
import type { AuthSolana, AuthSolanaDeps } from './auth-solana.js'
import type { LazyAuthConnector } from './auth-wiring.js'
import { followAuthProvider, type AuthEip155ProviderDeps } from './auth-eip155-provider.js'

export const NOT_A_LOGIN_MESSAGE = 'The embedded wallet connects only through a login'

/** The toast when the login's session was ended from another place (Account elsewhere). */
export const SESSION_ENDED_TOAST = 'This session was ended from Account: sign in again'

export interface AuthSessionDeps extends Omit<AuthConnectionDeps, 'solana' | 'auth'> {
  /** The login's frame: its connection steps, and its signatures for the Solana account. */
  auth: AuthConnectionDeps['auth'] &
    AuthSolanaDeps['rpc'] &
    Pick<LazyAuthConnector, 'onSessionEnded'>
  /** Shows the visitor why the login ended (the modal's toast). */
  onSessionEnded: (toast: string) => void
  /** The instance's connections, where the login's Solana account and its sign-outs land. */
  connections: Parameters<typeof authNamespaces>[0]
  /** Ends the login's connection in the namespace (the embedded connector's event). */
  signedOut: Parameters<typeof authNamespaces>[1]
  warn: (message: string, error: unknown) => void
  /** What the login's EIP-1193 provider needs beyond the frame. */
  eip155Provider: Omit<AuthEip155ProviderDeps, 'auth' | 'provider' | 'switchWallet'>
  /** Where the login's providers go: that EIP-1193 provider, its Solana wallet. */
  providers: Pick<ProviderShelf, 'source'>
  /** The Solana side of a login, when the app has a Solana network. */
  solana?: Omit<AuthSolanaDeps, 'rpc' | 'setConnection' | 'onWallet'> | undefined
}

/**
 * What an email, social or Farcaster login does once it is started or restored: the connection
 * handlers that route the wallet's actions through the secure frame, the login's Solana account
 * (loaded at the first login, @solana/kit with it) and the sign-out of one namespace ending the
 * other. Only `lazyAuthSession` imports it, through import().
 */
export function authSession(deps: AuthSessionDeps) {
  const { solana: solanaDeps, ...connectionDeps } = deps
  const accounts = authNamespaces(deps.connections, deps.signedOut)
  const lazySolana = (solana: NonNullable<typeof solanaDeps>): LazyController<AuthSolana> =>
    lazyController(() =>
      import('./auth-solana.js').then(({ authSolana }) =>
        authSolana({
          ...solana,
          rpc: deps.auth,
          setConnection: accounts.setSolanaConnection,
          onWallet: (wallet) => {
            const wallets = deps.providers.source('solana')
            if (wallet) wallets.supply(CONNECTOR_IDS.auth, wallet)
            else wallets.withdraw(CONNECTOR_IDS.auth)
          },
        }),
      ),
    )
  const loaded = solanaDeps && lazySolana(solanaDeps)
  const solana = loaded && {
    connect: async (connected: ConnectedAccounts) => {
      await (await loaded.load()).connect(connected)
    },
    disconnect: () => {
      void loaded.whenLoaded((part) => {
        part.disconnect()
      })
    },
  }
  const handlers = authConnectionHandlers({ ...connectionDeps, ...(solana && { solana }) })
  /** The embedded connector's connect: a login, or the one the secure frame still holds. */
  const connect = (options: ConnectOptions): Promise<ConnectedAccounts> => {
    switch (options.method) {
      case 'email':
        return handlers.connectEmail()
      case 'social':
        return handlers.connectSocial(options.provider)
      case 'session':
        return handlers.restoreSession(options.socialProvider)
      default:
        return Promise.reject(new Error(NOT_A_LOGIN_MESSAGE))
    }
  }
  // The secure site ended the login from another place (the frame forgot it already): it ends
  // here at once as a sign-out does, in every namespace, and the visitor is told why.
  const stopSessionEnded = deps.auth.onSessionEnded(() => {
    deps.signedOut('eip155')
    deps.onSessionEnded(SESSION_ENDED_TOAST)
  })
  const stopProvider = followAuthProvider({
    ...deps.eip155Provider,
    auth: deps.auth,
    provider: deps.providers.source('eip155'),
    switchWallet: handlers.switchNetwork,
  })
  const stop = (): void => {
    stopProvider()
    stopSessionEnded()
    accounts.stop()
  }
  return { ...handlers, connect, stop }
}

export type AuthSession = ReturnType<typeof authSession>
