import { join } from 'node:path'
import { bench, describe } from 'vitest'
import { generateAll } from '../codegen/generate-all.js'
import { repoRoot } from '../codegen/repo-root.js'

describe('codegen', () => {
  bench(
    'generate every file of generated/ from specs/',
    async () => {
      await generateAll(join(repoRoot, 'specs'))
    },
    { iterations: 5, time: 0 },
  )
})
