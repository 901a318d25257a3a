import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RecordedReply } from '../../../devnet/tools/recorded-reply.js'
import { writeRecordedReply } from '../../../devnet/tools/write-recorded-reply.js'

const reply: RecordedReply = {
  kind: 'response',
  operationId: 'getSupportedChains',
  status: 200,
  valid: true,
  description: 'the devnet chains',
  request: {},
  body: { http: ['eip155:1'], ws: [] },
}

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portico-recorded-'))
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('writeRecordedReply', () => {
  it('writes <source>/<operationId>/recorded-<timestamp>.json as two-space JSON', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z')
    const file = await writeRecordedReply(dir, 'blockchain-api', reply, at)
    expect(relative(dir, file)).toBe(
      'blockchain-api/getSupportedChains/recorded-2026-01-02T03-04-05-678Z.json',
    )
    expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify(reply, null, 2)}\n`)
  })

  it('never overwrites a file recorded at the same instant', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z')
    const first = await writeRecordedReply(dir, 'blockchain-api', reply, at)
    const second = await writeRecordedReply(dir, 'blockchain-api', reply, at)
    expect(second).not.toBe(first)
    expect(second).toMatch(/recorded-2026-01-02T03-04-05-678Z-1\.json$/)
  })

  it('refuses an operation id that would leave the recorded folder', async () => {
    await expect(
      writeRecordedReply(dir, 'blockchain-api', { ...reply, operationId: '../../outside' }),
    ).rejects.toThrow(/is outside/)
  })
})
