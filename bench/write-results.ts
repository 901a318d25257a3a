// The second half of `npm run bench`: builds and packs the library once, builds every host entry
// of bench/host-build/host-entries.ts from the packed package, weighs them, measures validator
// throughput against Ajv, writes bench/results.json (the budget test reads it) and prints it.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { repoRoot } from '../codegen/repo-root.js'
import { measureFirstPaint } from './first-paint/measure-first-paint.js'
import { buildHostEntries } from './host-build/build-host-entries.js'
import { hostEntrySize } from './host-build/host-sizes.js'
import { viteFirstLoad } from './host-build/vite-first-load.js'
import { measureThroughput } from './throughput/measure-throughput.js'

const HOST_ENTRY_FOR_TIMINGS = 'react'
const hostBuild = await buildHostEntries()
const hostEntries = Object.fromEntries(
  hostBuild.builds.map((build) => [build.entry.name, hostEntrySize(build)]),
)
// The README page's first load as Vite builds it (React bundled, as a Vite host does), and its
// timings in Chromium beside the bare React floor (reported, never asserted).
const reactEntry = HOST_ENTRY_FOR_TIMINGS
const vite = await viteFirstLoad(join(hostBuild.packed.host, 'src', reactEntry), './main.tsx')
const rounds = Number(process.env.BENCH_ROUNDS ?? 15)
const firstPaint = await measureFirstPaint(hostBuild.packed.host, rounds)
hostBuild.remove()
const throughput = measureThroughput()
const results = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  hostEntries,
  readmePageFirstLoadFiles: {
    esbuild: hostEntries[HOST_ENTRY_FOR_TIMINGS]?.firstLoadFileCount,
    vite: vite.firstLoadFiles.length,
    viteChunkCount: vite.chunkCount,
  },
  firstPaint,
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
