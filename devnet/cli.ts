import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from '../codegen/repo-root.js'
import { parsePorts } from './devnet-ports.js'
import { startDevnet } from './start-devnet.js'

// `npm run devnet` (and `npm start`, with --with-playground): every service on 127.0.0.1 until Ctrl-C.
const { values } = parseArgs({
  options: {
    port: { type: 'string', multiple: true, default: [] },
    'with-playground': { type: 'boolean', default: false },
  },
})

const startedAt = performance.now()
const quiet = (): void => undefined
const devnet = await startDevnet({
  ports: parsePorts(values.port),
  stateDir: join(repoRoot, '.devnet'),
  log: quiet,
}).catch((error: unknown) => {
  console.error(
    `[devnet] failed to start: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
})

const { endpoints } = devnet
console.log(`[devnet] ready in ${String(Math.round(performance.now() - startedAt))} ms`)
for (const [name, url] of Object.entries({
  ...endpoints,
  chains: undefined,
  accounts: undefined,
})) {
  if (typeof url === 'string' && url !== '') console.log(`  ${name.padEnd(14)} ${url}`)
}
for (const [chain, url] of Object.entries(endpoints.chains))
  console.log(`  ${chain.padEnd(14)} ${url}`)
console.log(`  endpoints      ${devnet.endpointsFile}`)
if (values['with-playground']) console.log('  (the playground is not built yet)')

let stopping = false
const shutdown = (): void => {
  if (stopping) return
  stopping = true
  console.log('\n[devnet] stopping...')
  void devnet.stop().then(() => {
    console.log('[devnet] stopped')
    process.exit(0)
  })
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
