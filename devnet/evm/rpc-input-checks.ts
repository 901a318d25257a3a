import { InvalidArgumentsError } from 'hardhat/internal/core/providers/errors.js'

/** What real nodes hold a quantity to: 256 bits for values and prices, 64 for gas and nonces. */
export const MAX_UINT256 = 2n ** 256n - 1n
export const MAX_UINT64 = 2n ** 64n - 1n

const QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/
const DATA = /^0x([0-9a-fA-F]{2})*$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HASH = /^0x[0-9a-fA-F]{64}$/
const BLOCK_TAGS = new Set(['latest', 'earliest', 'pending', 'safe', 'finalized'])

const invalid = (where: string, problem: string): never => {
  throw new InvalidArgumentsError(`invalid argument ${where}: ${problem}`)
}

/** A hex quantity as geth reads it (0x, no leading zeros), at most `max`. */
export function checkQuantity(value: unknown, where: string, max = MAX_UINT256): bigint {
  if (typeof value !== 'string' || !QUANTITY.test(value))
    return invalid(where, 'hex string without leading zero digits expected')
  const quantity = BigInt(value)
  if (quantity > max) return invalid(where, `hex number > ${max.toString(2).length} bits`)
  return quantity
}

export function checkData(value: unknown, where: string): void {
  if (typeof value !== 'string' || !DATA.test(value))
    invalid(where, 'hex string of whole bytes expected')
}

export function checkAddress(value: unknown, where: string): void {
  if (typeof value !== 'string' || !ADDRESS.test(value))
    invalid(where, 'hex string of 20 bytes expected')
}

export function checkHash(value: unknown, where: string): void {
  if (typeof value !== 'string' || !HASH.test(value))
    invalid(where, 'hex string of 32 bytes expected')
}

/** A block tag, a block number, or an EIP-1898 { blockHash } / { blockNumber } object. */
export function checkBlock(value: unknown, where: string): void {
  if (typeof value === 'string' && BLOCK_TAGS.has(value)) return
  if (typeof value === 'string') {
    checkQuantity(value, where, MAX_UINT64)
    return
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    if ('blockHash' in value) checkHash(value.blockHash, `${where}.blockHash`)
    else if ('blockNumber' in value)
      checkQuantity(value.blockNumber, `${where}.blockNumber`, MAX_UINT64)
    else invalid(where, 'block tag, number or { blockHash } expected')
    return
  }
  invalid(where, 'block tag, number or { blockHash } expected')
}

export function checkObject(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return invalid(where, 'object expected')
  return Object.fromEntries(Object.entries(value))
}

export function checkParams(params: unknown, method: string, min: number, max: number): unknown[] {
  const list = params === undefined ? [] : params
  if (!Array.isArray(list)) return invalid(method, 'params must be an array')
  if (list.length < min || list.length > max)
    return invalid(
      method,
      `expected ${min === max ? String(min) : `${String(min)} to ${String(max)}`} params, got ${String(list.length)}`,
    )
  return list
}
