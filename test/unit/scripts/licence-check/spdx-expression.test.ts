import { describe, expect, it } from 'vitest'
import {
  parseSpdxExpression,
  satisfies,
} from '../../../../scripts/licence-check/spdx-expression.js'

const allowed = new Set(['MIT', 'Apache-2.0'])
const ok = (text: string): boolean => satisfies(parseSpdxExpression(text), allowed)

describe('SPDX expressions', () => {
  it('accepts an allowed id and refuses another', () => {
    expect(ok('MIT')).toBe(true)
    expect(ok('GPL-3.0-only')).toBe(false)
  })

  it('needs one side of OR and both sides of AND', () => {
    expect(ok('(GPL-3.0-only OR MIT)')).toBe(true)
    expect(ok('(Apache-2.0 AND MIT)')).toBe(true)
    expect(ok('(Apache-2.0 AND GPL-3.0-only)')).toBe(false)
  })

  it('binds AND tighter than OR and honours parentheses', () => {
    expect(ok('GPL-3.0-only AND EUPL-1.2 OR MIT')).toBe(true)
    expect(ok('GPL-3.0-only AND (EUPL-1.2 OR MIT)')).toBe(false)
  })

  it('reads "X+" as X and "X WITH exception" by X', () => {
    expect(ok('Apache-2.0+')).toBe(true)
    expect(ok('Apache-2.0 WITH LLVM-exception')).toBe(true)
  })

  it('refuses malformed expressions', () => {
    expect(() => parseSpdxExpression('(MIT OR')).toThrow('ends early')
    expect(() => parseSpdxExpression('MIT Apache-2.0')).toThrow('trailing')
    expect(() => parseSpdxExpression('OR MIT')).toThrow('out of place')
  })
})
