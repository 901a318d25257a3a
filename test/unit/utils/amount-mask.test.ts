import { describe, expect, it } from 'vitest'
import { maskAmount } from '../../../src/utils/amount-mask.js'

describe('maskAmount', () => {
  it('[VAL-19] turns a comma into a dot', () => {
    expect(maskAmount('1,5')).toBe('1.5')
    expect(maskAmount(',')).toBe('0.')
  })

  it('[VAL-20] turns a lone dot into 0.', () => {
    expect(maskAmount('.')).toBe('0.')
    expect(maskAmount('.5')).toBe('0.5')
  })

  it('[VAL-21] removes non-digit characters apart from the decimal dot', () => {
    expect(maskAmount('1a2b.3c')).toBe('12.3')
    expect(maskAmount('-$ 1 000')).toBe('1000')
    expect(maskAmount('1.2.3')).toBe('1.23')
    expect(maskAmount('abc')).toBe('')
  })

  it('[VAL-22] caps the number of integer digits', () => {
    expect(maskAmount('123456', { maxIntegerDigits: 4 })).toBe('1234')
    expect(maskAmount('123456.78', { maxIntegerDigits: 4 })).toBe('1234.78')
    expect(maskAmount('1234', { maxIntegerDigits: 4 })).toBe('1234')
  })

  it('[VAL-23] caps the number of decimal digits', () => {
    expect(maskAmount('0.123456', { maxDecimalDigits: 2 })).toBe('0.12')
    expect(maskAmount('1,999', { maxDecimalDigits: 2 })).toBe('1.99')
    expect(maskAmount('1.', { maxDecimalDigits: 2 })).toBe('1.')
    expect(maskAmount('7.5', { maxDecimalDigits: 0 })).toBe('7')
    expect(maskAmount('12.345', { maxIntegerDigits: 1, maxDecimalDigits: 1 })).toBe('1.3')
  })
})
