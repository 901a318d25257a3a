import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (path: string): string =>
  readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

// The README's host snippets are the host tests' own files, so what it shows always runs.
describe('the README’s host snippets', () => {
  it.each([
    'test/hosts/pages/src/wagmi-config.ts',
    'test/hosts/pages/src/wagmi-actions.ts',
    'test/hosts/pages/src/solana-kit-send-usdc.ts',
  ])('shows %s as it is', (path) => {
    expect(read('README.md')).toContain(`\`\`\`ts\n${read(path).trimEnd()}\n\`\`\``)
  })
})
