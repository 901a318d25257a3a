import { describe, expect, it } from 'vitest'
import { merged, mergedEntry } from '../../../src/core/merged.js'

describe('merged', () => {
  it('copies the object with the changes applied', () => {
    const base = { a: 1, b: 'x' }
    const result = merged(base, { b: 'y' })
    expect(result).toEqual({ a: 1, b: 'y' })
    expect(base).toEqual({ a: 1, b: 'x' })
  })

  it('answers the object itself when every change already holds', () => {
    const base = { a: 1, b: Number.NaN }
    expect(merged(base, { a: 1, b: Number.NaN })).toBe(base)
    expect(merged(base, {})).toBe(base)
  })
})

describe('mergedEntry', () => {
  type Entry = { name: string; count: number }
  const initial = (): Entry => ({ name: '', count: 0 })

  it('merges the changes into the entry under the key', () => {
    const record: Partial<Record<'a' | 'b', Entry>> = { a: { name: 'x', count: 1 } }
    const result = mergedEntry(record, 'a', initial, { count: 2 })
    expect(result).toEqual({ a: { name: 'x', count: 2 } })
    expect(record.a?.count).toBe(1)
  })

  it('starts a missing entry from initial(), even when the changes change nothing', () => {
    const record: Partial<Record<'a' | 'b', Entry>> = {}
    expect(mergedEntry(record, 'b', initial, { count: 3 })).toEqual({ b: { name: '', count: 3 } })
    expect(mergedEntry(record, 'b', initial, {})).toEqual({ b: { name: '', count: 0 } })
  })

  it('answers the record itself when the entry does not change', () => {
    const record: Partial<Record<'a' | 'b', Entry>> = { a: { name: 'x', count: 1 } }
    expect(mergedEntry(record, 'a', initial, { name: 'x' })).toBe(record)
  })
})
