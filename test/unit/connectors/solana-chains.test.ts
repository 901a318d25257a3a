import { describe, expect, it } from 'vitest'
import {
  unknownSolanaClusterMessage,
  walletStandardChainOf,
} from '../../../src/connectors/solana-chains.js'

describe('walletStandardChainOf', () => {
  it('names the three public clusters as the Wallet Standard does', () => {
    expect(walletStandardChainOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('solana:mainnet')
    expect(walletStandardChainOf('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe('solana:devnet')
    expect(walletStandardChainOf('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')).toBe('solana:testnet')
  })

  it('refuses another cluster and another namespace', () => {
    expect(() => walletStandardChainOf('solana:abc')).toThrow(
      unknownSolanaClusterMessage('solana:abc'),
    )
    expect(() => walletStandardChainOf('eip155:1')).toThrow(unknownSolanaClusterMessage('eip155:1'))
  })
})
