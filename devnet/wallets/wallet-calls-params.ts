import { isAddress, isHex, type Address, type Hex } from 'viem'
import { isRecord } from '../../src/utils/is-record.js'
import { invalidParams, paramAt, WalletRequestError } from './injected-wallet-params.js'

/** The request shape of EIP-5792 this wallet speaks; any other version is refused. */
export const SEND_CALLS_VERSION = '2.0.0'
/** More calls than this in one batch is EIP-5792's 5740 (batch too large). */
export const MAX_CALLS_PER_BATCH = 50
/** EIP-5792 caps a dapp-chosen bundle id at 4096 bytes. */
const MAX_ID_LENGTH = 4096

/** EIP-5792's error codes, by name. */
export const CALLS_ERRORS = {
  unsupportedCapability: 5700,
  unsupportedChain: 5710,
  duplicateId: 5720,
  unknownBundle: 5730,
  batchTooLarge: 5740,
  atomicityNotSupported: 5760,
} as const

export interface WalletCall {
  to: Address
  data: Hex | undefined
  value: bigint | undefined
}

export interface SendCallsRequest {
  id: string | undefined
  from: unknown
  chainId: number
  atomicRequired: boolean
  calls: WalletCall[]
}

/**
 * A capability the wallet does not know is refused (5700) unless the dapp marked it optional;
 * `where` names it in the message.
 */
function assertCapabilities(value: unknown, where: string): void {
  if (value === undefined) return
  if (!isRecord(value)) throw invalidParams(`${where} must be an object`)
  for (const [name, capability] of Object.entries(value)) {
    if (isRecord(capability) && capability.optional === true) continue
    throw new WalletRequestError(
      CALLS_ERRORS.unsupportedCapability,
      `Unsupported non-optional capability: this wallet does not support "${name}" (${where})`,
    )
  }
}

function readCall(raw: unknown, index: number): WalletCall {
  const where = `calls[${String(index)}]`
  if (!isRecord(raw)) throw invalidParams(`${where} must be an object`)
  if (typeof raw.to !== 'string' || !isAddress(raw.to)) {
    // A batch runs through the account's code, which calls; it cannot create contracts.
    throw invalidParams(`${where}.to must be an address`)
  }
  if (raw.data !== undefined && !isHex(raw.data)) throw invalidParams(`${where}.data must be hex`)
  if (raw.value !== undefined && !(isHex(raw.value) && raw.value.length > 2)) {
    throw invalidParams(`${where}.value must be a hex quantity`)
  }
  assertCapabilities(raw.capabilities, `${where}.capabilities`)
  return {
    to: raw.to,
    data: raw.data,
    value: raw.value === undefined ? undefined : BigInt(raw.value),
  }
}

/** wallet_sendCalls' one parameter, checked field by field (EIP-5792 2.0.0). */
export function readSendCallsRequest(params: unknown): SendCallsRequest {
  const request = paramAt(params, 0)
  if (!isRecord(request)) throw invalidParams('wallet_sendCalls takes one request object')
  if (request.version !== SEND_CALLS_VERSION) {
    throw invalidParams(
      `version ${JSON.stringify(request.version)} is not supported; this wallet speaks EIP-5792 ${SEND_CALLS_VERSION}`,
    )
  }
  const { id } = request
  if (
    id !== undefined &&
    (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH)
  ) {
    throw invalidParams(`id must be a string of 1 to ${String(MAX_ID_LENGTH)} characters`)
  }
  if (!isHex(request.chainId) || request.chainId.length < 3) {
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
    throw new WalletRequestError(
      CALLS_ERRORS.batchTooLarge,
      `Batch too large: ${String(rawCalls.length)} calls, this wallet takes at most ${String(MAX_CALLS_PER_BATCH)}`,
    )
  }
  assertCapabilities(request.capabilities, 'capabilities')
  return {
    id,
    from: request.from,
    chainId: Number(request.chainId),
    atomicRequired: request.atomicRequired,
    calls: rawCalls.map(readCall),
  }
}

/** The bundle id of wallet_getCallsStatus and wallet_showCallsStatus. */
export function readBundleId(params: unknown): string {
  const id = paramAt(params, 0)
  if (typeof id !== 'string' || id.length === 0)
    throw invalidParams('the bundle id must be a string')
  return id
}

/** wallet_getCapabilities' `[address, chainIds?]`: the chain ids asked for, if any. */
export function readCapabilitiesRequest(params: unknown): {
  address: unknown
  chainIds?: number[]
} {
  if (params !== undefined && !Array.isArray(params)) throw invalidParams('expected an array')
  const list: unknown[] = params ?? []
  const [address, chainIds] = list
  if (list.length > 0 && typeof address !== 'string')
    throw invalidParams('the address must be a string')
  if (chainIds === undefined) return { address }
  if (!Array.isArray(chainIds) || !chainIds.every((chainId) => isHex(chainId))) {
    throw invalidParams('the chain ids must be a list of hex chain ids')
  }
  return { address, chainIds: chainIds.map(Number) }
}
