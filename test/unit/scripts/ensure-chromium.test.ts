import { spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

// A copy in a folder anyone may read: the clone may sit under a folder only root can enter.
const readable = mkdtempSync(join(tmpdir(), 'portico-chromium-'))
chmodSync(readable, 0o755)
const script = join(readable, 'ensure-chromium.mjs')
for (const file of ['ensure-chromium.mjs', 'picture-fonts.json'])
  copyFileSync(
    fileURLToPath(new URL(`../../../scripts/${file}`, import.meta.url)),
    join(readable, file),
  )
/** A font list naming a package no machine has. */
const missingFonts = join(readable, 'missing-fonts.json')
writeFileSync(missingFonts, JSON.stringify({ packages: { 'fonts-portico-missing': '1.0' } }))
chmodSync(missingFonts, 0o644)

/** The script as a non-root user: as root (CI), setpriv drops it to the unprivileged "nobody". */
const asNonRoot = (): [string, ...string[]] =>
  process.getuid?.() === 0
    ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, script]
    : [process.execPath, script]
afterAll(() => {
  rmSync(readable, { recursive: true, force: true })
})

describe('ensure-chromium', () => {
  it('as a non-root user with no chromium, stops at once with the one command to run', () => {
    const [command, ...args] = asNonRoot()
    const { status, stdout, stderr } = spawnSync(command, args, {
      encoding: 'utf8',
      env: { ...process.env, PORTICO_CHROMIUM: '/nonexistent/chromium' },
    })
    expect(status).toBe(1)
    expect(stdout).toBe('')
    expect(stderr).toContain("browser tests need Debian's chromium at /nonexistent/chromium")
    expect(stderr).toContain(
      "sudo sh -c 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium'",
    )
    expect(stderr).not.toMatch(/\n\s+at /)
  })

  it('as a non-root user missing a font the pictures are drawn with, warns with the command and goes on', () => {
    const [command, ...args] = asNonRoot()
    const { status, stdout, stderr } = spawnSync(command, args, {
      encoding: 'utf8',
      env: {
        ...process.env,
        PORTICO_CHROMIUM: process.execPath,
        PORTICO_PICTURE_FONTS: missingFonts,
      },
    })
    expect({ status, stdout }).toEqual({ status: 0, stdout: '' })
    expect(stderr).toContain(
      "pictures are drawn with fonts-portico-missing, not installed here: the baseline comparisons will fail. Install them with:\n  sudo sh -c 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends fonts-portico-missing'",
    )
  })

  it('does nothing when chromium and the fonts are there', () => {
    const { status, stdout, stderr } = spawnSync(process.execPath, [script], {
      encoding: 'utf8',
      env: { ...process.env, PORTICO_CHROMIUM: process.execPath },
    })
    expect({ status, stdout, stderr }).toEqual({ status: 0, stdout: '', stderr: '' })
  })
})
