import { spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

// A copy in a folder anyone may read: the clone may sit under a folder only root can enter.
const readable = mkdtempSync(join(tmpdir(), 'portico-chromium-'))
chmodSync(readable, 0o755)
const script = join(readable, 'ensure-chromium.mjs')
copyFileSync(
  fileURLToPath(new URL('../../../scripts/ensure-chromium.mjs', import.meta.url)),
  script,
)
afterAll(() => {
  rmSync(readable, { recursive: true, force: true })
})

describe('ensure-chromium', () => {
  it('as a non-root user with no chromium, stops at once with the one command to run', () => {
    // As root (CI), setpriv drops the script to the unprivileged "nobody" user.
    const [command, ...args]: [string, ...string[]] =
      process.getuid?.() === 0
        ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, script]
        : [process.execPath, script]
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

  it('does nothing when chromium is there', () => {
    const { status, stdout, stderr } = spawnSync(process.execPath, [script], {
      encoding: 'utf8',
      env: { ...process.env, PORTICO_CHROMIUM: process.execPath },
    })
    expect({ status, stdout, stderr }).toEqual({ status: 0, stdout: '', stderr: '' })
  })
})
