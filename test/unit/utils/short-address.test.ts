import { describe, expect, it } from 'vitest'
import { shortAddress } from '../../../src/utils/short-address.js'

describe('shortAddress', () => {
  it('keeps the start and the end of a long address', () => {
    expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
  })
  it('leaves a short value whole', () => {
    expect(shortAddress('0x12345678')).toBe('0x12345678')
  })
})
