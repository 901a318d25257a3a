import { describe, expect, it } from 'vitest'
import { displayAmount } from '../../../src/utils/display-amount.js'

describe('displayAmount', () => {
  it('[CONST-27] cuts to 3 decimals without rounding: a fee of 0.0123456 shows 0.012', () => {
    expect(displayAmount('0.0123456')).toBe('0.012')
    expect(displayAmount('1.2349')).toBe('1.234')
    expect(displayAmount('0.25')).toBe('0.25')
  })

  it('shows a positive amount too small for 3 decimals as <0.001, never as 0', () => {
    expect(displayAmount('0.000021017198407316')).toBe('<0.001')
    expect(displayAmount('0.000005')).toBe('<0.001')
  })

  it('keeps a true zero at 0', () => {
    expect(displayAmount('0')).toBe('0')
    expect(displayAmount('0.000')).toBe('0')
  })
})
