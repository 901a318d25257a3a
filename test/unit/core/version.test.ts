import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PORTICO_VERSION } from '../../../src/core/version.js'

describe('PORTICO_VERSION', () => {
  it('is the version in package.json, which a release (changeset version) moves', () => {
    const manifest: unknown = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    )
    expect(manifest).toMatchObject({ version: PORTICO_VERSION })
  })
})
