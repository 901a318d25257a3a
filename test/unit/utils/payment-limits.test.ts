import { describe, expect, it } from 'vitest'
import { defaultPaymentLimit, DEFAULT_PAYMENT_LIMITS } from '../../../src/utils/payment-limits.js'

describe('default payment limits', () => {
  it('[VAL-36] card allows 10.00 to 7500.00 in USD and EUR', () => {
    for (const currency of ['USD', 'EUR']) {
      expect(defaultPaymentLimit(currency, 'card')).toEqual({ min: '10.00', max: '7500.00' })
    }
    expect(DEFAULT_PAYMENT_LIMITS.USD.card).toEqual({ min: '10.00', max: '7500.00' })
  })

  it('[VAL-37] ach_bank_account allows 10.00 to 25000.00 in USD and EUR', () => {
    for (const currency of ['USD', 'EUR']) {
      expect(defaultPaymentLimit(currency, 'ach_bank_account')).toEqual({
        min: '10.00',
        max: '25000.00',
      })
    }
  })

  it('finds currencies case-insensitively and has no default for others', () => {
    expect(defaultPaymentLimit('usd', 'card')).toEqual({ min: '10.00', max: '7500.00' })
    expect(defaultPaymentLimit('GBP', 'card')).toBeUndefined()
    expect(defaultPaymentLimit('USD', 'sepa')).toBeUndefined()
  })
})
