import { readFile } from 'node:fs/promises'
import type { JsonReply } from '../http/json-http.js'

const RELAY_TIMEOUT_MS = 3000

/**
 * GET /health/relay: whether the WalletConnect relay of the endpoints file listens. Checked from
 * here because a page cannot do it quietly: a WebSocket without the relay's auth JWT is refused,
 * and its plain-HTTP answer (426, upgrade needed) is logged by the browser as a failed load.
 */
export function createRelayHealthHandler(endpointsFile: string): () => Promise<JsonReply> {
  return async () => {
    const endpoints: unknown = JSON.parse(await readFile(endpointsFile, 'utf8'))
    const relay =
      typeof endpoints === 'object' && endpoints !== null && 'relay' in endpoints
        ? endpoints.relay
        : undefined
    if (typeof relay !== 'string' || !URL.canParse(relay))
      return { status: 404, body: { message: `${endpointsFile} names no relay` } }
    const httpUrl = relay.replace(/^ws/, 'http')
    try {
      const response = await fetch(httpUrl, { signal: AbortSignal.timeout(RELAY_TIMEOUT_MS) })
      await response.arrayBuffer()
      const upgrade = response.headers.get('upgrade')
      return response.status === 426 && upgrade?.toLowerCase() === 'websocket'
        ? { status: 200, body: { relay, healthy: true, detail: 'asks for a WebSocket upgrade' } }
        : {
            status: 200,
            body: {
              relay,
              healthy: false,
              detail: `answered HTTP ${String(response.status)}, not a WebSocket upgrade`,
            },
          }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      return { status: 200, body: { relay, healthy: false, detail: `no answer: ${reason}` } }
    }
  }
}
