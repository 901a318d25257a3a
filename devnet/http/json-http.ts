import type { IncomingMessage, ServerResponse } from 'node:http'
import { readBody } from './read-body.js'

export interface JsonReply {
  status: number
  /** Omit for a reply without content. */
  body?: unknown
}

// The playground calls the devnet services from another port.
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

export const jsonError = (status: number, message: string): JsonReply => ({
  status,
  body: { message },
})

export function sendJson(response: ServerResponse, reply: JsonReply): void {
  if (reply.body === undefined) {
    response.writeHead(reply.status, CORS_HEADERS)
    response.end()
    return
  }
  response.writeHead(reply.status, { ...CORS_HEADERS, 'content-type': 'application/json' })
  response.end(JSON.stringify(reply.body))
}

/** The request body parsed as JSON; `undefined` for an empty body, an error reply for bad JSON. */
export async function readJson(request: IncomingMessage): Promise<{ value: unknown } | JsonReply> {
  const text = await readBody(request)
  if (text === '') return { value: undefined }
  try {
    return { value: JSON.parse(text) }
  } catch {
    return jsonError(400, 'Request body is not JSON')
  }
}
