import { describe, expect, it } from 'vitest'
import { formatRelativeDate } from '../../../src/utils/relative-date.js'

const now = Date.UTC(2025, 5, 15, 12, 0, 0)
const ago = (ms: number): number => now - ms
const second = 1000
const minute = 60 * second
const hour = 60 * minute
const day = 24 * hour

describe('formatRelativeDate', () => {
  it('[CONST-41] uses the abbreviations sec, min, hr, d, mo, yr', () => {
    expect(formatRelativeDate(ago(5 * second), now)).toBe('5 sec')
    expect(formatRelativeDate(ago(3 * minute), now)).toBe('3 min')
    expect(formatRelativeDate(ago(2 * hour), now)).toBe('2 hr')
    expect(formatRelativeDate(ago(4 * day), now)).toBe('4 d')
    expect(formatRelativeDate(ago(61 * day), now)).toBe('2 mo')
    expect(formatRelativeDate(ago(400 * day), now)).toBe('1 yr')
  })

  it('[CONST-41] switches unit at each boundary', () => {
    expect(formatRelativeDate(ago(59 * second), now)).toBe('59 sec')
    expect(formatRelativeDate(ago(60 * second), now)).toBe('1 min')
    expect(formatRelativeDate(ago(59 * minute), now)).toBe('59 min')
    expect(formatRelativeDate(ago(60 * minute), now)).toBe('1 hr')
    expect(formatRelativeDate(ago(23 * hour), now)).toBe('23 hr')
    expect(formatRelativeDate(ago(24 * hour), now)).toBe('1 d')
    expect(formatRelativeDate(ago(29 * day), now)).toBe('29 d')
    expect(formatRelativeDate(ago(30 * day), now)).toBe('1 mo')
    expect(formatRelativeDate(ago(365 * day), now)).toBe('1 yr')
  })

  it('accepts Date objects and shows a future date as 0 sec', () => {
    expect(formatRelativeDate(new Date(ago(10 * second)), new Date(now))).toBe('10 sec')
    expect(formatRelativeDate(now + minute, now)).toBe('0 sec')
  })
})
