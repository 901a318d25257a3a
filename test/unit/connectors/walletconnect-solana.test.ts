import { getBase58Encoder, getUtf8Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import {
  solanaMessageParams,
  transferInstructionData,
} from '../../../src/connectors/walletconnect-solana.js'

describe('Solana WalletConnect payloads', () => {
  it('solana_signMessage carries the UTF-8 message in base58 and the signer', () => {
    const params = solanaMessageParams('hello portico', 'Signer111')
    expect(getUtf8Decoder().decode(getBase58Encoder().encode(params.message))).toBe('hello portico')
    expect(params.pubkey).toBe('Signer111')
  })

  it('a System Program transfer is the u32 index 2 then the u64 lamports, little-endian', () => {
    expect([...transferInstructionData(1_000_000_001n)]).toEqual([
      2, 0, 0, 0, 0x01, 0xca, 0x9a, 0x3b, 0, 0, 0, 0,
    ])
    expect(() => transferInstructionData(-1n)).toThrow('Invalid lamports amount')
    expect(() => transferInstructionData(2n ** 64n)).toThrow('Invalid lamports amount')
  })
})
