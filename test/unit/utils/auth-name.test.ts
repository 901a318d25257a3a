import { describe, expect, it } from 'vitest'
import { formatDiscordUsername, formatEmailForDisplay } from '../../../src/utils/auth-name.js'

describe('formatEmailForDisplay', () => {
  it('[CONST-37] truncates an email longer than 30 characters with an ellipsis and shows one of 30 whole', () => {
    const thirty = 'abcdefghijklmnopqr@example.com'
    expect(thirty).toHaveLength(30)
    expect(formatEmailForDisplay(thirty)).toBe(thirty)
    const thirtyOne = `x${thirty}`
    expect(formatEmailForDisplay(thirtyOne)).toBe(`${thirtyOne.slice(0, 30)}...`)
    expect(formatEmailForDisplay('a@b.io')).toBe('a@b.io')
  })
})

describe('formatDiscordUsername', () => {
  it('[CONST-38] removes one trailing 0 (reading: the 0 character only, so "#0" leaves "#")', () => {
    expect(formatDiscordUsername('alice0')).toBe('alice')
    expect(formatDiscordUsername('alice#0')).toBe('alice#')
    expect(formatDiscordUsername('bob100')).toBe('bob10')
    expect(formatDiscordUsername('carol')).toBe('carol')
  })
})
