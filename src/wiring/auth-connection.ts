import type { CaipNetwork } from '../core/caip-network.js'
import type { ConnectedAccounts } from '../core/connect-request.js'
import type { AuthLogin } from '../connectors/auth.js'
import type { AuthSolana } from './auth-solana.js'
import type { LazyAuthConnector } from './auth-wiring.js'
import { authWalletActions, type AuthWalletActions } from './auth-wallet-actions.js'

export interface AuthConnectionDeps {
  auth: Pick<
    LazyAuthConnector,
    | 'connectEmail'
    | 'connectSocial'
    | 'connectFarcaster'
    | 'restore'
    | 'disconnect'
    | 'switchNetwork'
    | 'abortRequests'
  >
  /** The Farcaster login's URL, for the view to show as a QR code. */
  onFarcasterUrl: (url: string) => void
  /**
   * Hears a network switch the frame made: the frame sends no chain event of its own, so the
   * connection (and with it the account's address and balances) follows this instead.
   */
  onNetworkSwitched: (network: CaipNetwork) => void
  /** The login's Solana account, when the app has a Solana network. */
  solana?: Pick<AuthSolana, 'connect' | 'disconnect'>
  /** Sets the eip155 wallet actions. */
  setWalletActions: (actions: AuthWalletActions) => void
  clearWalletActions: () => void
}

/**
 * The auth connector's connection handlers: once an email, social or Farcaster login has given an
 * account, network switches go through the secure frame (its signatures go through the login's
 * provider); a disconnect takes them away before the frame signs out. With a
 * Solana network the login's embedded Solana account is connected too, and ends with it.
 */
export function authConnectionHandlers(deps: AuthConnectionDeps) {
  const { auth } = deps
  const withActions = async (login: Promise<AuthLogin>): Promise<ConnectedAccounts> => {
    const { solana, ...connected } = await login
    const actions = authWalletActions(auth)
    deps.setWalletActions({
      ...actions,
      switchNetwork: async (network) => {
        await actions.switchNetwork(network)
        deps.onNetworkSwitched(network)
      },
    })
    // Set before the eip155 connection is remembered, so the login lands on eip155.
    if (solana) await deps.solana?.connect(solana)
    return connected
  }
  return {
    connectEmail: () => withActions(auth.connectEmail()),
    restoreSession: (socialProvider: string | undefined) =>
      withActions(auth.restore(socialProvider)),
    /**
     * Aborts the embedded wallet's pending signing requests in the frame (a cancel on
     * ApproveTransaction, or an EIP-1193 caller giving up): they reject at once and are never
     * signed.
     */
    abortRequests: (): void => {
      auth.abortRequests()
    },
    connectSocial: (provider: string) =>
      withActions(
        provider === 'farcaster'
          ? auth.connectFarcaster(deps.onFarcasterUrl)
          : auth.connectSocial(provider),
      ),
    disconnect: (): Promise<void> => {
      deps.clearWalletActions()
      deps.solana?.disconnect()
      return auth.disconnect()
    },
  }
}
