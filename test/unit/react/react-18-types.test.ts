import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))

// Components as src/ui writes them, each in a file of its own, checked by one tsc run with
// tsconfig.react18.json's settings (React's types mapped to @types/react 18).
const FIXTURES: Record<string, string> = {
  'context-as-provider.tsx': `import { createContext } from 'react'
const Ctx = createContext('light')
export const Planted = () => <Ctx value="dark"><p /></Ctx>
`,
  'use-hook.tsx': `import { createContext, use } from 'react'
const Ctx = createContext('light')
export const Planted = () => <p>{use(Ctx)}</p>
`,
  'action-state.tsx': `import { useActionState } from 'react'
export function Planted() {
  const [count, add] = useActionState((previous: number) => previous + 1, 0)
  return <form action={add}>{count}</form>
}
`,
  'provider.tsx': `import { createContext, useContext } from 'react'
const Ctx = createContext('light')
const Read = () => <p>{useContext(Ctx)}</p>
export const Fine = () => <Ctx.Provider value="dark"><Read /></Ctx.Provider>
`,
}

const work = mkdtempSync(join(tmpdir(), 'portico-react-18-types-'))
afterAll(() => {
  rmSync(work, { recursive: true, force: true })
})

/** tsc's diagnostics per fixture file, from one run over all of them. */
function diagnosticsByFile(): Record<string, string[]> {
  for (const [file, text] of Object.entries(FIXTURES)) writeFileSync(join(work, file), text)
  const config = {
    extends: join(repoRoot, 'tsconfig.react18.json'),
    include: [],
    files: Object.keys(FIXTURES).map((file) => join(work, file)),
  }
  writeFileSync(join(work, 'tsconfig.json'), JSON.stringify(config))
  const tsc = join(repoRoot, 'node_modules', '.bin', 'tsc')
  const { stdout } = spawnSync(tsc, ['--noEmit', '--pretty', 'false', '-p', work], {
    encoding: 'utf8',
  })
  const found: Record<string, string[]> = {}
  for (const line of stdout.split('\n')) {
    const file = Object.keys(FIXTURES).find((name) => line.includes(`${name}(`))
    if (file) (found[file] ??= []).push(line)
  }
  return found
}

describe('the React 18 type check (tsconfig.react18.json)', () => {
  it('refuses React-19-only syntax and APIs and passes the React 18 way', () => {
    const found = diagnosticsByFile()
    expect(found['context-as-provider.tsx']?.join('\n')).toMatch(
      /TS2604: JSX element type 'Ctx' does not have any construct or call signatures/,
    )
    expect(found['use-hook.tsx']?.join('\n')).toMatch(/TS2305: .*has no exported member 'use'/)
    expect(found['action-state.tsx']?.join('\n')).toMatch(
      /TS2305: .*has no exported member 'useActionState'/,
    )
    expect(found['provider.tsx']).toBeUndefined()
  }, 60_000)
})
