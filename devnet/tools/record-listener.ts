import type { IncomingMessage } from 'node:http'
import { join, relative } from 'node:path'
import { readJson, type JsonReply } from '../http/json-http.js'
import { checkRecordedReply } from './recorded-reply.js'
import { writeRecordedReply } from './write-recorded-reply.js'

/**
 * POST /record: checks a fired reply against the operations tables and the generated validators,
 * then saves it as a recorded payload under <repoRoot>/test/contract/recorded. Answers 201 with the
 * file written (relative to repoRoot), or 400 naming the fault with nothing written.
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
    const file = relative(
      repoRoot,
      await writeRecordedReply(recordedDir, checked.source, checked.reply),
    )
    log(`devnet tools: recorded ${file}`)
    return { status: 201, body: { file } }
  }
}
