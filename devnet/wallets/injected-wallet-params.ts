import { hexToBigInt, isAddress, isHex, type TypedDataDomain } from 'viem'
import { isRecord } from '../../src/utils/is-record.js'

/** A wallet's refusal: the dapp sees `code` and `message`, as from a real wallet (both devnet wallets). */
export class WalletRequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'WalletRequestError'
  }
}

export const invalidParams = (why: string) =>
  new WalletRequestError(-32602, `Invalid params: ${why}`)

export function paramAt(params: unknown, index: number): unknown {
  if (!Array.isArray(params)) throw invalidParams('expected an array')
  const list: unknown[] = params
  return list[index]
}

export const bigintOrUndefined = (value: unknown): bigint | undefined =>
  isHex(value) ? hexToBigInt(value) : undefined

/** The eth_signTypedData_v4 payload (a JSON string or an object) in the shape viem signs. */
export function readTypedData(raw: unknown) {
  const data: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw
  if (!isRecord(data) || !isRecord(data.types) || !isRecord(data.message)) {
    throw invalidParams('typed data needs types, primaryType and message')
  }
  const { primaryType } = data
  if (typeof primaryType !== 'string') throw invalidParams('primaryType must be a string')
  const types: Record<string, { name: string; type: string }[]> = {}
  for (const [name, fields] of Object.entries(data.types)) {
    // viem derives EIP712Domain from the domain itself.
    if (name === 'EIP712Domain') continue
    if (!Array.isArray(fields)) throw invalidParams(`types.${name} must be an array`)
    types[name] = fields.map((field: unknown) => {
      if (!isRecord(field) || typeof field.name !== 'string' || typeof field.type !== 'string') {
        throw invalidParams(`types.${name} entries need a name and a type`)
      }
      return { name: field.name, type: field.type }
    })
  }
  const source = isRecord(data.domain) ? data.domain : {}
  const domain: TypedDataDomain = {}
  if (typeof source.name === 'string') domain.name = source.name
  if (typeof source.version === 'string') domain.version = source.version
  if (typeof source.chainId === 'number' || typeof source.chainId === 'string') {
    domain.chainId = BigInt(source.chainId)
  }
  if (typeof source.verifyingContract === 'string' && isAddress(source.verifyingContract)) {
    domain.verifyingContract = source.verifyingContract
  }
  if (isHex(source.salt)) domain.salt = source.salt
  return { domain, types, primaryType, message: data.message }
}

/** The eth_sendTransaction object; what is left out the chain fills in (nonce, gas, fees). */
export function readTransaction(raw: unknown) {
  if (!isRecord(raw)) throw invalidParams('the transaction must be an object')
  const to = typeof raw.to === 'string' && isAddress(raw.to) ? raw.to : undefined
  if (raw.to !== undefined && raw.to !== null && to === undefined) {
    throw invalidParams('to must be an address')
  }
  return {
    from: raw.from,
    to,
    data: isHex(raw.data) ? raw.data : undefined,
    value: bigintOrUndefined(raw.value),
    gas: bigintOrUndefined(raw.gas),
  }
}

/** wallet_switchEthereumChain's `[{ chainId: '0x…' }]` as a number. */
export function readSwitchChainId(params: unknown): number {
  const request = paramAt(params, 0)
  const hexId = isRecord(request) ? request.chainId : undefined
  if (!isHex(hexId)) throw invalidParams('chainId must be hex')
  return Number(hexId)
}
