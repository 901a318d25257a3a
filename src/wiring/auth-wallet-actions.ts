import type { RpcRequestPayload } from '../../generated/frame-messages/types.js'
import type { CaipNetwork } from '../core/caip-network.js'
import type { PayloadOf } from '../frame/frame-protocol.js'
import { frameRpcError } from './frame-rpc-error.js'
import type { WalletActions } from '../connectors/wallet-actions.js'

/**
 * The frame requests of the embedded wallet: its signatures (APP_RPC_REQUEST, made by its EIP-1193
 * provider and its Solana wallet), its network switch (APP_SWITCH_NETWORK) and the abort of its
 * pending signing requests (APP_RPC_ABORT).
 */
export interface AuthFrameRpc {
  rpcRequest: (payload: RpcRequestPayload) => Promise<unknown>
  switchNetwork: (payload: PayloadOf<'APP_SWITCH_NETWORK'>) => Promise<unknown>
  abortRequests: () => void
}

export type AuthWalletActions = Required<Pick<WalletActions, 'switchNetwork' | 'abortRequests'>>

/**
 * What the modal does with an email, social or Farcaster wallet beyond its provider: the network
 * switch the secure frame makes, and the abort of its pending signing requests.
 */
export function authWalletActions(
  rpc: Pick<AuthFrameRpc, 'switchNetwork' | 'abortRequests'>,
): AuthWalletActions {
  return {
    abortRequests: rpc.abortRequests,
    switchNetwork: async (network: CaipNetwork) => {
      try {
        const rpcUrl = network.rpcUrls.default.http[0]
        await rpc.switchNetwork({
          chainId: network.id,
          ...(rpcUrl === undefined ? {} : { rpcUrl }),
        })
      } catch (error) {
        throw frameRpcError(error)
      }
    },
  }
}
