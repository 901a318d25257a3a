import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Budgets held on the figures `npm run bench` last wrote (bench/results.json), never on a timing
// taken inside this test.
const results: unknown = JSON.parse(
  readFileSync(new URL('../../../bench/results.json', import.meta.url), 'utf8'),
)

const ratioAt = (...path: string[]): unknown =>
  [...path, 'ratio'].reduce<unknown>(
    (at, key) => (typeof at === 'object' && at !== null ? Reflect.get(at, key) : undefined),
    results,
  )

const numberAt = (key: string): unknown =>
  typeof results === 'object' && results !== null ? Reflect.get(results, key) : undefined

describe('sizes (bench/results.json)', () => {
  it('the headless instance (createPortico, initialize(), open()) loads at most 40,960 bytes before its first lazy chunk', () => {
    expect(numberAt('coreFirstLoadGzipBytes')).toBeLessThanOrEqual(40_960)
  })

  it('a host page with a connect button and the modal loads at most 81,920 bytes before its first lazy chunk', () => {
    expect(numberAt('firstLoadGzipBytes')).toBeLessThanOrEqual(81_920)
  })
})

describe('validator throughput against Ajv 8 (bench/results.json)', () => {
  it.each(['balance50', 'history50'])('is at least 1.2x Ajv on the %s reply', (payload) => {
    expect(ratioAt('validatorThroughput', payload)).toBeGreaterThanOrEqual(1.2)
  })

  it.each(['balance50', 'history50'])(
    'is at least 1.0x Ajv on the %s reply with code generation disallowed',
    (payload) => {
      expect(
        ratioAt('validatorThroughput', 'codeGenerationDisallowed', payload),
      ).toBeGreaterThanOrEqual(1)
    },
  )
})
