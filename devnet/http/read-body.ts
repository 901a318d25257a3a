import type { IncomingMessage } from 'node:http'
import { ClientError } from './client-error.js'

/** Far above any devnet request; a bigger body is refused rather than held in memory. */
const MAX_BODY_BYTES = 4 * 1024 * 1024

/** The raw request body as text (empty when there is none); over 4 MiB is a 413. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += bytes.length
    if (size > MAX_BODY_BYTES)
      throw new ClientError(`Request body is over ${MAX_BODY_BYTES} bytes`, 413)
    chunks.push(bytes)
  }
  return Buffer.concat(chunks).toString('utf8')
}
