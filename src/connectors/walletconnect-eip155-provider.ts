import type { CaipNetwork } from '../core/caip-network.js'
import { CONNECTOR_IDS } from '../core/connector.js'
import { refusalAsPorticoError } from '../core/user-rejected-request-error.js'
import { connectionFollow, type ConnectionFollowDeps } from './connection-follow.js'
import { followConnectionProvider } from './connection-provider-follow.js'
import type { ProviderSource } from './provider-shelf.js'
import type { Eip1193RequestArguments } from './injected.js'

/**
 * The EIP-1193 provider Portico makes of a WalletConnect session, scoped to eip155, for as long
 * as its connection lives; it loads with the rest of WalletConnect (walletconnect-handlers.ts). Returns
 * the stop.
 */
export function followWalletConnectProvider(
  request: (args: Eip1193RequestArguments, chainId: string) => Promise<unknown>,
  deps: {
    connection: ConnectionFollowDeps
    provider: ProviderSource<'eip155'>
    /** Asks the session's wallet to move to the network the app switched to. */
    switchWallet: (network: CaipNetwork) => Promise<void>
  },
): () => void {
  return followConnectionProvider({
    connection: connectionFollow(deps.connection, deps.switchWallet),
    provider: deps.provider,
    connectorId: CONNECTOR_IDS.walletConnect,
    forward: (args, state) =>
      request(args, `eip155:${String(state.chainId)}`).catch((error: unknown) => {
        throw refusalAsPorticoError(error)
      }),
  })
}
