// `npm run build`: the library into dist/: the declarations by tsc (one .d.ts per source
// module), the JavaScript by rolldown (build-js.mjs: the first load grouped into two modules, the
// lazy code into a few coarse chunks, source maps with their sources).
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createRequire } from 'node:module'

rmSync('dist', { recursive: true, force: true })
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
const declarations = spawnSync(
  process.execPath,
  [
    tsc,
    '-p',
    'tsconfig.build.json',
    '--emitDeclarationOnly',
    '--sourceMap',
    'false',
    '--inlineSources',
    'false',
  ],
  { stdio: 'inherit' },
)
if (declarations.status !== 0) process.exit(declarations.status ?? 1)
const javascript = spawnSync(process.execPath, ['scripts/build-js.mjs'], { stdio: 'inherit' })
process.exit(javascript.status ?? 1)
