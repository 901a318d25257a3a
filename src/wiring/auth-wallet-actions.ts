import type { RpcRequestPayload } from '../../generated/frame-messages/types.js'
import { toRpcTransaction } from '../connectors/rpc-transaction.js'
import type { CaipNetwork } from '../core/caip-network.js'
import type { PayloadOf } from '../frame/frame-protocol.js'
import { isHex, stringToHex, type Hex } from '../utils/evm.js'
import { frameRpcError } from './frame-rpc-error.js'
import type { WalletActions } from './wallet-actions.js'

/**
 * The frame requests the embedded wallet's actions need (APP_RPC_REQUEST, APP_SWITCH_NETWORK) and
 * the abort of its pending signing requests (APP_RPC_ABORT).
 */
export interface AuthFrameRpc {
  rpcRequest: (payload: RpcRequestPayload) => Promise<unknown>
  switchNetwork: (payload: PayloadOf<'APP_SWITCH_NETWORK'>) => Promise<unknown>
  abortRequests: () => void
}

export type AuthWalletActions = Required<
  Pick<WalletActions, 'signMessage' | 'sendTransaction' | 'switchNetwork' | 'abortRequests'>
>

async function hexResult(rpc: AuthFrameRpc, payload: RpcRequestPayload): Promise<Hex> {
  let result: unknown
  try {
    result = await rpc.rpcRequest(payload)
  } catch (error) {
    throw frameRpcError(error)
  }
  if (!isHex(result) || result === '0x') {
    throw new Error(`${payload.method}: the secure frame answered with no hex value`)
  }
  return result
}

/**
 * What the modal does with an email, social or Farcaster wallet, run by the secure frame: the
 * message goes hex-encoded as the reference frame expects, the transaction with hex quantities.
 */
export function authWalletActions(rpc: AuthFrameRpc): AuthWalletActions {
  return {
    abortRequests: rpc.abortRequests,
    signMessage: (message, address) =>
      hexResult(rpc, {
        method: 'personal_sign',
        params: [stringToHex(message), address],
        chainNamespace: 'eip155',
      }),
    sendTransaction: (request) =>
      hexResult(rpc, {
        method: 'eth_sendTransaction',
        params: [toRpcTransaction(request)],
        chainId: request.chainId,
        chainNamespace: 'eip155',
      }),
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
