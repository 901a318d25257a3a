import { connectionFollow, type ConnectionFollowDeps } from '../../connectors/connection-follow.js'
import { followConnectionProvider } from '../../connectors/connection-provider-follow.js'
import type { ProviderSource } from '../../connectors/provider-shelf.js'
import type { CaipNetwork } from '../../core/caip-network.js'
import { CONNECTOR_IDS } from '../../core/connector.js'
import { authEip1193Forward } from './auth-eip1193.js'
import type { LazyAuthConnector } from './auth-wiring.js'
import { frameRpcError } from './frame-rpc-error.js'

export interface AuthEip155ProviderDeps {
  auth: Pick<LazyAuthConnector, 'rpcRequest'>
  connection: ConnectionFollowDeps
  provider: ProviderSource<'eip155'>
  /** Moves the frame's wallet to the network the app switched to. */
  switchWallet: (network: CaipNetwork) => Promise<void>
}

/**
 * The EIP-1193 provider Portico makes of an email, social or Farcaster login, over the secure
 * frame, for as long as its connection lives. It loads with the login (embedded-connector.ts);
 * the app's signing requests reach it behind ApproveTransaction (approved-provider.ts). Returns
 * the stop.
 */
export function followAuthProvider(deps: AuthEip155ProviderDeps): () => void {
  return followConnectionProvider({
    connectorId: CONNECTOR_IDS.auth,
    connection: connectionFollow(deps.connection, deps.switchWallet),
    provider: deps.provider,
    forward: authEip1193Forward({
      rpc: deps.auth,
      // The reads the frame does not answer go to the network's own RPC.
      rpcUrl: (chainId) =>
        deps.connection.chain.findNetwork(`eip155:${String(chainId)}`)?.rpcUrls.default.http[0],
      frameError: frameRpcError,
    }),
  })
}
