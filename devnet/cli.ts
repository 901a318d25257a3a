import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { repoRoot } from '../codegen/repo-root.js'
import { startPlayground } from '../playground/server.js'
import { parsePorts } from './devnet-ports.js'
import { writeEndpoints } from './endpoints.js'
import { startDevnet } from './start-devnet.js'
import { startDevnetTools } from './tools/index.js'

// `npm run devnet` (and `npm start`, with --with-playground): every service on 127.0.0.1 until Ctrl-C.
const { values } = parseArgs({
  options: {
    port: { type: 'string', multiple: true, default: [] },
    'with-playground': { type: 'boolean', default: false },
    /** A registry of this many wallets grown from the real one, to try long lists. */
    'registry-size': { type: 'string' },
  },
})

const failed = (error: unknown): never => {
  console.error(
    `[devnet] failed to start: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
}

const startedAt = performance.now()
const ports = parsePorts(values.port)
const devnet = await startDevnet({
  ports,
  stateDir: join(repoRoot, '.devnet'),
  log: () => undefined,
  // A chain's crash and its restart are always reported, even with the services' logs quiet.
  warn: (line) => {
    console.error(`[devnet] ${line}`)
  },
  registrySize: values['registry-size'] === undefined ? undefined : Number(values['registry-size']),
}).catch(failed)
const stops = [devnet.stop]

// The devnet tools (Record, endpoints) and the playground, whose URL joins endpoints.json.
if (values['with-playground']) {
  const { endpointsFile, health, faults } = devnet
  const tools = await startDevnetTools({
    port: ports.tools,
    repoRoot,
    endpointsFile,
    health,
    faults,
  }).catch(failed)
  stops.unshift(tools.close)
  const playground = await startPlayground({
    port: ports.playground,
    devnetToolsUrl: tools.url,
    endpointsFile,
  }).catch(failed)
  stops.unshift(playground.close)
  devnet.endpoints.playground = playground.url
  devnet.endpoints.devnetTools = tools.url
  await writeEndpoints(endpointsFile, devnet.endpoints)
}

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
if (endpoints.playground) console.log(`\n  open the playground: ${endpoints.playground}\n`)

let stopping = false
const shutdown = (): void => {
  if (stopping) return
  stopping = true
  console.log('\n[devnet] stopping...')
  void (async () => {
    for (const stop of stops) await stop()
  })().then(() => {
    console.log('[devnet] stopped')
    process.exit(0)
  })
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
