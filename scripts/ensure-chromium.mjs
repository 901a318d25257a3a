// Browser tests drive Debian's chromium (nothing may be downloaded from elsewhere) and fonts for
// the modal's scripts. Installs them with apt-get when missing and this runs as root; otherwise
// stops with the command to run (missing fonts only warn: the pictures show empty boxes).
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

// The modal speaks 20 languages and the browser tests picture it in Japanese, Chinese, Arabic
// and more: without fonts for their scripts Chromium draws empty boxes. Debian's small packages
// cover them (WenQuanYi Micro Hei: Chinese, Japanese, Korean; Noto UI core: Arabic, Devanagari,
// Thai; DejaVu, chromium's own dependency, has Hebrew).
const FONT_PACKAGES = 'fonts-wqy-microhei fonts-noto-ui-core'
const SCRIPTS = ['zh', 'ja', 'ko', 'ar', 'he', 'hi', 'th']
const hasFontFor = (lang) => {
  try {
    return execSync(`fc-list :lang=${lang} family`, { encoding: 'utf8' }).trim() !== ''
  } catch {
    return false
  }
}
const missing = existsSync(CHROMIUM) ? SCRIPTS.filter((lang) => !hasFontFor(lang)) : []
if (missing.length > 0) {
  const install = `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${FONT_PACKAGES}`
  if (process.getuid?.() !== 0) {
    // Not fatal: the tests read the DOM; only the pictures would show empty boxes.
    console.error(
      `[portico] no font for ${missing.join(', ')}: the browser tests' pictures will show empty boxes. Install them with:\n  sudo sh -c '${install}'`,
    )
  } else {
    console.log(`[portico] installing fonts for ${missing.join(', ')} for the browser tests...`)
    execSync(install, { stdio: 'inherit', shell: '/bin/sh' })
  }
}
