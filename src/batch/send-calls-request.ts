import { PROVIDER_ERROR_CODES, ProviderRpcError } from '../core/provider-rpc-error.js'
import { isAddress, isHex, type Address, type Hex } from '../utils/evm.js'
import { isRecord } from '../utils/is-record.js'
import { CALLS_ERROR_CODES, MAX_CALLS_PER_BATCH, SEND_CALLS_VERSION } from './eip5792.js'

// EIP-5792 caps a dapp-chosen bundle id at 4096 bytes.
const MAX_ID_LENGTH = 4096

export interface BatchCall {
  /** Absent: the call creates a contract. */
  to: Address | undefined
  data: Hex | undefined
  value: Hex | undefined
}

/** wallet_sendCalls' request once checked (EIP-5792 2.0.0). */
export interface SendCallsRequest {
  id: string | undefined
  from: Address | undefined
  chainId: number
  atomicRequired: boolean
  calls: BatchCall[]
}

const invalidParams = (why: string): ProviderRpcError =>
  new ProviderRpcError(PROVIDER_ERROR_CODES.invalidParams, `Invalid params: ${why}`)

function firstParam(params: unknown): unknown {
  if (!Array.isArray(params)) throw invalidParams('expected an array')
  const list: unknown[] = params
  return list[0]
}

/**
 * A capability the wallet lacks is refused (5700) unless the dapp marked it optional; a wallet
 * that speaks EIP-5792 itself judges its own capabilities.
 */
function assertCapabilities(value: unknown, where: string, walletJudges: boolean): void {
  if (value === undefined) return
  if (!isRecord(value)) throw invalidParams(`${where} must be an object`)
  if (walletJudges) return
  for (const [name, capability] of Object.entries(value)) {
    if (isRecord(capability) && capability.optional === true) continue
    throw new ProviderRpcError(
      CALLS_ERROR_CODES.unsupportedCapability,
      `Unsupported non-optional capability: this wallet does not support "${name}" (${where})`,
    )
  }
}

function readCall(raw: unknown, index: number, walletJudges: boolean): BatchCall {
  const where = `calls[${String(index)}]`
  if (!isRecord(raw)) throw invalidParams(`${where} must be an object`)
  const { to, data, value } = raw
  if (to !== undefined && !(typeof to === 'string' && isAddress(to, { strict: false }))) {
    throw invalidParams(`${where}.to must be an address`)
  }
  if (data !== undefined && !isHex(data)) throw invalidParams(`${where}.data must be hex`)
  if (value !== undefined && !(isHex(value) && value.length > 2 && value.length <= 66)) {
    throw invalidParams(`${where}.value must be a hex quantity`)
  }
  assertCapabilities(raw.capabilities, `${where}.capabilities`, walletJudges)
  return { to, data, value }
}

export interface ReadOptions {
  /** The wallet speaks EIP-5792 and judges the capabilities asked; else unknown ones are refused. */
  walletJudgesCapabilities?: boolean
}

/** wallet_sendCalls' one parameter, checked field by field; refusals name the field. */
export function readSendCallsRequest(
  params: unknown,
  { walletJudgesCapabilities = false }: ReadOptions = {},
): SendCallsRequest {
  const request = firstParam(params)
  if (!isRecord(request)) throw invalidParams('wallet_sendCalls takes one request object')
  if (request.version !== SEND_CALLS_VERSION) {
    const version: unknown = request.version
    throw invalidParams(
      `version ${typeof version === 'string' ? JSON.stringify(version) : String(version)} is not supported; this wallet speaks EIP-5792 ${SEND_CALLS_VERSION}`,
    )
  }
  const { id, from } = request
  if (
    id !== undefined &&
    (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH)
  ) {
    throw invalidParams(`id must be a string of 1 to ${String(MAX_ID_LENGTH)} characters`)
  }
  if (from !== undefined && !(typeof from === 'string' && isAddress(from, { strict: false }))) {
    throw invalidParams('from must be an address')
  }
  if (!isHex(request.chainId) || request.chainId.length < 3 || request.chainId.length > 10) {
    throw invalidParams('chainId must be a hex chain id')
  }
  if (typeof request.atomicRequired !== 'boolean') {
    throw invalidParams('atomicRequired must be true or false')
  }
  if (!Array.isArray(request.calls) || request.calls.length === 0) {
    throw invalidParams('calls must list at least one call')
  }
  const rawCalls: unknown[] = request.calls
  if (rawCalls.length > MAX_CALLS_PER_BATCH) {
    throw new ProviderRpcError(
      CALLS_ERROR_CODES.batchTooLarge,
      `Batch too large: ${String(rawCalls.length)} calls, at most ${String(MAX_CALLS_PER_BATCH)} are taken`,
    )
  }
  assertCapabilities(request.capabilities, 'capabilities', walletJudgesCapabilities)
  return {
    id,
    from,
    chainId: Number(request.chainId),
    atomicRequired: request.atomicRequired,
    calls: rawCalls.map((call, index) => readCall(call, index, walletJudgesCapabilities)),
  }
}

/** The bundle id of wallet_getCallsStatus and wallet_showCallsStatus. */
export function readBundleId(params: unknown): string {
  const id = firstParam(params)
  if (typeof id !== 'string' || id.length === 0)
    throw invalidParams('the bundle id must be a string')
  return id
}

export function unknownBundleError(id: string): ProviderRpcError {
  return new ProviderRpcError(
    CALLS_ERROR_CODES.unknownBundle,
    `Unknown bundle id: no batch was sent with id ${id}`,
  )
}
