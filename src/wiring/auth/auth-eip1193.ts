/**
 * What Portico's EIP-1193 provider for an email, social or Farcaster login does with a request its
 * connection does not answer itself: signing, sending and EIP-5792's batches run in the secure
 * frame, safe requests (reads, raw transactions) go to the network's RPC, anything else is
 * refused. The app's signing requests reach it behind ApproveTransaction
 * (wiring/approved-provider.ts); Portico's own calls show their own views.
 */
import type { RpcRequestPayload } from '../../../generated/frame-messages/types.js'
import type {
  ConnectionProviderDeps,
  ConnectionProviderState,
} from '../../connectors/connection-provider.js'
import type { Eip1193RequestArguments } from '../../connectors/injected.js'
import { PROVIDER_ERROR_CODES, ProviderRpcError } from '../../core/provider-rpc-error.js'
import type { AuthFrameRpc } from './auth-wiring.js'
import { isRecord } from '../../utils/is-record.js'
import { isSafeRpcMethod } from '../../utils/rpc-safety.js'

import { AUTH_SIGNING_METHODS } from './auth-signing-methods.js'
import { frameBatchPayload, isFrameBatchMethod } from './auth-batch-payload.js'

export interface AuthEip1193Deps {
  rpc: Pick<AuthFrameRpc, 'rpcRequest'>
  /** The RPC endpoint of a configured network. */
  rpcUrl: (chainId: number) => string | undefined
  /** The frame's error as the app should see it (a refusal: code 4001). */
  frameError: (error: unknown) => unknown
  fetch?: typeof globalThis.fetch
}

let nextRpcId = 0

/** One JSON-RPC read on the network's node; its error comes back with its code and data. */
async function readChain(
  fetchFn: typeof globalThis.fetch,
  url: string,
  args: Eip1193RequestArguments,
): Promise<unknown> {
  nextRpcId += 1
  const reply = await fetchFn(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: nextRpcId,
      method: args.method,
      params: positional(args),
    }),
  })
  const body: unknown = await reply.json()
  if (!isRecord(body)) throw new Error(`${args.method}: the node gave no JSON-RPC reply`)
  const { error } = body
  if (isRecord(error)) {
    const code = typeof error.code === 'number' ? error.code : -32603
    const message = typeof error.message === 'string' ? error.message : 'Internal error'
    throw new ProviderRpcError(code, message, { data: error.data })
  }
  if (!('result' in body)) throw new Error(`${args.method}: the node gave no result`)
  return body.result
}

const invalidParams = (method: string, expected: string): ProviderRpcError =>
  new ProviderRpcError(PROVIDER_ERROR_CODES.invalidParams, `${method} expects ${expected}`)

const positional = (args: Eip1193RequestArguments): readonly unknown[] =>
  Array.isArray(args.params) ? args.params : []

const TRANSACTION_FIELDS = [
  'from',
  'data',
  'value',
  'gas',
  'gasPrice',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
  'nonce',
  'type',
] as const

/** The frame's eth_sendTransaction object: string fields copied, `to` required. */
function frameTransaction(value: unknown) {
  if (!isRecord(value) || typeof value.to !== 'string') {
    throw invalidParams('eth_sendTransaction', '[{ to, … }] (the frame makes no deployments)')
  }
  const transaction: Partial<Record<(typeof TRANSACTION_FIELDS)[number], string>> = {}
  for (const field of TRANSACTION_FIELDS) {
    const fieldValue = value[field]
    if (typeof fieldValue === 'string') transaction[field] = fieldValue
  }
  return { ...transaction, to: value.to }
}

/** The frame request of a signing method, on the connection's chain. */
function framePayload(
  args: Eip1193RequestArguments,
  state: ConnectionProviderState,
): RpcRequestPayload {
  const params = positional(args)
  const common = { chainId: state.chainId, chainNamespace: 'eip155' } as const
  const [first, second] = params
  switch (args.method) {
    case 'personal_sign':
      if (typeof first !== 'string' || typeof second !== 'string') {
        throw invalidParams('personal_sign', '[message, address]')
      }
      return { method: 'personal_sign', params: [first, second], ...common }
    case 'eth_signTypedData_v4':
      if (typeof first !== 'string' || (typeof second !== 'string' && !isRecord(second))) {
        throw invalidParams('eth_signTypedData_v4', '[address, typed data]')
      }
      return {
        method: 'eth_signTypedData_v4',
        params: [first, typeof second === 'string' ? second : JSON.stringify(second)],
        ...common,
      }
    default:
      return { method: 'eth_sendTransaction', params: [frameTransaction(first)], ...common }
  }
}

const isSigningMethod = (method: string): boolean =>
  AUTH_SIGNING_METHODS.some((signing) => signing === method)

export function authEip1193Forward(deps: AuthEip1193Deps): ConnectionProviderDeps['forward'] {
  const inFrame = async (payload: RpcRequestPayload): Promise<unknown> => {
    try {
      return await deps.rpc.rpcRequest(payload)
    } catch (error) {
      throw deps.frameError(error)
    }
  }
  return async (args, state) => {
    if (isSigningMethod(args.method)) return inFrame(framePayload(args, state))
    if (isFrameBatchMethod(args.method)) return inFrame(frameBatchPayload(args, state))
    // The frame shows nothing: a batch it knows is acknowledged, an unknown one refused (5730).
    if (args.method === 'wallet_showCallsStatus') {
      await inFrame(frameBatchPayload({ ...args, method: 'wallet_getCallsStatus' }, state))
      return null
    }
    // Safe requests (reads, an already signed transaction) need no approval: the node answers.
    if (isSafeRpcMethod(args.method)) {
      const url = deps.rpcUrl(state.chainId)
      if (url === undefined) {
        throw new ProviderRpcError(
          PROVIDER_ERROR_CODES.unsupportedMethod,
          `No RPC URL for chain ${String(state.chainId)}`,
        )
      }
      return readChain(deps.fetch ?? globalThis.fetch, url, args)
    }
    throw new ProviderRpcError(
      PROVIDER_ERROR_CODES.unsupportedMethod,
      `The email wallet does not support ${args.method}`,
    )
  }
}
