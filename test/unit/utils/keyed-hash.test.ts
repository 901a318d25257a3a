import { createHash } from 'node:crypto'
import { bytesToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { HASH_LIMITS } from '../../../src/core/constants.js'
import { keyedHash } from '../../../src/utils/keyed-hash.js'

const bytes = (length: number, start = 0): Uint8Array =>
  Uint8Array.from({ length }, (_, i) => (start + i) % 256)
const text = (value: string): Uint8Array => new TextEncoder().encode(value)

describe('keyed hash (spec section 9, last line)', () => {
  it('[CONST-70] the output may be 1 to 64 bytes; 0 or 65 is refused', () => {
    expect(keyedHash(text('abc'), { outputBytes: 1 })).toHaveLength(1)
    expect(keyedHash(text('abc'), { outputBytes: 64 })).toHaveLength(64)
    expect(() => keyedHash(text('abc'), { outputBytes: 0 })).toThrow(
      'Hash output must be 1 to 64 bytes',
    )
    expect(() => keyedHash(text('abc'), { outputBytes: 65 })).toThrow(
      'Hash output must be 1 to 64 bytes',
    )
  })

  it('[CONST-71] the key may be at most 64 bytes; 65 is refused', () => {
    expect(keyedHash(text('abc'), { key: bytes(64) })).toHaveLength(64)
    expect(() => keyedHash(text('abc'), { key: bytes(65) })).toThrow(
      'Hash key must be at most 64 bytes',
    )
  })

  it('[CONST-72] the salt must be exactly 16 bytes; 15 or 17 is refused', () => {
    expect(keyedHash(text('abc'), { salt: bytes(16) })).toHaveLength(64)
    expect(() => keyedHash(text('abc'), { salt: bytes(15) })).toThrow(
      'Hash salt must be exactly 16 bytes',
    )
    expect(() => keyedHash(text('abc'), { salt: bytes(17) })).toThrow(
      'Hash salt must be exactly 16 bytes',
    )
  })

  it('[CONST-73] the personal string must be exactly 16 bytes; 15 or 17 is refused', () => {
    expect(keyedHash(text('abc'), { personal: bytes(16) })).toHaveLength(64)
    expect(() => keyedHash(text('abc'), { personal: bytes(15) })).toThrow(
      'Hash personal string must be exactly 16 bytes',
    )
    expect(() => keyedHash(text('abc'), { personal: bytes(17) })).toThrow(
      'Hash personal string must be exactly 16 bytes',
    )
  })

  it('[CONST-74] it is BLAKE2b with 128-byte blocks and 12 rounds: published vectors and OpenSSL agree', () => {
    expect(HASH_LIMITS.blockBytes).toBe(128)
    expect(HASH_LIMITS.rounds).toBe(12)
    // RFC 7693, appendix A: BLAKE2b-512("abc")
    expect(bytesToHex(keyedHash(text('abc')))).toBe(
      '0xba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
    )
    // The BLAKE2 reference known-answer test: empty input, key 0x00..0x3f
    expect(bytesToHex(keyedHash(new Uint8Array(0), { key: bytes(64) }))).toBe(
      '0x10ebb67700b1868efb4417987acf4690ae9d972fb7a590c2f02871799aaa4786b5e996e8f0f4eb981fc214b005f42d2ff4233499391653df7aefcbc13fc51568',
    )
    // Inputs across several 128-byte blocks, against OpenSSL's own BLAKE2b
    for (const length of [127, 128, 129, 256, 300]) {
      const message = bytes(length, 7)
      expect(bytesToHex(keyedHash(message))).toBe(
        `0x${createHash('blake2b512').update(message).digest('hex')}`,
      )
    }
  })
})
