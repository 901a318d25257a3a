import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  declaredLicence,
  licenceProblems,
} from '../../../../scripts/licence-check/licence-problems.js'

const allowlist = {
  anywhere: ['MIT', 'ISC'],
  developmentOnly: ['MPL-2.0'],
  forbiddenScopes: ['@reown'],
}
const roots: string[] = []

interface FixturePackage {
  manifest: Record<string, unknown>
  licenceFile?: string
}

/** A project folder with the given manifest and node_modules tree (paths relative to it). */
const fixtureTree = (
  rootManifest: Record<string, unknown>,
  packages: Record<string, FixturePackage>,
): string => {
  const root = mkdtempSync(join(tmpdir(), 'portico-licences-'))
  roots.push(root)
  writeFileSync(join(root, 'package.json'), JSON.stringify(rootManifest))
  for (const [path, { manifest, licenceFile }] of Object.entries(packages)) {
    const dir = join(root, path)
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest))
    if (licenceFile) writeFileSync(join(dir, 'LICENSE.md'), licenceFile)
  }
  return root
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe('the licence check', () => {
  it('passes a tree of open licences and fails its restricted package with name, version and licence line', () => {
    const root = fixtureTree(
      { name: 'host', dependencies: { 'open-lib': '1.0.0' } },
      {
        'node_modules/open-lib': {
          manifest: { name: 'open-lib', version: '1.0.0', license: 'MIT' },
        },
        'node_modules/@vendor/restricted': {
          manifest: {
            name: '@vendor/restricted',
            version: '2.25.0',
            license: 'SEE LICENSE IN LICENSE.md',
          },
          licenceFile: '\nWalletConnect Community License\n\nTerms...',
        },
      },
    )
    expect(licenceProblems(root, allowlist)).toEqual([
      '@vendor/restricted@2.25.0 has licence "SEE LICENSE IN LICENSE.md"; LICENSE.md: WalletConnect Community License',
    ])
  })

  it('takes a licence file read for an exact version, and only for a "SEE LICENSE IN" manifest', () => {
    const seeFile = (name: string, version: string, license = 'SEE LICENSE IN LICENSE') => ({
      manifest: { name, version, license },
      licenceFile: 'Copyright (c) 2017 Someone\n\nPermission is hereby granted, free of charge',
    })
    const root = fixtureTree(
      { name: 'host' },
      {
        'node_modules/read': seeFile('read', '3.0.1'),
        'node_modules/newer': seeFile('newer', '3.0.2'),
        'node_modules/declared': seeFile('declared', '1.0.0', 'UNLICENSED'),
      },
    )
    const readLicenceFiles = { 'read@3.0.1': 'MIT', 'newer@3.0.1': 'MIT', 'declared@1.0.0': 'MIT' }
    expect(licenceProblems(root, { ...allowlist, readLicenceFiles })).toEqual([
      'declared@1.0.0 has licence "UNLICENSED"; LICENSE.md: Copyright (c) 2017 Someone',
      'newer@3.0.2 has licence "SEE LICENSE IN LICENSE"; LICENSE.md: Copyright (c) 2017 Someone',
    ])
  })

  it('fails a package with no licence or UNLICENSED', () => {
    const root = fixtureTree(
      { name: 'host' },
      {
        'node_modules/bare': { manifest: { name: 'bare', version: '0.1.0' } },
        'node_modules/closed': {
          manifest: { name: 'closed', version: '3.0.0', license: 'UNLICENSED' },
        },
      },
    )
    expect(licenceProblems(root, allowlist)).toEqual([
      'bare@0.1.0 declares no licence; no licence file',
      'closed@3.0.0 has licence "UNLICENSED"; no licence file',
    ])
  })

  it('allows a development-only licence in tools but not in what the package loads at run time', () => {
    const root = fixtureTree(
      { name: 'host', dependencies: { runtime: '1.0.0' }, devDependencies: { tool: '1.0.0' } },
      {
        'node_modules/runtime': {
          manifest: {
            name: 'runtime',
            version: '1.0.0',
            license: 'ISC',
            dependencies: { inner: '1' },
          },
        },
        'node_modules/runtime/node_modules/inner': {
          manifest: { name: 'inner', version: '1.0.0', license: 'MPL-2.0' },
        },
        'node_modules/tool': { manifest: { name: 'tool', version: '1.0.0', license: 'MPL-2.0' } },
      },
    )
    expect(licenceProblems(root, allowlist)).toEqual([
      'inner@1.0.0 (a run-time dependency of the package) has licence "MPL-2.0"; no licence file',
    ])
  })

  it('refuses any package of a forbidden scope, even under an open licence', () => {
    const root = fixtureTree(
      { name: 'host', devDependencies: { '@reown/appkit': '1.0.0' } },
      {
        'node_modules/@reown/appkit': {
          manifest: { name: '@reown/appkit', version: '1.0.0', license: 'MIT' },
        },
      },
    )
    expect(licenceProblems(root, allowlist)).toEqual([
      '@reown/appkit@1.0.0 comes from a forbidden scope',
    ])
  })

  it('reads the legacy licence forms', () => {
    expect(declaredLicence({ license: { type: 'MIT' } })).toBe('MIT')
    expect(declaredLicence({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe(
      '(MIT OR Apache-2.0)',
    )
    expect(declaredLicence({})).toBeUndefined()
  })
})
