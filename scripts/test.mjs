// `npm test`: every check and every suite, in order; stops at the first failure.
import { spawnSync } from 'node:child_process'

// Chromium comes first: the devnet and browser suites launch it, and a machine that cannot install
// it should hear so at once, not after ten minutes of other suites.
const steps = [
  ["Debian's chromium for the browser tests", 'node scripts/ensure-chromium.mjs'],
  ['open-source licences only', 'npm run -s licences'],
  ['generated/ matches specs/', 'npm run -s generate:check'],
  ['typecheck', 'npm run -s typecheck'],
  ['lint', 'npm run -s lint'],
  ['no circular imports', 'npm run -s circular'],
  ['unit and contract tests', 'npx vitest run --project unit --project contract'],
  [
    'the package: build, pack, install into a host project outside the repository',
    'npx vitest run --project package',
  ],
  ['devnet tests (local chains and services on 127.0.0.1)', 'npx vitest run --project devnet'],
  ['fuzz tests (200 cases per target; npm run fuzz runs 10,000)', 'npx vitest run --project fuzz'],
  [
    'browser tests (the playground on the devnet, in real Chromium)',
    'npx vitest run --project e2e',
  ],
]

for (const [name, command] of steps) {
  console.log(`\n[portico test] ${name}: ${command}`)
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' })
  if (status !== 0) {
    console.error(`\n[portico test] FAILED: ${name}`)
    process.exit(status ?? 1)
  }
}
console.log('\n[portico test] all steps passed')
