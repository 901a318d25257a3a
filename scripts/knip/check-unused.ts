// `npm run lint`'s knip step: unused files, exports and dependencies (knip.jsonc). Fails on any
// finding, each printed on its own line.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { repoRoot } from '../../codegen/repo-root.js'

/** knip's JSON report: per file, one list per kind of issue, each item named. */
function findings(report: unknown): string[] {
  const issues: unknown =
    typeof report === 'object' && report !== null ? Reflect.get(report, 'issues') : undefined
  if (!Array.isArray(issues)) throw new Error('knip printed no issues list')
  return issues.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return []
    const file = String(Reflect.get(entry, 'file'))
    return Object.entries(entry).flatMap(([kind, items]: [string, unknown]) => {
      if (kind === 'file' || !Array.isArray(items)) return []
      return items.map(
        (item: unknown) => `${kind} ${file} ${String(Reflect.get(Object(item), 'name'))}`,
      )
    })
  })
}

const knip = join(repoRoot, 'node_modules', 'knip', 'bin', 'knip.js')
const result = spawnSync(process.execPath, [knip, '--reporter', 'json', '--no-progress'], {
  cwd: repoRoot,
  encoding: 'utf8',
})
if (result.stdout.trim() === '') {
  process.stderr.write(result.stderr)
  process.exit(result.status ?? 1)
}
const found = findings(JSON.parse(result.stdout))
for (const finding of found) console.error(`knip: unused ${finding}`)
if (found.length > 0) process.exit(1)
console.log('knip: nothing unused')
