import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import type { RecordedReply, RecordedSource } from './recorded-reply.js'

const timestampOf = (date: Date): string => date.toISOString().replace(/[:.]/g, '-')

const isAlreadyThere = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'EEXIST'

/**
 * Writes `<recordedDir>/<source>/<operationId>/recorded-<timestamp>.json` and answers the file's
 * absolute path. The folder is built from checked names, and checked again to lie inside recordedDir;
 * an existing file is never overwritten.
 */
export async function writeRecordedReply(
  recordedDir: string,
  source: RecordedSource,
  reply: RecordedReply,
  now: Date = new Date(),
): Promise<string> {
  const root = resolve(recordedDir)
  const folder = resolve(root, source, reply.operationId)
  if (!folder.startsWith(root + sep)) throw new Error(`${folder} is outside ${root}`)
  await mkdir(folder, { recursive: true })
  const text = `${JSON.stringify(reply, null, 2)}\n`
  for (let attempt = 0; ; attempt += 1) {
    const suffix = attempt === 0 ? '' : `-${String(attempt)}`
    const file = join(folder, `recorded-${timestampOf(now)}${suffix}.json`)
    try {
      await writeFile(file, text, { flag: 'wx' })
      return file
    } catch (error) {
      if (!isAlreadyThere(error)) throw error
    }
  }
}
