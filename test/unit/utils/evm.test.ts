import * as Address from 'ox/Address'
import * as Hex from 'ox/Hex'
import * as Value from 'ox/Value'
import { describe, expect, it } from 'vitest'
import {
  formatUnits,
  getAddress,
  hexToNumber,
  isAddress,
  isHex,
  parseUnits,
  quantityToHex,
  stringToHex,
} from '../../../src/utils/evm.js'

// The start-up helpers stand in for ox's (which cost the first load 6 KB): they must answer as
// ox does on every value, checksums and refusals included.
const LOWER = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const addresses = [
  LOWER,
  CHECKSUMMED,
  LOWER.toUpperCase().replace('0X', '0x'),
  '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e',
  '0xa0cf798816d4b9b9866b5330eea46a18382f251e',
  '0xA0cf798816D4b9b9866b5330EEa46a18382f251e',
  '0x0000000000000000000000000000000000000000',
  '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe',
  'f39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  '0xf39fd6e51aad88f6f4ce6ab8827279cfffb9226',
  '0xf39fd6e51aad88f6f4ce6ab8827279cfffb922666',
  '0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  '',
]

const outcome = (run: () => unknown): unknown => {
  try {
    return { value: run() }
  } catch {
    return 'throws'
  }
}

describe('EVM helpers (start-up stand-ins for ox)', () => {
  it('isAddress answers as ox, strict by default and loose on request', () => {
    for (const address of addresses) {
      expect([address, isAddress(address)]).toEqual([address, Address.validate(address)])
      expect([address, isAddress(address, { strict: false })]).toEqual([
        address,
        Address.validate(address, { strict: false }),
      ])
    }
  })

  it('getAddress checksums (EIP-55) and refuses as ox does, a wrong checksum included', () => {
    for (const address of addresses) {
      expect([address, outcome(() => getAddress(address))]).toEqual([
        address,
        outcome(() => Address.from(address, { checksum: true })),
      ])
    }
    expect(getAddress(LOWER)).toBe(CHECKSUMMED)
    expect(() => getAddress('0xA0cf798816D4b9b9866b5330EEa46a18382f251e')).toThrow(
      'Address "0xA0cf798816D4b9b9866b5330EEa46a18382f251e" is invalid.',
    )
  })

  it('isHex answers as ox, strict by default', () => {
    const values: unknown[] = ['0x', '0x0', '0xabcDEF', '0xzz', 'abc', '', 0, null, '0x 1', '0X1']
    for (const value of values) {
      expect([value, isHex(value)]).toEqual([value, Hex.validate(value, { strict: true })])
      expect([value, isHex(value, { strict: false })]).toEqual([value, Hex.validate(value)])
    }
  })

  it('quantities and strings encode as ox encodes them; negative and unsafe numbers throw', () => {
    const quantities: (number | bigint)[] = [0, 1, 1000, 2 ** 53 - 1, 10n ** 30n, 0n]
    for (const value of quantities) expect(quantityToHex(value)).toBe(Hex.fromNumber(value))
    for (const value of [-1, 2 ** 53, -1n]) {
      expect(outcome(() => quantityToHex(value))).toBe('throws')
      expect(outcome(() => Hex.fromNumber(value))).toBe('throws')
    }
    for (const hex of ['0x0', '0x1a4', '0x2105'] as const) {
      expect(hexToNumber(hex)).toBe(Hex.toNumber(hex))
    }
    for (const text of ['', 'hello', 'Sign in to Example.\nNonce: 1', 'héllo 😀']) {
      expect(stringToHex(text)).toBe(Hex.fromString(text))
    }
  })

  it('units format and parse as ox does, rounding and refusals included', () => {
    const amounts = [0n, 1n, 1500000n, -1500000n, 10n ** 24n, 123456789n, -5n, 100n]
    for (const value of amounts) {
      for (const decimals of [0, 1, 6, 18]) {
        expect([value, decimals, formatUnits(value, decimals)]).toEqual([
          value,
          decimals,
          Value.format(value, decimals),
        ])
      }
    }
    const texts = [
      '0',
      '1.5',
      '-1.5',
      '.5',
      '1.',
      '',
      '12.345678',
      '0.0000005',
      '0.9999999',
      '9.99',
    ]
    for (const text of [...texts, '1.25', '2.5', '-0.05', '1e5', '1.2.3', 'abc', ' 1']) {
      for (const decimals of [0, 1, 2, 6, 18]) {
        expect([text, decimals, outcome(() => parseUnits(text, decimals))]).toEqual([
          text,
          decimals,
          outcome(() => Value.from(text, decimals)),
        ])
      }
    }
    expect(parseUnits('1.5', 6)).toBe(1500000n)
    expect(() => parseUnits('1e5', 6)).toThrow('Value `1e5` is not a valid decimal number.')
  })
})
