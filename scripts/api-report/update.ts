// `npm run api:update`: builds the library and rewrites the API reports in api/ from its
// declarations, after an intended change to the public surface (the package test fails while a
// report differs). Prints what changed and how many exports still lack a TSDoc comment.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { repoRoot } from '../../codegen/repo-root.js'
import { extractApiReports } from './api-reports.js'
import { undocumentedNames } from './undocumented.js'

const build = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'build.mjs')], {
  cwd: repoRoot,
  stdio: 'inherit',
})
if (build.status !== 0) process.exit(build.status ?? 1)

let failed = false
const results = extractApiReports(repoRoot, true)
for (const { entry, changed, undocumented, problems } of results) {
  const state = changed ? 'updated' : 'unchanged'
  console.log(
    `api/${entry.reportName}.api.md (${entry.importPath}): ${state}; ${String(undocumented.length)} without TSDoc (exports and their members)`,
  )
  for (const problem of problems) console.error(`  ${problem}`)
  if (problems.length > 0) failed = true
}
// The package test fails on these: every public name needs TSDoc (scripts/api-report/undocumented.ts).
for (const name of undocumentedNames(results)) console.error(`  without TSDoc: ${name}`)
process.exit(failed ? 1 : 0)
