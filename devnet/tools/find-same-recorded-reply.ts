import { readdir, readFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import type { RecordedReply, RecordedSource } from './recorded-reply.js'

/** JSON text with object keys in order, so replies whose keys merely came in another order match. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** What makes two recorded replies the same case: the description is only what they are called. */
const caseOf = (value: unknown): string =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? canonical({
        status: 'status' in value ? value.status : undefined,
        valid: 'valid' in value ? value.valid : undefined,
        request: 'request' in value ? value.request : undefined,
        body: 'body' in value ? value.body : undefined,
      })
    : canonical(value)

/**
 * The file under `<recordedDir>/<source>/<operationId>/` that already holds this reply (same
 * status, validity, request and body), if any, so a second identical reply is not written again.
 */
export async function findSameRecordedReply(
  recordedDir: string,
  source: RecordedSource,
  reply: RecordedReply,
): Promise<string | undefined> {
  const root = resolve(recordedDir)
  const folder = resolve(root, source, reply.operationId)
  if (!folder.startsWith(root + sep)) throw new Error(`${folder} is outside ${root}`)
  let names: string[]
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort()
  } catch {
    return undefined
  }
  const wanted = caseOf(reply)
  for (const name of names) {
    const file = join(folder, name)
    try {
      const recorded: unknown = JSON.parse(await readFile(file, 'utf8'))
      if (caseOf(recorded) === wanted) return file
    } catch {
      // A file that is not JSON is the contract suite's to report, not a twin of this reply.
    }
  }
  return undefined
}
