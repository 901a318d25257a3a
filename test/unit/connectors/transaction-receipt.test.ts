import { describe, expect, it } from 'vitest'
import { receiptStatusOf } from '../../../src/connectors/transaction-receipt.js'

describe('receiptStatusOf', () => {
  it('reads a pending transaction (null), a success (0x1) and a revert (0x0)', () => {
    expect(receiptStatusOf(null)).toBeUndefined()
    expect(receiptStatusOf({ status: '0x1', blockNumber: '0x2' })).toBe('success')
    expect(receiptStatusOf({ status: '0x0', blockNumber: '0x2' })).toBe('reverted')
  })

  it('refuses a reply that is no receipt', () => {
    expect(() => receiptStatusOf({ status: 1 })).toThrow(
      'eth_getTransactionReceipt answered no receipt',
    )
    expect(() => receiptStatusOf('0x1')).toThrow('eth_getTransactionReceipt answered no receipt')
  })
})
