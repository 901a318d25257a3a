import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { playgroundConfig } from '../../../playground/vite.config.js'

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Bare module specifiers of static and dynamic imports (not relative paths, not node: ones). */
function bareImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found = [...text.matchAll(/(?:from |import\()'([^'.][^']*)'/g)].map((match) => match[1])
  return found.filter((name): name is string => name !== undefined && !name.startsWith('node:'))
}

describe('the playground Vite configuration', () => {
  it('pre-bundles every package src/ and the playground import, so no page load reloads half-way', () => {
    const imported = new Set(
      [join(repoRoot, 'src'), join(repoRoot, 'playground', 'src')]
        .flatMap(sourceFiles)
        .flatMap(bareImports),
    )
    const included = playgroundConfig({ endpointsFile: 'unused.json' }).optimizeDeps?.include ?? []
    expect([...imported].filter((name) => !included.includes(name)).sort()).toEqual([])
  })
})
