import { describe, expect, it } from 'vitest'
import { describeTransactionError, failsOnChain } from '../../../devnet/solana/transaction-error.js'

describe('transaction errors', () => {
  it('words an instruction error as a Solana node does', () => {
    expect(describeTransactionError({ InstructionError: [0, { Custom: 1 }] })).toBe(
      'Error processing Instruction 0: custom program error: 0x1',
    )
    expect(describeTransactionError({ InstructionError: [2, 'InvalidArgument'] })).toBe(
      'Error processing Instruction 2: InvalidArgument',
    )
    expect(describeTransactionError('BlockhashNotFound')).toBe('BlockhashNotFound')
  })

  it('lands only errors raised while executing, not those that stop a transaction beforehand', () => {
    expect(failsOnChain({ InstructionError: [0, { Custom: 1 }] })).toBe(true)
    expect(failsOnChain({ InsufficientFundsForRent: { account_index: 1 } })).toBe(true)
    expect(failsOnChain('InsufficientFundsForFee')).toBe(false)
    expect(failsOnChain('AlreadyProcessed')).toBe(false)
  })
})
