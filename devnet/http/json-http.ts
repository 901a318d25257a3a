import type { IncomingMessage, ServerResponse } from 'node:http'
import { jsonContentTypeProblem } from './json-content-type.js'
import { readBody } from './read-body.js'

export interface JsonReply {
  status: number
  /** Omit for a reply without content. */
  body?: unknown
}

export const jsonError = (status: number, message: string): JsonReply => ({
  status,
  body: { message },
})

export function sendJson(response: ServerResponse, reply: JsonReply): void {
  if (reply.body === undefined) {
    response.writeHead(reply.status)
    response.end()
    return
  }
  response.writeHead(reply.status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(reply.body))
}

/**
 * The request body parsed as JSON; `undefined` for an empty body, an error reply for bad JSON or
 * a body sent as anything but application/json (415).
 */
export async function readJson(request: IncomingMessage): Promise<{ value: unknown } | JsonReply> {
  const text = await readBody(request)
  if (text === '') return { value: undefined }
  const problem = jsonContentTypeProblem(request.headers['content-type'])
  if (problem !== undefined) return jsonError(415, problem)
  try {
    return { value: JSON.parse(text) }
  } catch {
    return jsonError(400, 'Request body is not JSON')
  }
}
