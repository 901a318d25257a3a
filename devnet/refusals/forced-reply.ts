import type { ServerResponse } from 'node:http'
import { sendJson } from '../http/json-http.js'

/** A reply sent before the spec listener sees the request: JSON, or plain text. */
export type ForcedReply = { status: number; body: unknown } | { status: number; text: string }

export function sendForced(response: ServerResponse, reply: ForcedReply): void {
  if ('body' in reply) {
    sendJson(response, reply)
    return
  }
  // CORS for local pages is set by the server guard (devnet/http/guard-listener.ts).
  response.writeHead(reply.status, { 'content-type': 'text/plain; charset=utf-8' })
  response.end(reply.text)
}
