import type { IncomingMessage } from 'node:http'
import { join, relative } from 'node:path'
import { readJson, type JsonReply } from '../http/json-http.js'
import { findSameRecordedReply } from './find-same-recorded-reply.js'
import { checkRecordedReply } from './recorded-reply.js'
import { writeRecordedReply } from './write-recorded-reply.js'

/**
 * POST /record: checks a fired reply against the operations tables and the generated validators,
 * then saves it as a recorded payload under <repoRoot>/test/contract/recorded. Answers 201
 * `{ file, written: true }` (relative to repoRoot); 200 `{ file, written: false }` when a file
 * already holds the same case (status, validity, request and body), which is not written again;
 * or 400 naming the fault with nothing written.
 */
export function createRecordHandler(
  repoRoot: string,
  log: (line: string) => void,
): (request: IncomingMessage) => Promise<JsonReply> {
  const recordedDir = join(repoRoot, 'test', 'contract', 'recorded')
  return async (request) => {
    if (request.headers['content-type']?.split(';')[0]?.trim() !== 'application/json')
      return { status: 415, body: { message: 'POST /record takes application/json' } }
    const read = await readJson(request)
    if (!('value' in read)) return read
    const checked = checkRecordedReply(read.value)
    if (!checked.ok) return { status: 400, body: { message: checked.message } }
    const { source, reply } = checked
    const same = await findSameRecordedReply(recordedDir, source, reply)
    if (same !== undefined)
      return { status: 200, body: { file: relative(repoRoot, same), written: false } }
    const file = relative(repoRoot, await writeRecordedReply(recordedDir, source, reply))
    log(`devnet tools: recorded ${file}`)
    return { status: 201, body: { file, written: true } }
  }
}
