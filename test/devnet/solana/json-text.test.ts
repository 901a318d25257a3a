import { describe, expect, it } from 'vitest'
import { stringifyJson } from '../../../devnet/solana/json-text.js'

describe('stringifyJson', () => {
  it('writes bigints as bare integers without losing u64 precision', () => {
    expect(stringifyJson({ rentEpoch: 18_446_744_073_709_551_615n, lamports: 5n })).toBe(
      '{"rentEpoch":18446744073709551615,"lamports":5}',
    )
  })

  it('writes everything else as JSON.stringify does, leaving out undefined members', () => {
    const value = { a: [1, 'two', null, true], b: undefined, c: { 'd"e': 'f\n' } }
    expect(stringifyJson(value)).toBe(JSON.stringify(value))
  })
})
