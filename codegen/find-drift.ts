import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
}

/** The differences between freshly generated files and a generated/ folder: one line each. */
export async function findDrift(
  expected: Map<string, string>,
  generatedDir: string,
): Promise<string[]> {
  const drift: string[] = []
  for (const [path, content] of expected) {
    const actual = await readFile(join(generatedDir, path), 'utf8').catch(() => null)
    if (actual === null) drift.push(`missing: generated/${path}`)
    else if (actual !== content) drift.push(`stale: generated/${path}`)
  }
  for (const path of await listFiles(generatedDir)) {
    if (!expected.has(path)) drift.push(`extra: generated/${path}`)
  }
  return drift
}
