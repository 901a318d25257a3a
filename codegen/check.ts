import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { findDrift } from './find-drift.js'
import { generateAll } from './generate-all.js'
import { repoRoot } from './repo-root.js'

// Regenerates in memory and compares with the committed generated/ (the tool's own --check
// misses drift across several documents, so the whole folder is compared here).
const { values } = parseArgs({ options: { specs: { type: 'string' } } })
const specsDir = values.specs ? resolve(values.specs) : join(repoRoot, 'specs')
const drift = await findDrift(await generateAll(specsDir), join(repoRoot, 'generated'))
if (drift.length > 0) {
  console.error(
    `generated/ does not match ${specsDir}:\n  ${drift.join('\n  ')}\nRun \`npm run generate\` and commit generated/.`,
  )
  process.exit(1)
}
console.log('generated/ matches specs/')
