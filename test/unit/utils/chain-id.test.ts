import { describe, expect, it } from 'vitest'
import {
  assertEvmChainId,
  assertNamespaceConfigured,
  isValidEvmChainId,
  MAX_EVM_CHAIN_ID,
} from '../../../src/utils/chain-id.js'

describe('assertEvmChainId', () => {
  it('[VAL-17] accepts chain id 2147483647 and rejects 2147483648 with Invalid chainId', () => {
    expect(MAX_EVM_CHAIN_ID).toBe(2147483647)
    expect(assertEvmChainId(2147483647)).toBe(2147483647)
    expect(assertEvmChainId('2147483647')).toBe(2147483647)
    expect(() => assertEvmChainId(2147483648)).toThrow(new Error('Invalid chainId'))
    expect(() => assertEvmChainId('2147483648')).toThrow(new Error('Invalid chainId'))
    expect(() => assertEvmChainId(2 ** 53)).toThrow(new Error('Invalid chainId'))
    expect(isValidEvmChainId(2147483647)).toBe(true)
    expect(isValidEvmChainId(2147483648)).toBe(false)
  })

  it('refuses ids that are not positive whole numbers with Invalid chainId', () => {
    for (const value of [0, -1, 1.5, Number.NaN, '0x1', '', 'one']) {
      expect(() => assertEvmChainId(value)).toThrow(new Error('Invalid chainId'))
    }
    expect(assertEvmChainId(1)).toBe(1)
  })
})

describe('assertNamespaceConfigured', () => {
  it('[VAL-18] fails for a chain of an unconfigured namespace, saying connect() must be called first (assumed text)', () => {
    expect(() =>
      assertNamespaceConfigured('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ['eip155']),
    ).toThrow(
      new Error(
        'Namespace "solana" is not configured. Please call connect() first with the desired chain.',
      ),
    )
    expect(() => assertNamespaceConfigured(1, ['solana'])).toThrow(
      new Error(
        'Namespace "eip155" is not configured. Please call connect() first with the desired chain.',
      ),
    )
  })

  it('[VAL-18] passes a chain of a configured namespace and returns the namespace', () => {
    expect(assertNamespaceConfigured('eip155:137', ['eip155', 'solana'])).toBe('eip155')
    expect(assertNamespaceConfigured(137, ['eip155'])).toBe('eip155')
  })
})
