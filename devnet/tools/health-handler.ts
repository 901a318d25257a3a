import type { JsonReply } from '../http/json-http.js'

/** GET /health: the devnet's health as it is now, or 404 when these tools run without a devnet. */
export function createHealthHandler(health: (() => unknown) | undefined): () => Promise<JsonReply> {
  return () =>
    Promise.resolve(
      health === undefined
        ? { status: 404, body: { message: 'These devnet tools run without a devnet' } }
        : { status: 200, body: health() },
    )
}
