import { PROVIDER_ERROR_CODES, ProviderRpcError } from '../core/provider-rpc-error.js'
import { quantityToHex, type Address } from '../utils/evm.js'
import { CALLS_ERROR_CODES } from './eip5792.js'
import {
  readSendCallsRequest,
  type ReadOptions,
  type SendCallsRequest,
} from './send-calls-request.js'

/** Who sends a batch and where: the connected EVM account and the app's EVM chains. */
export interface SendingAccount {
  /** The connected EVM account, if any. */
  account: () => Address | undefined
  /** The EVM chain ids Portico is configured for. */
  chainIds: () => readonly number[]
}

/**
 * wallet_sendCalls' request checked as Portico checks every batch, whichever wallet sends it: a
 * connected account, `from` that account when given, a chain the app is configured for.
 */
export function readSendableCalls(
  params: unknown,
  sending: SendingAccount,
  options?: ReadOptions,
): SendCallsRequest & { from: Address } {
  const sent = readSendCallsRequest(params, options)
  const account = sending.account()
  if (account === undefined) {
    throw new ProviderRpcError(
      PROVIDER_ERROR_CODES.unauthorized,
      'Connect a wallet before sending calls',
    )
  }
  if (sent.from !== undefined && sent.from.toLowerCase() !== account.toLowerCase()) {
    throw new ProviderRpcError(
      PROVIDER_ERROR_CODES.unauthorized,
      `from ${sent.from} is not the connected account ${account}`,
    )
  }
  if (!sending.chainIds().includes(sent.chainId)) {
    throw new ProviderRpcError(
      CALLS_ERROR_CODES.unsupportedChain,
      `Unsupported chain id ${quantityToHex(sent.chainId)}: no configured network has it`,
    )
  }
  return { ...sent, from: account }
}
