// `npm test`: every check and every suite, in order; stops at the first failure and prints how
// long each step took.
import { spawn } from 'node:child_process'
import { Buffer } from 'node:buffer'
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

// Chromium comes first: the devnet and browser suites launch it, and a machine that cannot install
// it should hear so at once, not after ten minutes of other suites.
// A list of steps is one group: the static checks read the sources only and write nothing, so they
// run side by side (longest first, as many at once as there are cores), each one's output kept
// and printed whole, in this order, once it is done. The suites run one after another: they start
// servers, chains and browsers, and timing-sensitive tests would compete for the cores.
const steps = [
  ["Debian's chromium for the browser tests", 'node scripts/ensure-chromium.mjs'],
  [
    ['lint', 'npm run -s lint'],
    ['typecheck', 'npm run -s typecheck'],
    ['no circular imports', 'npm run -s circular'],
    ['generated/ matches specs/', 'npm run -s generate:check'],
    ['open-source licences only', 'npm run -s licences'],
  ],
  ['unit and contract tests', 'npx vitest run --project unit --project contract'],
  [
    'the package: build, pack, install into a host project outside the repository',
    'npx vitest run --project package',
  ],
  ['devnet tests (local chains and services on 127.0.0.1)', 'npx vitest run --project devnet'],
  ['fuzz tests (200 cases per target; npm run fuzz runs 10,000)', 'npx vitest run --project fuzz'],
  [
    'the docs site: API pages, VitePress build, every page in Chromium',
    'npm run -s docs:build && npx vitest run --project docs',
  ],
  [
    'browser tests (the playground on the devnet, in real Chromium)',
    'npx vitest run --project e2e',
  ],
]

// The library is built and packed once for the run, by the first suite that installs it into a
// host (bench/host-build/packed-host.ts); the later hosts (test/hosts, Next.js) reuse the tarball.
const packCache = mkdtempSync(join(tmpdir(), 'portico-test-pack-'))
process.env.PORTICO_PACK_CACHE = packCache
process.on('exit', () => {
  rmSync(packCache, { recursive: true, force: true })
})

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const timings = []

/** Runs a command; `buffered` keeps its output (stdout and stderr interleaved) for later. */
function run(command, buffered) {
  const startedAt = performance.now()
  const child = spawn(command, {
    shell: true,
    // Its own process group, so that a failure elsewhere in the group can stop it and its children.
    detached: buffered,
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: buffered ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : process.env,
  })
  const chunks = []
  let stopped = false
  child.stdout?.on('data', (chunk) => chunks.push(chunk))
  child.stderr?.on('data', (chunk) => chunks.push(chunk))
  const done = new Promise((resolve) => {
    child.on('close', (code, signal) => {
      resolve({
        status: code ?? (signal ? 1 : 0),
        stopped,
        ms: performance.now() - startedAt,
        output: Buffer.concat(chunks).toString(),
      })
    })
  })
  const stop = () => {
    if (child.exitCode === null && child.pid) {
      stopped = true
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
  }
  return { done, stop }
}

function fail(name, status) {
  console.error(`\n[portico test] FAILED: ${name}`)
  printTimings()
  process.exit(status || 1)
}

function printTimings() {
  if (timings.length === 0) return
  console.log('\n[portico test] durations:')
  for (const { name, ms, wall } of timings)
    console.log(`  ${seconds(ms).padStart(8)}  ${name}${wall ? '' : ' (side by side)'}`)
}

/** The static checks side by side; their outputs printed in the listed order. */
async function runGroup(group) {
  const startedAt = performance.now()
  const slots = Math.max(1, availableParallelism())
  console.log(
    `\n[portico test] ${group.map(([name]) => name).join(', ')}: side by side, ${String(slots)} at a time`,
  )
  const results = group.map(() => undefined)
  const running = new Map()
  let next = 0
  let failed
  await new Promise((resolveAll) => {
    const launch = () => {
      while (failed === undefined && running.size < slots && next < group.length) {
        const index = next
        next += 1
        const task = run(group[index][1], true)
        running.set(index, task)
        task.done.then((result) => {
          running.delete(index)
          results[index] = result
          if (result.status !== 0 && failed === undefined) {
            failed = index
            for (const other of running.values()) other.stop()
          }
          if (running.size === 0 && (failed !== undefined || next >= group.length)) resolveAll()
          else launch()
        })
      }
    }
    launch()
  })
  group.forEach(([name, command], index) => {
    const result = results[index]
    if (!result) return
    const how = result.stopped ? `stopped after ${seconds(result.ms)}` : seconds(result.ms)
    console.log(`\n[portico test] ${name}: ${command} (${how})`)
    if (result.output) process.stdout.write(result.output)
    timings.push({ name, ms: result.ms, wall: false })
  })
  timings.push({
    name: 'the static checks above, together',
    ms: performance.now() - startedAt,
    wall: true,
  })
  if (failed !== undefined) fail(group[failed][0], results[failed]?.status)
}

const startedAt = performance.now()
for (const step of steps) {
  if (Array.isArray(step[0])) {
    await runGroup(step)
    continue
  }
  const [name, command] = step
  console.log(`\n[portico test] ${name}: ${command}`)
  const { status, ms } = await run(command, false).done
  timings.push({ name, ms, wall: true })
  console.log(`[portico test] ${name}: ${seconds(ms)}`)
  if (status !== 0) fail(name, status)
}
printTimings()
console.log(`\n[portico test] all steps passed in ${seconds(performance.now() - startedAt)}`)
