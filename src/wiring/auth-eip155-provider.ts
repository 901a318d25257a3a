import { connectionFollow, type ConnectionFollowDeps } from '../connectors/connection-follow.js'
import { followConnectionProvider } from '../connectors/connection-provider-follow.js'
import type { ProviderSource } from '../connectors/provider-shelf.js'
import { CONNECTOR_IDS } from '../core/connector.js'
import { authEip1193Forward, rejectedOnCancel } from './auth-eip1193.js'
import type { LazyAuthConnector } from './auth-wiring.js'
import { frameRpcError } from './frame-rpc-error.js'

export interface AuthEip155ProviderDeps {
  auth: Pick<LazyAuthConnector, 'rpcRequest' | 'abortRequests'>
  connection: ConnectionFollowDeps
  /** Runs a wallet request behind ApproveTransaction. */
  approve: <T>(run: () => Promise<T>) => Promise<T>
  provider: ProviderSource<'eip155'>
}

/**
 * The EIP-1193 provider Portico makes of an email, social or Farcaster login, over the secure
 * frame, for as long as its connection lives: its signatures and its chain switches are shown for
 * approval first (ApproveTransaction is this provider's own concern). It loads with the login
 * (embedded-connector.ts). Returns the stop.
 */
export function followAuthProvider(deps: AuthEip155ProviderDeps): () => void {
  const { auth, approve } = deps
  const connection = connectionFollow(deps.connection)
  const connectorId = CONNECTOR_IDS.auth
  return followConnectionProvider({
    connectorId,
    connection,
    provider: deps.provider,
    forward: authEip1193Forward({
      rpc: auth,
      approve,
      abortRequests: auth.abortRequests,
      // The reads the frame does not answer go to the network's own RPC.
      rpcUrl: (chainId) =>
        deps.connection.chain.findNetwork(`eip155:${String(chainId)}`)?.rpcUrls.default.http[0],
      frameError: frameRpcError,
    }),
    switchChain: (chainId) =>
      rejectedOnCancel(
        approve(() => connection.switchChain(connectorId, chainId)),
        auth.abortRequests,
      ),
  })
}
