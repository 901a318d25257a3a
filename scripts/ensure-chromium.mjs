// Browser tests drive Debian's chromium (nothing may be downloaded from elsewhere) with a fixed
// set of fonts. Installs what is missing with apt-get when this runs as root; otherwise stops
// with the command to run (missing fonts only warn: the tests read the DOM, the pictures differ).
import { execFileSync, execSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

// PORTICO_CHROMIUM and PORTICO_PICTURE_FONTS only let the test of this script point at a missing
// browser or font package.
const CHROMIUM = process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium'
const FONTS_FILE =
  process.env.PORTICO_PICTURE_FONTS ?? new URL('./picture-fonts.json', import.meta.url)
const root = process.getuid?.() === 0
const aptInstall = (packages) =>
  `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${packages.join(' ')}`

if (!existsSync(CHROMIUM)) {
  const install = 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium'
  if (!root) {
    console.error(
      `[portico] browser tests need Debian's chromium at ${CHROMIUM}. Install it with:\n  sudo sh -c '${install}'`,
    )
    process.exit(1)
  }
  console.log("[portico] installing Debian's chromium for the browser tests...")
  execSync(install, { stdio: 'inherit', shell: '/bin/sh' })
}

// The pictures are compared pixel by pixel with committed baselines, so every machine draws them
// with the same fonts: these packages, whatever else is installed (browser.ts hides other fonts
// from Chromium). DejaVu draws the Latin, Greek, Cyrillic and Hebrew text (system-ui and
// sans-serif resolve to DejaVu Sans), WenQuanYi Micro Hei Chinese, Japanese and Korean, Noto UI
// Arabic, Devanagari and Thai; Liberation is chromium's recommended font (Arial's metrics).
const { packages } = JSON.parse(readFileSync(FONTS_FILE, 'utf8'))
const installedVersion = (name) => {
  try {
    const [status, version] = execFileSync(
      'dpkg-query',
      ['-W', '-f', '${db:Status-Status}\t${Version}', name],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    ).split('\t')
    return status === 'installed' ? version : undefined
  } catch {
    return undefined
  }
}
const missing = Object.keys(packages).filter((name) => installedVersion(name) === undefined)
if (missing.length > 0) {
  if (!root) {
    // Not fatal: the tests read the DOM; only the pictures would not match their baselines.
    console.error(
      `[portico] the browser tests' pictures are drawn with ${missing.join(', ')}, not installed here: the baseline comparisons will fail. Install them with:\n  sudo sh -c '${aptInstall(missing)}'`,
    )
  } else {
    console.log(
      `[portico] installing the fonts the pictures are drawn with: ${missing.join(', ')}...`,
    )
    execSync(aptInstall(missing), { stdio: 'inherit', shell: '/bin/sh' })
  }
}
// Another version of a font draws other pixels: said, not fixed (apt serves the release's own).
for (const [name, version] of Object.entries(packages)) {
  const installed = installedVersion(name)
  if (installed !== undefined && installed !== version)
    console.error(
      `[portico] ${name} is ${installed} here; the baselines were drawn with ${version}: pictures may differ (rewrite them with UPDATE_BASELINES=1 once looked at)`,
    )
}
