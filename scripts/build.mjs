// `npm run build`: the library into dist/ (ESM, .d.ts, source maps with their sources inlined).
// tsc, not a bundler: one output module per source module keeps every import() a split point and
// lets the host app's bundler tree-shake what it does not use.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createRequire } from 'node:module'

rmSync('dist', { recursive: true, force: true })
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
const { status } = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
  stdio: 'inherit',
})
process.exit(status ?? 1)
