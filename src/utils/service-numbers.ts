/**
 * Where an amount, a decimals count, a price or a gas value from a service becomes a value the
 * modal computes with or shows. A spec that says "string" lets through "NaN", "-5", "1e400" and
 * 125 digits; each is checked once here, and a value that fails is missing (undefined), never a
 * throw in a view (`BigInt("NaN")`) nor a number read as something it is not.
 */

/** 2^256 has 78 digits: no on-chain quantity is longer. */
export const MAX_INTEGER_DIGITS = 78
/** Decimals beyond this are no token's (ERC-20's is a uint8; real ones stop at 18 or 24). */
export const MAX_DECIMALS = 255

const DIGITS = new RegExp(`^\\d{1,${MAX_INTEGER_DIGITS}}$`)
const HEX_QUANTITY = /^0x[0-9a-f]{1,64}$/i
const DECIMAL = new RegExp(`^\\d{1,${MAX_INTEGER_DIGITS}}(\\.\\d{1,${MAX_DECIMALS}})?$`)

/** A whole non-negative quantity from a digit string (or a 0x hex quantity), else undefined. */
export function checkedBigInt(value: unknown): bigint | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  return DIGITS.test(text) || HEX_QUANTITY.test(text) ? BigInt(text) : undefined
}

/** The digit string of a whole non-negative quantity, else undefined. */
export function checkedIntegerString(value: unknown): string | undefined {
  return checkedBigInt(value)?.toString()
}

/**
 * A non-negative plain decimal (`12`, `0.5`; no sign, exponent or grouping, at most 78 whole
 * digits), as text so no precision is lost; a finite non-negative number is written out plainly.
 */
export function checkedDecimalString(value: unknown): string | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return undefined
    return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
  }
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  return DECIMAL.test(text) ? text : undefined
}

/** A token's decimals: an integer 0..255, as a number or its digit string. */
export function checkedDecimals(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number >= 0
    ? number <= MAX_DECIMALS
      ? number
      : undefined
    : undefined
}

/** A finite number in [min, max] (a price or a fiat value: 0 up to 1e15 unless told). */
export function checkedNumber(
  value: unknown,
  range: { min?: number; max?: number } = {},
): number | undefined {
  const { min = 0, max = 1e15 } = range
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) && number >= min && number <= max
    ? number
    : undefined
}
