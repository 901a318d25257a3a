import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { JsonReply } from '../http/json-http.js'
import { listen } from '../http/listen.js'
import { createDevnetStateReader } from './devnet-state.js'
import { createEndpointsHandler } from './endpoints-handler.js'
import { createFaultBoard, type FaultBoard } from '../faults/fault-board.js'
import { createFaultsRoute, DEVNET_FAULTS_ROUTE } from '../faults/faults-route.js'
import { createHealthHandler } from './health-handler.js'
import { isLoopbackRequest, loopbackCorsHeaders } from './loopback-guard.js'
import { createRecordHandler } from './record-listener.js'
import { createRelayHealthHandler } from './relay-health-handler.js'

export interface StartDevnetToolsOptions {
  /** 0 picks a free port. Always bound to 127.0.0.1. */
  port: number
  /** The repository: recorded payloads go to <repoRoot>/test/contract/recorded. */
  repoRoot: string
  /** Defaults to <repoRoot>/.devnet/endpoints.json. */
  endpointsFile?: string
  log?: (line: string) => void
  /** The running devnet's health (startDevnet().health), served at GET /health. */
  health?: () => unknown
  /** The running devnet's fault switches (startDevnet().faults), served at /devnet/faults. */
  faults?: FaultBoard
}

export interface DevnetTools {
  url: string
  close: () => Promise<void>
}

function send(request: IncomingMessage, response: ServerResponse, reply: JsonReply): void {
  const headers = loopbackCorsHeaders(request)
  if (reply.body === undefined) {
    response.writeHead(reply.status, headers).end()
    return
  }
  response
    .writeHead(reply.status, { ...headers, 'content-type': 'application/json' })
    .end(JSON.stringify(reply.body))
}

/**
 * The devnet's developer tools on 127.0.0.1 (see devnet/tools/README.md): GET /endpoints answers
 * the current endpoints file, GET /health the devnet's chain health, POST /record saves a fired reply as a recorded contract payload.
 */
export async function startDevnetTools(options: StartDevnetToolsOptions): Promise<DevnetTools> {
  const log = options.log ?? (() => undefined)
  const endpointsFile = options.endpointsFile ?? join(options.repoRoot, '.devnet', 'endpoints.json')
  const readDevnetState = createDevnetStateReader(endpointsFile)
  const faults = createFaultsRoute(options.faults ?? createFaultBoard(), log)
  const routes: Readonly<Record<string, (request: IncomingMessage) => Promise<JsonReply>>> = {
    'GET /endpoints': createEndpointsHandler(endpointsFile),
    'POST /record': createRecordHandler(options.repoRoot, log),
    'GET /health': createHealthHandler(options.health),
    'GET /health/relay': createRelayHealthHandler(endpointsFile),
    'GET /devnet-state': async () => ({ status: 200, body: await readDevnetState() }),
    [`GET ${DEVNET_FAULTS_ROUTE}`]: faults,
    [`PUT ${DEVNET_FAULTS_ROUTE}`]: faults,
    [`DELETE ${DEVNET_FAULTS_ROUTE}`]: faults,
  }

  const server = await listen('Devnet tools', options.port, (request, response) => {
    if (!isLoopbackRequest(request)) {
      send(request, response, { status: 403, body: { message: 'Only for pages on 127.0.0.1' } })
      return
    }
    if (request.method === 'OPTIONS') {
      send(request, response, { status: 204 })
      return
    }
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
    const route = routes[`${request.method ?? 'GET'} ${pathname}`]
    const reply = route
      ? route(request)
      : Promise.resolve({ status: 404, body: { message: `No route ${pathname}` } })
    void reply
      .catch((error: unknown) => ({
        status: 500,
        body: { message: error instanceof Error ? error.message : 'Unknown error' },
      }))
      .then((answer) => {
        send(request, response, answer)
      })
  })
  log(
    `devnet tools: ${server.url} (endpoints from ${endpointsFile}, records under ${options.repoRoot})`,
  )
  return { url: server.url, close: server.close }
}
