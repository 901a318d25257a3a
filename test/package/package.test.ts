import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPackedHost, run, type PackedHost } from '../../bench/host-build/packed-host.js'
import { extractApiReports, type ApiReportResult } from '../../scripts/api-report/api-reports.js'
import { undocumentedNames } from '../../scripts/api-report/undocumented.js'
import { quickStartFiles } from '../../bench/host-build/quick-start-snippet.js'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const fixture = fileURLToPath(new URL('./host', import.meta.url))
const bin = (name: string): string => join(repoRoot, 'node_modules', '.bin', name)
const manifest: unknown = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'))

/** The export paths package.json declares, as a host imports them ('portico', 'portico/clients'). */
const exportPaths = (): string[] => {
  if (typeof manifest !== 'object' || manifest === null || !('exports' in manifest)) return []
  const exportsMap = manifest.exports
  if (typeof exportsMap !== 'object' || exportsMap === null) return []
  return Object.keys(exportsMap)
    .filter((key) => key !== './package.json')
    .map((key) => (key === '.' ? 'portico' : `portico/${key.slice(2)}`))
}

/** A JSON report's object at `key`, or an empty one. */
const objectAt = (value: unknown, key: string): Record<string, unknown> => {
  const found: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, key) : {}
  return typeof found === 'object' && found !== null ? { ...found } : {}
}

let packed: PackedHost | undefined
let apiReports: ApiReportResult[] | undefined

/** API Extractor's reports on the packed tarball, made once for the tests that read them. */
function packedApiReports(): ApiReportResult[] {
  if (apiReports) return apiReports
  // Unpacked again outside node_modules, where API Extractor would take it for a dependency;
  // its own imports (viem, react) still resolve from the host's node_modules.
  const unpacked = join(host, 'packed-portico')
  mkdirSync(unpacked)
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1'])
  apiReports = extractApiReports(unpacked, false)
  return apiReports
}
let host = ''
let tarball = ''

/**
 * The packed library in a host project outside the repository (bench/host-build/packed-host.ts,
 * shared with the size bench), with the README's quick start as one of its source files.
 */
beforeAll(() => {
  packed = createPackedHost({ fixture, prefix: 'portico-package-' })
  ;({ host, tarball } = packed)
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')
  for (const [file, source] of Object.entries(quickStartFiles(readme))) {
    writeFileSync(join(host, 'src', file), source)
  }
}, 180_000)

afterAll(() => {
  packed?.remove()
})

describe('the packed library in a host project outside the repository', () => {
  it('packs only the built library, its licence and README', () => {
    const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n')
    expect(listing).toContain('package/LICENSE')
    // The notices of the icon paths the modal draws (Lucide, ISC; Feather, MIT).
    expect(listing).toContain('package/THIRD_PARTY_NOTICES.md')
    expect(listing).toContain('package/dist/src/index.d.ts')
    // The entries only re-export; the code and its source maps are in the chunks (build-js.mjs).
    expect(listing).toContain('package/dist/src/index.js')
    expect(
      listing.some((path) => /^package\/dist\/src\/chunks\/portico-core-.*\.js\.map$/.test(path)),
    ).toBe(true)
    expect(listing.filter((path) => /^package\/(src|test|devnet|specs)\//.test(path))).toEqual([])
  })

  it('imports every export path in Node', () => {
    const paths = exportPaths()
    expect(paths).toEqual(
      expect.arrayContaining([
        'portico',
        'portico/clients',
        'portico/react',
        'portico/ui',
        'portico/wagmi',
      ]),
    )
    const script = `const paths = ${JSON.stringify(paths)}
for (const path of paths) {
  const module = await import(path)
  console.log(path + ' ' + Object.keys(module).sort().join(','))
}`
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: host,
      encoding: 'utf8',
    })
    expect(output).toMatch(/^portico .*\bcreatePortico\b/m)
    expect(output).toMatch(/^portico\/clients .*\bcreateBlockchainApiClient\b/m)
    expect(output).toMatch(/^portico\/react .*\bPorticoProvider\b/m)
    expect(output).toMatch(/^portico\/ui .*\bPorticoModal\b/m)
    expect(output).toMatch(/^portico\/wagmi .*\bporticoConnector\b/m)
  })

  it.each(['bundler', 'node16'])(
    'type-checks the README quick start and a use of every path under moduleResolution %s',
    (resolution) => {
      run(bin('tsc'), ['-p', `tsconfig.${resolution}.json`], host)
    },
  )

  it('type-checks every snippet the docs site includes (docs/snippets)', () => {
    cpSync(join(repoRoot, 'docs', 'snippets'), join(host, 'docs'), { recursive: true })
    run(bin('tsc'), ['-p', 'tsconfig.docs.json'], host)
  })

  it('is built into a host page by Vite', async () => {
    const result = await build({
      root: host,
      logLevel: 'silent',
      build: { outDir: join(host, 'dist'), emptyOutDir: true },
    })
    const outputs = Array.isArray(result) ? result : [result]
    const files = outputs.flatMap((output) => ('output' in output ? output.output : []))
    const chunks = files.filter((file) => file.type === 'chunk')
    expect(chunks.some((chunk) => chunk.code.includes('initialize'))).toBe(true)
    expect(files.some((file) => file.fileName === 'index.html')).toBe(true)
  }, 120_000)

  it('passes publint (strict) and arethetypeswrong for its ESM entries', () => {
    expect(run(bin('publint'), ['run', tarball, '--strict'], host)).toContain('All good!')
    // Every export path resolves to ESM with types under node16 and bundler, with no problem in
    // either (the JSON report, not the table, whose layout depends on the terminal).
    const report: unknown = JSON.parse(
      run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'json'], host),
    )
    const problems = Object.values(objectAt(report, 'problems')).flat()
    const esmProblems = problems.filter((problem) =>
      ['node16-esm', 'bundler'].includes(String(Reflect.get(Object(problem), 'resolutionKind'))),
    )
    expect(esmProblems).toEqual([])
    const analysed = Object.keys(objectAt(objectAt(report, 'analysis'), 'entrypoints'))
    expect(analysed.map((key) => (key === '.' ? 'portico' : `portico/${key.slice(2)}`))).toEqual(
      expect.arrayContaining(exportPaths()),
    )
  }, 120_000)

  it('declares the public API its reports in api/ record (npm run api:update rewrites them)', () => {
    const results = packedApiReports()
    expect(results.map(({ entry }) => entry.importPath)).toEqual(exportPaths())
    for (const { entry, changed, problems } of results) {
      expect(problems, entry.importPath).toEqual([])
      expect(
        changed,
        `${entry.importPath}'s declarations differ from api/${entry.reportName}.api.md: review the change and run npm run api:update`,
      ).toBe(false)
    }
  }, 120_000)

  it('documents every public name with TSDoc (but those in the files issue 38 is moving)', () => {
    expect(undocumentedNames(packedApiReports())).toEqual([])
  }, 120_000)

  it('passes npm publish --dry-run: public, with provenance, not private', () => {
    const packedManifest: unknown = JSON.parse(
      readFileSync(join(host, 'node_modules', 'portico', 'package.json'), 'utf8'),
    )
    expect(packedManifest).not.toHaveProperty('private')
    expect(packedManifest).toHaveProperty('publishConfig', { access: 'public', provenance: true })
    // --offline: a dry run asks the registry only for the versions already published, and npm
    // carries on without them; the provenance statement is made only by a real publish (in CI).
    const result = spawnSync('npm', ['publish', tarball, '--dry-run', '--offline', '--json'], {
      cwd: host,
      encoding: 'utf8',
    })
    expect(result.status, result.stderr).toBe(0)
    const report: unknown = JSON.parse(result.stdout)
    const version: unknown = Reflect.get(Object(manifest), 'version')
    expect(objectAt(report, 'portico')).toMatchObject({ name: 'portico', version })
    expect(result.stderr).toContain('with tag latest and public access (dry-run)')
  })
})
