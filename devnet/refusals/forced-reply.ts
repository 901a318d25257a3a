import type { ServerResponse } from 'node:http'

/** A reply sent before the spec listener sees the request: JSON, plain text, or no body at all. */
export type ForcedReply = { status: number; headers?: Readonly<Record<string, string>> } & (
  { body: unknown } | { text: string } | { empty: true }
)

export function sendForced(response: ServerResponse, reply: ForcedReply): void {
  // CORS for local pages is set by the server guard (devnet/http/guard-listener.ts).
  const headers = reply.headers ?? {}
  if ('body' in reply) {
    response.writeHead(reply.status, { ...headers, 'content-type': 'application/json' })
    response.end(JSON.stringify(reply.body))
  } else if ('text' in reply) {
    response.writeHead(reply.status, { ...headers, 'content-type': 'text/plain; charset=utf-8' })
    response.end(reply.text)
  } else {
    response.writeHead(reply.status, headers)
    response.end()
  }
}
