import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HOST_ENTRIES } from '../../../bench/host-build/host-entries.js'

// Budgets held on the figures `npm run bench` last wrote (bench/results.json), never on a timing
// taken inside this test.
const results: unknown = JSON.parse(
  readFileSync(new URL('../../../bench/results.json', import.meta.url), 'utf8'),
)

const valueAt = (...path: string[]): unknown =>
  path.reduce<unknown>(
    (at, key) => (typeof at === 'object' && at !== null ? Reflect.get(at, key) : undefined),
    results,
  )

describe('sizes of the packed package as a host builds it (bench/results.json)', () => {
  it('has figures for every host entry of the bench, and for no other', () => {
    const measured = valueAt('hostEntries')
    expect(Object.keys(typeof measured === 'object' && measured !== null ? measured : {})).toEqual(
      HOST_ENTRIES.map((entry) => entry.name),
    )
  })

  it.each(HOST_ENTRIES.map((entry) => [entry.name, entry.budget.firstLoadGzipBytes]))(
    '%s loads at most %i bytes (gzip -9) before its first lazy chunk',
    (name, budget) => {
      expect(valueAt('hostEntries', name, 'firstLoadGzipBytes')).toBeLessThanOrEqual(budget)
    },
  )

  const withTotal = HOST_ENTRIES.flatMap((entry): [string, number][] =>
    entry.budget.totalGzipBytes === undefined ? [] : [[entry.name, entry.budget.totalGzipBytes]],
  )
  it.each(withTotal)(
    '%s has at most %i bytes (gzip -9) in all its chunks together',
    (name, budget) => {
      expect(valueAt('hostEntries', name, 'totalGzipBytes')).toBeLessThanOrEqual(budget)
    },
  )
})

describe('validator throughput against Ajv 8 (bench/results.json)', () => {
  it.each(['balance50', 'history50'])('is at least 1.2x Ajv on the %s reply', (payload) => {
    expect(valueAt('validatorThroughput', payload, 'ratio')).toBeGreaterThanOrEqual(1.2)
  })

  it.each(['balance50', 'history50'])(
    'is at least 1.0x Ajv on the %s reply with code generation disallowed',
    (payload) => {
      expect(
        valueAt('validatorThroughput', 'codeGenerationDisallowed', payload, 'ratio'),
      ).toBeGreaterThanOrEqual(1)
    },
  )
})
