import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from './e2e-devnet.js'

const FONT_FILE = /\.(ttf|ttc|otf|pfb)$/

/**
 * Every font file, by its name: a glob of "*" would also reject the folders fontconfig scans,
 * and with them the fonts accepted below.
 */
const REJECTED = ['ttf', 'ttc', 'otf', 'otc', 'pfa', 'pfb', 'pcf', 'pcf.gz', 'bdf', 'woff', 'woff2']
  .map((extension) => `      <glob>*.${extension}</glob>`)
  .join('\n')

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The font files the packages of scripts/picture-fonts.json installed (none of a missing one). */
function pictureFontFiles(): string[] {
  const listed: unknown = JSON.parse(
    readFileSync(join(repoRoot, 'scripts', 'picture-fonts.json'), 'utf8'),
  )
  const packages =
    typeof listed === 'object' && listed !== null && 'packages' in listed
      ? Object.keys(listed.packages ?? {})
      : []
  return packages.flatMap((name) => {
    try {
      return execFileSync('dpkg', ['-L', name], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .split('\n')
        .filter((file) => FONT_FILE.test(file))
    } catch {
      // Not installed: scripts/ensure-chromium.mjs said so.
      return []
    }
  })
}

/**
 * A fontconfig file for Chromium: the system's configuration (its rendering settings and family
 * aliases) with every font rejected but those of scripts/picture-fonts.json, so a machine with
 * more fonts (another sans-serif, an emoji font, fonts in ~/.fonts) draws the pictures as the
 * baselines were drawn. Written once per process to a temporary folder; its path is returned.
 */
export function pictureFontConfig(): string {
  const accepted = pictureFontFiles()
    .map((file) => `      <glob>${escapeXml(file)}</glob>`)
    .join('\n')
  const file = join(mkdtempSync(join(tmpdir(), 'portico-fonts-')), 'fonts.conf')
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont>
    <rejectfont>
${REJECTED}
    </rejectfont>
    <acceptfont>
${accepted}
    </acceptfont>
  </selectfont>
</fontconfig>
`,
  )
  return file
}
