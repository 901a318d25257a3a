import type { CaipNetwork } from '../../core/caip-network.js'
import type { ConnectedAccounts } from '../../core/connect-request.js'
import type { AuthLogin } from '../../connectors/auth.js'
import type { AuthSolana } from './auth-solana.js'
import type { AuthFrameRpc, LazyAuthConnector } from './auth-wiring.js'
import { frameRpcError } from './frame-rpc-error.js'

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
}

/** Asks the secure frame to move the embedded wallet to the network's chain (APP_SWITCH_NETWORK). */
export async function switchFrameNetwork(
  rpc: Pick<AuthFrameRpc, 'switchNetwork'>,
  network: CaipNetwork,
): Promise<void> {
  try {
    const rpcUrl = network.rpcUrls.default.http[0]
    await rpc.switchNetwork({ chainId: network.id, ...(rpcUrl === undefined ? {} : { rpcUrl }) })
  } catch (error) {
    // A refusal in the frame reaches the caller as the visitor's (code 4001).
    throw frameRpcError(error)
  }
}

/**
 * The auth connector's connection handlers: a login gives an account, network switches go through
 * the secure frame (its signatures go through the login's provider), and a disconnect signs the
 * frame out. With a Solana network the login's embedded Solana account is connected too, and ends
 * with it.
 */
export function authConnectionHandlers(deps: AuthConnectionDeps) {
  const { auth } = deps
  const withSolana = async (login: Promise<AuthLogin>): Promise<ConnectedAccounts> => {
    const { solana, ...connected } = await login
    // Set before the eip155 connection is remembered, so the login lands on eip155.
    if (solana) await deps.solana?.connect(solana)
    return connected
  }
  return {
    connectEmail: () => withSolana(auth.connectEmail()),
    restoreSession: (socialProvider: string | undefined) =>
      withSolana(auth.restore(socialProvider)),
    connectSocial: (provider: string) =>
      withSolana(
        provider === 'farcaster'
          ? auth.connectFarcaster(deps.onFarcasterUrl)
          : auth.connectSocial(provider),
      ),
    /**
     * The frame switches its EVM chain; the connection follows, as the frame sends no chain event.
     * The login's Solana account is the same on every cluster: nothing to ask the frame there.
     */
    switchNetwork: async (network: CaipNetwork): Promise<void> => {
      if (network.chainNamespace !== 'eip155') return
      await switchFrameNetwork(auth, network)
      deps.onNetworkSwitched(network)
    },
    disconnect: (): Promise<void> => {
      deps.solana?.disconnect()
      return auth.disconnect()
    },
  }
}
