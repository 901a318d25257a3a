import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../../../codegen/repo-root.js'

const run = promisify(execFile)
const check = (specsDir: string) =>
  run(process.execPath, ['--import', 'tsx', 'codegen/check.ts', '--specs', specsDir], {
    cwd: repoRoot,
  })

describe('npm run generate:check', { timeout: 60_000 }, () => {
  let changed: string

  beforeAll(async () => {
    changed = await mkdtemp(join(tmpdir(), 'portico-specs-'))
    await cp(join(repoRoot, 'specs'), changed, { recursive: true })
    const file = join(changed, 'project-api.yaml')
    const text = await readFile(file, 'utf8')
    await writeFile(file, text.replace('getAnalyticsConfig', 'getAnalyticsSettings'))
  })
  afterAll(() => rm(changed, { recursive: true, force: true }))

  it('passes when generated/ matches specs/', async () => {
    const { stdout } = await check(join(repoRoot, 'specs'))
    expect(stdout).toContain('generated/ matches specs/')
  })

  it('fails, naming the stale files, when a spec changed and generated/ did not', async () => {
    const failure = await check(changed).then(
      () => null,
      (error: unknown) => error,
    )
    expect(failure).toMatchObject({ code: 1 })
    expect(String(failure)).toContain('stale: generated/project-api/operations.ts')
  })
})
