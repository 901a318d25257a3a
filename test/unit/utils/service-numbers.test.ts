import { describe, expect, it } from 'vitest'
import {
  checkedBigInt,
  checkedDecimalString,
  checkedDecimals,
  checkedIntegerString,
  checkedNumber,
} from '../../../src/utils/service-numbers.js'

/** What a hostile or broken service may send where a number is expected. */
const HOSTILE = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '1e3',
  '-5',
  '-0.5',
  '+5',
  '0x',
  '',
  ' ',
  '1,000',
  '1_000',
  '12abc',
  '٣',
  '9'.repeat(125),
  null,
  undefined,
  {},
  [],
  true,
]

describe('whole quantities (gas prices, wei, token units)', () => {
  it('come only from digit strings or 0x hex', () => {
    expect(checkedBigInt('0')).toBe(0n)
    expect(checkedBigInt('1000000000')).toBe(1_000_000_000n)
    expect(checkedBigInt(' 42 ')).toBe(42n)
    expect(checkedBigInt('0x3b9aca00')).toBe(1_000_000_000n)
    expect(checkedBigInt('9'.repeat(78))).toBe(10n ** 78n - 1n)
    expect(checkedIntegerString('0x10')).toBe('16')
  })

  it.each([...HOSTILE, '1.5', 1, 1.5, 10n])('refuse %s', (value) => {
    expect(checkedBigInt(value)).toBeUndefined()
    expect(checkedIntegerString(value)).toBeUndefined()
  })

  it('refuse 79 digits and 65 hex digits (past 2^256)', () => {
    expect(checkedBigInt('9'.repeat(79))).toBeUndefined()
    expect(checkedBigInt(`0x${'f'.repeat(65)}`)).toBeUndefined()
  })
})

describe('decimal amounts', () => {
  it('are non-negative plain decimals, kept as text', () => {
    expect(checkedDecimalString('1.5')).toBe('1.5')
    expect(checkedDecimalString('0')).toBe('0')
    expect(checkedDecimalString('0.000000000000000001')).toBe('0.000000000000000001')
    expect(checkedDecimalString(2.25)).toBe('2.25')
    expect(checkedDecimalString(0)).toBe('0')
  })

  it.each([...HOSTILE, '.5', '5.', -1, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuse %j',
    (value) => {
      expect(checkedDecimalString(value)).toBeUndefined()
    },
  )
})

describe('decimals', () => {
  it('are integers 0..255, as numbers or digit strings', () => {
    expect(checkedDecimals(0)).toBe(0)
    expect(checkedDecimals(18)).toBe(18)
    expect(checkedDecimals('6')).toBe(6)
    expect(checkedDecimals(255)).toBe(255)
  })

  it.each([...HOSTILE, 256, '256', -1, 1.5, '1.5', '1e2', Number.POSITIVE_INFINITY])(
    'refuse %j',
    (value) => {
      expect(checkedDecimals(value)).toBeUndefined()
    },
  )
})

describe('prices and fiat values', () => {
  it('are finite numbers within the range', () => {
    expect(checkedNumber(3000.5)).toBe(3000.5)
    expect(checkedNumber('12.5')).toBe(12.5)
    expect(checkedNumber(0)).toBe(0)
    expect(checkedNumber(-2, { min: -10 })).toBe(-2)
  })

  it.each([
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -1,
    1e16,
    'NaN',
    '1e400',
    '-5',
    '',
    null,
    undefined,
    {},
  ])('refuse %j', (value) => {
    expect(checkedNumber(value)).toBeUndefined()
  })
})
