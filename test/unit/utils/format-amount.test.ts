import { describe, expect, it } from 'vitest'
import {
  formatCurrencyValue,
  formatTransferAmount,
  truncateBalance,
} from '../../../src/utils/format-amount.js'

describe('truncateBalance', () => {
  it('[CONST-27] truncates to 3 decimals without rounding: 1.2349 shows as 1.234', () => {
    expect(truncateBalance('1.2349')).toBe('1.234')
    expect(truncateBalance(1.2349)).toBe('1.234')
    expect(truncateBalance('0.9999')).toBe('0.999')
    expect(truncateBalance('123456789.123456789123')).toBe('123456789.123')
  })

  it('[CONST-27] keeps shorter balances and drops trailing zeros', () => {
    expect(truncateBalance('1.2')).toBe('1.2')
    expect(truncateBalance('5')).toBe('5')
    expect(truncateBalance('2.0001')).toBe('2')
    expect(truncateBalance('0.0004')).toBe('0')
    expect(truncateBalance('-0.0004')).toBe('0')
    expect(truncateBalance('.5')).toBe('0.5')
  })

  it('reads exponent notation and shows 0 for unreadable input', () => {
    expect(truncateBalance(1e-7)).toBe('0')
    expect(truncateBalance('1.5e3')).toBe('1500')
    expect(truncateBalance('abc')).toBe('0')
    expect(truncateBalance(Number.NaN)).toBe('0')
  })
})

describe('formatCurrencyValue', () => {
  it('[CONST-28] shows currency values with 2 decimals', () => {
    expect(formatCurrencyValue(12.5)).toBe('12.50')
    expect(formatCurrencyValue('1234.567')).toBe('1234.57')
    expect(formatCurrencyValue(0)).toBe('0.00')
  })
})

describe('formatTransferAmount', () => {
  it('[CONST-29] shows transfer amounts with 3 decimals', () => {
    expect(formatTransferAmount('0.12345')).toBe('0.123')
    expect(formatTransferAmount(2)).toBe('2.000')
    expect(formatTransferAmount('10.0006')).toBe('10.001')
  })
})
