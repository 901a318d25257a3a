// The EVM helpers Portico needs at start-up, written on @noble/hashes' Keccak alone. viem's root
// entry costs a bundle's first load about 25 KB gzipped whatever is imported from it (its internal
// `import('./ccip.js')` drags its call machinery into the chunk the entry shares), and ox's
// Address and Hex modules about 6 KB more (they import its public-key, HMAC and byte modules),
// its Value module 1 KB (through its error classes). These answer as ox's functions do (viem is built on ox): test/unit/utils/evm.test.ts holds them
// equal on a corpus of values. viem and ox stay for the flows that load them on demand.
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import { keccak_256 } from '@noble/hashes/sha3'

export type Hex = `0x${string}`
export type Address = Hex

const ADDRESS = /^0x[a-fA-F0-9]{40}$/
const HEX = /^0x[0-9a-fA-F]*$/

/** EIP-55: a hex digit is upper case where the Keccak of the lower-case address has a nibble >= 8. */
function checksum(address: string): Address {
  const digits = address.slice(2).toLowerCase()
  const hash = bytesToHex(keccak_256(utf8ToBytes(digits)))
  let result = ''
  for (let index = 0; index < digits.length; index++) {
    const digit = digits.charAt(index)
    result += Number.parseInt(hash.charAt(index), 16) >= 8 ? digit.toUpperCase() : digit
  }
  return `0x${result}`
}

/** Whether a string is an address; `strict` (the default) also requires a valid checksum. */
export const isAddress = (value: string, options?: { strict?: boolean }): value is Address =>
  ADDRESS.test(value) &&
  (!(options?.strict ?? true) || value.toLowerCase() === value || checksum(value) === value)

/** The EIP-55 checksummed address; throws on anything that is not 20 bytes of hex. */
export const getAddress = (address: string): Address => {
  if (!isAddress(address)) throw new Error(`Address "${address}" is invalid.`)
  return checksum(address)
}

/** Whether a value is 0x-prefixed hex; `strict` (the default) also refuses non-hex digits. */
export const isHex = (value: unknown, options?: { strict?: boolean }): value is Hex =>
  typeof value === 'string' &&
  value !== '' &&
  ((options?.strict ?? true) ? HEX.test(value) : value.startsWith('0x'))

export const hexToNumber = (hex: Hex): number => Number(hex)

/** A JSON-RPC quantity: the shortest hex of a number or bigint (`0x0`, `0x3e8`). */
export const quantityToHex = (value: number | bigint): Hex => {
  const integer = BigInt(value)
  const max = typeof value === 'number' ? BigInt(Number.MAX_SAFE_INTEGER) : undefined
  if (integer < 0n || (max !== undefined && integer > max)) {
    throw new RangeError(`Number \`${String(value)}\` is not a safe unsigned integer`)
  }
  return `0x${integer.toString(16)}`
}

export const stringToHex = (value: string): Hex => `0x${bytesToHex(utf8ToBytes(value))}`

const trimTrailingZeros = (digits: string): string => digits.replace(/0+$/, '')

/** A base-unit amount as a decimal string (`1500000n`, 6 → `'1.5'`). */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = trimTrailingZeros(digits.slice(digits.length - decimals))
  return `${negative ? '-' : ''}${integer || '0'}${fraction ? `.${fraction}` : ''}`
}

const DECIMAL_NUMBER = /^(-?)([0-9]*)\.?([0-9]*)$/

/**
 * A decimal string as a base-unit amount (`'1.5'`, 6 → `1500000n`); digits beyond `decimals` are
 * rounded half up on the first dropped digit, as ox and viem round.
 */
export function parseUnits(value: string, decimals: number): bigint {
  if (!DECIMAL_NUMBER.test(value))
    throw new Error(`Value \`${value}\` is not a valid decimal number.`)
  const [whole = '', fractional = '0'] = value.split('.')
  const negative = whole.startsWith('-')
  let integer = negative ? whole.slice(1) : whole
  let fraction = trimTrailingZeros(fractional)
  if (decimals === 0) {
    if (Math.round(Number(`.${fraction}`)) === 1) integer = `${BigInt(integer) + 1n}`
    fraction = ''
  } else if (fraction.length > decimals) {
    const left = fraction.slice(0, decimals - 1)
    const unit = fraction.slice(decimals - 1, decimals)
    const rounded = Math.round(Number(`${unit}.${fraction.slice(decimals)}`))
    fraction =
      rounded > 9 ? `${BigInt(left) + 1n}0`.padStart(left.length + 1, '0') : `${left}${rounded}`
    if (fraction.length > decimals) {
      fraction = fraction.slice(1)
      integer = `${BigInt(integer) + 1n}`
    }
    fraction = fraction.slice(0, decimals)
  } else {
    fraction = fraction.padEnd(decimals, '0')
  }
  return BigInt(`${negative ? '-' : ''}${integer}${fraction}`)
}
