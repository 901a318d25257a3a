// Browser tests drive Debian's chromium (nothing may be downloaded from elsewhere). Installs it
// with apt-get when it is missing and this runs as root; otherwise stops with the command to run.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

// PORTICO_CHROMIUM only lets the test of this script point at a missing browser.
const CHROMIUM = process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium'

if (!existsSync(CHROMIUM)) {
  const install = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium'
  if (process.getuid?.() !== 0) {
    console.error(
      `[portico] browser tests need Debian's chromium at ${CHROMIUM}. Install it with:\n  sudo sh -c '${install}'`,
    )
    process.exit(1)
  }
  console.log("[portico] installing Debian's chromium for the browser tests...")
  execSync(install, { stdio: 'inherit', shell: '/bin/sh' })
}
