import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { quickStartFiles } from '../../bench/host-build/quick-start-snippet.js'

const read = (path: string): string =>
  readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

// The README's quick start is the docs' getting-started snippets, which the package test compiles
// against the packed tarball: what the README shows always compiles.
describe('the README’s quick start', () => {
  it.each(Object.entries(quickStartFiles(read('README.md'))))(
    'shows docs/snippets/%s as it is',
    (file, block) => {
      expect(block).toBe(read(`docs/snippets/${file}`))
    },
  )
})
