import type { ServerResponse } from 'node:http'
import { sendJson } from '../http/json-http.js'

/** A reply sent before the spec listener sees the request: JSON, or plain text. */
export type ForcedReply = { status: number; body: unknown } | { status: number; text: string }

export function sendForced(response: ServerResponse, reply: ForcedReply): void {
  if ('body' in reply) {
    sendJson(response, reply)
    return
  }
  // The playground reads these from another port, like every devnet reply.
  response.writeHead(reply.status, {
    'access-control-allow-origin': '*',
    'content-type': 'text/plain; charset=utf-8',
  })
  response.end(reply.text)
}
