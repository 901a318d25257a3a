import { describe, expect, it } from 'vitest'
import { isValidBase64 } from '../../../src/utils/base64.js'

describe('isValidBase64', () => {
  it('[VAL-35] rejects a base64 string whose length is not a multiple of 4', () => {
    expect(isValidBase64('aGVsbG8=')).toBe(true)
    expect(isValidBase64('aGVsbA==')).toBe(true)
    expect(isValidBase64('aGVsbG8')).toBe(false)
    expect(isValidBase64('aGVsbG8==')).toBe(false)
    expect(isValidBase64('aGV')).toBe(false)
  })

  it('rejects characters outside the alphabet and misplaced padding', () => {
    expect(isValidBase64('aGV$bG8=')).toBe(false)
    expect(isValidBase64('aG=sbG8=')).toBe(false)
    expect(isValidBase64('a===')).toBe(false)
    expect(isValidBase64('ab+/')).toBe(true)
  })
})
