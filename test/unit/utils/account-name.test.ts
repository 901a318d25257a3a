import { describe, expect, it } from 'vitest'
import {
  hasAccountNameSuffix,
  isValidAccountName,
  withAccountNameSuffix,
  withoutAccountNameSuffix,
} from '../../../src/utils/account-name.js'

describe('isValidAccountName', () => {
  it('[VAL-24] accepts letters, digits and hyphens and rejects any other character', () => {
    expect(isValidAccountName('Alice-2024')).toBe(true)
    for (const name of ['alice_1', 'alice.id', 'ali ce', 'alicé', 'alice!']) {
      expect(isValidAccountName(name)).toBe(false)
    }
  })

  it('[VAL-25] needs at least 4 characters: 3 is invalid, 4 is valid', () => {
    expect(isValidAccountName('abc')).toBe(false)
    expect(isValidAccountName('abcd')).toBe(true)
    expect(isValidAccountName('')).toBe(false)
  })

  it('[VAL-26] reports an invalid name as a plain false, with no message', () => {
    expect(isValidAccountName('a_b')).toStrictEqual(false)
  })
})

describe('account name suffixes', () => {
  it('[CONST-67] uses .reown.id and recognises the legacy .wcn.id', () => {
    expect(hasAccountNameSuffix('alice.reown.id')).toBe(true)
    expect(hasAccountNameSuffix('alice.wcn.id')).toBe(true)
    expect(hasAccountNameSuffix('alice.eth')).toBe(false)
  })

  it('[CONST-67] adds .reown.id to a bare name and strips either suffix', () => {
    expect(withAccountNameSuffix('alice')).toBe('alice.reown.id')
    expect(withAccountNameSuffix('alice.reown.id')).toBe('alice.reown.id')
    expect(withAccountNameSuffix('alice.wcn.id')).toBe('alice.wcn.id')
    expect(withoutAccountNameSuffix('alice.reown.id')).toBe('alice')
    expect(withoutAccountNameSuffix('alice.wcn.id')).toBe('alice')
    expect(withoutAccountNameSuffix('alice')).toBe('alice')
  })
})
