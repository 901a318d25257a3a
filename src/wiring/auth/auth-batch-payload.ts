import { isRpcRequestPayload } from '../../../generated/frame-messages/checks/RpcRequestPayload.js'
import type { RpcRequestPayload } from '../../../generated/frame-messages/types.js'
import type { ConnectionProviderState } from '../../connectors/connection-provider.js'
import type { Eip1193RequestArguments } from '../../connectors/injected.js'
import { PROVIDER_ERROR_CODES, ProviderRpcError } from '../../core/provider-rpc-error.js'

/**
 * EIP-5792's methods the secure frame answers for the embedded wallet: its capabilities (atomic
 * where the chain has the batch executor), a batch sent as one transaction through the account's
 * EIP-7702 delegation, and that batch's status. The app's wallet_sendCalls reaches the frame only
 * after one ApproveTransaction listing every call (batch/batch-calls.ts).
 */
const FRAME_BATCH_METHODS: readonly string[] = [
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
]

export const isFrameBatchMethod = (method: string): boolean => FRAME_BATCH_METHODS.includes(method)

/** The frame request of a batch method, on the connection's chain; its params as the app sent them. */
export function frameBatchPayload(
  args: Eip1193RequestArguments,
  state: ConnectionProviderState,
): RpcRequestPayload {
  const params: unknown[] = Array.isArray(args.params) ? Array.from<unknown>(args.params) : []
  const payload = {
    method: args.method,
    params,
    chainId: state.chainId,
    chainNamespace: 'eip155',
  }
  if (!isRpcRequestPayload(payload)) {
    throw new ProviderRpcError(
      PROVIDER_ERROR_CODES.invalidParams,
      `Invalid params: ${args.method}'s params are not EIP-5792's`,
    )
  }
  return payload
}
