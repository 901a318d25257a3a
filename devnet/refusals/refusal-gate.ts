import type { IncomingMessage, ServerResponse } from 'node:http'
import { jsonError, readJson, sendJson, type JsonReply } from '../http/json-http.js'
import { createFaultSwitch, parseFault } from './fault-switch.js'
import { sendForced } from './forced-reply.js'
import { faultReply, unknownProjectReply } from './refusal-bodies.js'
import type { RefusalService } from './refusal-service.js'

export const FAULTS_ROUTE = '/devnet/faults'

export interface RefusalGateOptions {
  service: RefusalService
  /** The project ids the service knows; a request naming another one is refused. */
  projectIds: readonly string[]
  log?: (line: string) => void
}

/**
 * What the real services answer before any operation runs: an unknown `projectId` is refused
 * (a missing one is left to the spec listener's 400), and the faults a developer armed through
 * PUT /devnet/faults answer 429, 500 or 503 in the service's own shape. Returns true when it
 * answered the request itself.
 */
export function createRefusalGate(options: RefusalGateOptions) {
  const faults = createFaultSwitch()
  const known = new Set(options.projectIds)
  const log = options.log ?? (() => undefined)

  async function faultsReply(request: IncomingMessage): Promise<JsonReply> {
    if (request.method === 'GET') return { status: 200, body: faults.list() }
    if (request.method === 'DELETE') {
      faults.clear()
      return { status: 204 }
    }
    if (request.method !== 'PUT') return jsonError(405, 'Use GET, PUT or DELETE')
    const body = await readJson(request)
    if (!('value' in body)) return body
    const fault = parseFault(body.value)
    if (typeof fault === 'string') return jsonError(400, `Invalid fault: ${fault}`)
    faults.arm(fault)
    log(
      `${options.service}: next ${String(fault.remaining)} request(s) answer ${String(fault.status)}`,
    )
    return { status: 200, body: faults.list() }
  }

  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === FAULTS_ROUTE && request.method !== 'OPTIONS') {
      faultsReply(request).then(
        (reply) => {
          sendJson(response, reply)
        },
        (error: unknown) => {
          sendJson(response, jsonError(500, String(error)))
        },
      )
      return true
    }
    if (request.method === 'OPTIONS' || url.pathname.startsWith('/devnet/')) return false
    const projectId = url.searchParams.get('projectId')
    if (projectId !== null && !known.has(projectId)) {
      sendForced(response, unknownProjectReply(options.service))
      return true
    }
    const status = faults.take(url.pathname)
    if (status === undefined) return false
    sendForced(response, faultReply(options.service, status))
    return true
  }
}
