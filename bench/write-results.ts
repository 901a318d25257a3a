// The second half of `npm run bench`: weighs the builds, measures validator throughput against
// Ajv, writes bench/results.json (the budget test reads it) and prints the figures.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../codegen/repo-root.js'
import { measureModalSize } from './modal-size/measure-modal-size.js'
import { measureThroughput } from './throughput/measure-throughput.js'

const size = await measureModalSize()
const throughput = measureThroughput()
const results = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  coreFirstLoadGzipBytes: size.coreFirstLoadGzipBytes,
  coreTotalGzipBytes: size.coreTotalGzipBytes,
  firstLoadGzipBytes: size.firstLoadGzipBytes,
  totalGzipBytes: size.totalGzipBytes,
  validatorThroughput: throughput,
}
writeFileSync(join(repoRoot, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
console.log(JSON.stringify(results, null, 2))
