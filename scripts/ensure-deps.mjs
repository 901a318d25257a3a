// Installs dependencies when node_modules is missing or older than package-lock.json, so that
// `npm start` and `npm test` work on a fresh clone with no set-up step.
//
// `npm install` (which follows the lock file), not `npm ci`: litesvm 1.5.0 lists platform
// packages (darwin, arm64) that were never published at 1.5.0, so they cannot be in the lock,
// and `npm ci` refuses any lock that lacks an optional dependency.
import { execSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

const marker = 'node_modules/.package-lock.json'
const stale =
  !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs
if (stale) {
  console.log('[portico] installing dependencies (npm install, following package-lock.json)...')
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' })
}
