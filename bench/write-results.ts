// The second half of `npm run bench`: builds and packs the library once, builds every host entry
// of bench/host-build/host-entries.ts from the packed package, weighs them, measures validator
// throughput against Ajv, writes bench/results.json (the budget test reads it) and prints it.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { repoRoot } from '../codegen/repo-root.js'
import { buildHostEntries } from './host-build/build-host-entries.js'
import { hostEntrySize } from './host-build/host-sizes.js'
import { measureThroughput } from './throughput/measure-throughput.js'

const hostBuild = await buildHostEntries()
const hostEntries = Object.fromEntries(
  hostBuild.builds.map((build) => [build.entry.name, hostEntrySize(build)]),
)
hostBuild.remove()
const throughput = measureThroughput()
const results = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  hostEntries,
  validatorThroughput: throughput,
}
const file = join(repoRoot, 'bench', 'results.json')
// Written as Prettier would, so `npm run lint` passes on a freshly written file.
const text = await format(JSON.stringify(results), {
  ...(await resolveConfig(file)),
  filepath: file,
})
writeFileSync(file, text)
console.log(text)
