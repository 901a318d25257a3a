import { isAddress as isKitAddress } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { isEvmAddress, isSolanaAddress } from '../../../src/utils/address.js'

const hex40 = '71C7656EC7ab88b098defB751B7401B5f6d8976F'

describe('isEvmAddress', () => {
  it('[VAL-08] accepts 40 hex digits with or without the 0x prefix', () => {
    expect(isEvmAddress(`0x${hex40}`)).toBe(true)
    expect(isEvmAddress(hex40)).toBe(true)
    expect(isEvmAddress(`0x${hex40.toLowerCase()}`)).toBe(true)
    expect(isEvmAddress(`0x${hex40.toUpperCase()}`)).toBe(true)
  })

  it('[VAL-09] rejects 39 or 41 hex digits and a non-hex character', () => {
    expect(isEvmAddress(`0x${hex40.slice(1)}`)).toBe(false)
    expect(isEvmAddress(hex40.slice(1))).toBe(false)
    expect(isEvmAddress(`0x${hex40}a`)).toBe(false)
    expect(isEvmAddress(`${hex40}a`)).toBe(false)
    expect(isEvmAddress(`0x${hex40.slice(1)}g`)).toBe(false)
    expect(isEvmAddress(`0X${hex40}`)).toBe(false)
    expect(isEvmAddress('')).toBe(false)
  })
})

describe('isSolanaAddress', () => {
  const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

  it('[VAL-10] accepts 32 to 44 base58 characters', () => {
    expect(isSolanaAddress(base58.slice(0, 32))).toBe(true)
    expect(isSolanaAddress(base58.slice(0, 44))).toBe(true)
    expect(isSolanaAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe(true)
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
  })

  it('[VAL-11] rejects 31 or 45 characters and the non-base58 characters 0, O, I, l', () => {
    expect(isSolanaAddress(base58.slice(0, 31))).toBe(false)
    expect(isSolanaAddress(base58.slice(0, 44) + 'z')).toBe(false)
    for (const outsider of ['0', 'O', 'I', 'l']) {
      expect(isSolanaAddress(outsider + base58.slice(0, 31))).toBe(false)
    }
  })

  it('[VAL-10] follows the spec where @solana/kit isAddress (32 decoded bytes) would refuse', () => {
    const fortyFourZs = 'z'.repeat(44)
    expect(isKitAddress(fortyFourZs)).toBe(false)
    expect(isSolanaAddress(fortyFourZs)).toBe(true)
  })
})
