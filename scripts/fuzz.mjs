// `npm run fuzz`: the fuzz suites at 10,000 cases per target (FUZZ_RUNS overrides it, FUZZ_SEED
// replays a printed seed); each target prints its case, crash and hang counts.
import { spawnSync } from 'node:child_process'

const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10000' }
console.log(
  `[portico fuzz] ${env.FUZZ_RUNS} cases per target${env.FUZZ_SEED ? `, FUZZ_SEED=${env.FUZZ_SEED}` : ''}`,
)
const { status } = spawnSync('npx vitest run --project fuzz', {
  shell: true,
  stdio: 'inherit',
  env,
})
process.exit(status ?? 1)
