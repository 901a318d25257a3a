import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { generateAll } from './generate-all.js'
import { repoRoot } from './repo-root.js'

const outDir = join(repoRoot, 'generated')
const files = await generateAll(join(repoRoot, 'specs'))
await rm(outDir, { recursive: true, force: true })
for (const [path, content] of files) {
  await mkdir(dirname(join(outDir, path)), { recursive: true })
  await writeFile(join(outDir, path), content)
}
console.log(`generated/ rebuilt: ${files.size} files`)
