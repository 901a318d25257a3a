import { readFile } from 'node:fs/promises'
import type { JsonReply } from '../http/json-http.js'

const isMissing = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT'

/** GET /endpoints: the endpoints file as it is now, read on every request so a restart shows. */
export function createEndpointsHandler(endpointsFile: string): () => Promise<JsonReply> {
  return async () => {
    let text: string
    try {
      text = await readFile(endpointsFile, 'utf8')
    } catch (error) {
      if (isMissing(error))
        return { status: 404, body: { message: `${endpointsFile} does not exist yet` } }
      throw error
    }
    try {
      const endpoints: unknown = JSON.parse(text)
      return { status: 200, body: endpoints }
    } catch {
      return { status: 500, body: { message: `${endpointsFile} is not JSON` } }
    }
  }
}
