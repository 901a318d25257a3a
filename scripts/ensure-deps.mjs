// Runs `npm ci` when node_modules is missing or older than package-lock.json,
// so that `npm start` and `npm test` work on a fresh clone with no set-up step.
import { execSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

const marker = 'node_modules/.package-lock.json'
const stale =
  !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs
if (stale) {
  console.log('[portico] installing dependencies (npm ci)...')
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' })
}
