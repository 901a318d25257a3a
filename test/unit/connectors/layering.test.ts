import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const folder = new URL('../../../src/connectors/', import.meta.url)
const ABOVE = /from '\.\.\/(wiring|react|ui|wagmi)\/|from '\.\.\/create-portico\.js'/

describe('src/connectors', () => {
  it('imports nothing from the wiring, the composition root or the React, UI and wagmi layers above it', () => {
    const files = readdirSync(folder).filter((name) => name.endsWith('.ts'))
    expect(files.length).toBeGreaterThan(10)
    const reaching = files.filter((name) => ABOVE.test(readFileSync(new URL(name, folder), 'utf8')))
    expect(reaching).toEqual([])
  })
})
