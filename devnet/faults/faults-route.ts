import type { IncomingMessage } from 'node:http'
import { jsonError, readJson, type JsonReply } from '../http/json-http.js'
import type { FaultBoard } from './fault-board.js'
import { isFaultKind, isFaultService } from './fault-kinds.js'
import { parseFaultSwitch } from './parse-fault-switch.js'

export const DEVNET_FAULTS_ROUTE = '/devnet/faults'

/**
 * The tools service's /devnet/faults: GET lists the switches that are on, PUT turns one on (a
 * validated {service, kind, path?, seconds?}), DELETE turns one off (?service=…&kind=…) or, with
 * no query, every switch (the devnet reset).
 */
export function createFaultsRoute(
  board: FaultBoard,
  log: (line: string) => void = () => undefined,
) {
  return async (request: IncomingMessage): Promise<JsonReply> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method === 'GET') return { status: 200, body: board.list() }
    if (request.method === 'DELETE') {
      const service = url.searchParams.get('service')
      const kind = url.searchParams.get('kind')
      if (service === null && kind === null) {
        board.clear()
        log('faults: every switch off')
        return { status: 200, body: board.list() }
      }
      if (!isFaultService(service) || !isFaultKind(service, kind))
        return jsonError(400, 'Invalid fault: DELETE takes a known service and kind, or nothing')
      board.clear({ service, kind })
      log(`faults: ${service} ${kind} off`)
      return { status: 200, body: board.list() }
    }
    if (request.method !== 'PUT') return jsonError(405, 'Use GET, PUT or DELETE')
    const body = await readJson(request)
    if (!('value' in body)) return body
    const fault = parseFaultSwitch(body.value)
    if (typeof fault === 'string') return jsonError(400, `Invalid fault: ${fault}`)
    board.set(fault)
    log(`faults: ${fault.service} ${fault.kind} on${fault.path ? ` under ${fault.path}` : ''}`)
    return { status: 200, body: board.list() }
  }
}
