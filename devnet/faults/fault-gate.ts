import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendForced } from '../refusals/forced-reply.js'
import type { FaultBoard } from './fault-board.js'
import { blockchainFaultReply, projectFaultReply } from './fault-replies.js'

type Next = () => void | Promise<void>

/** Resolves once the Blockchain API's timeout switch no longer covers the path. */
function whileHeld(board: FaultBoard, pathname: string): Promise<void> {
  return new Promise((resolve) => {
    const check = (): void => {
      if (board.active('blockchain-api', 'timeout', pathname)) return
      unsubscribe()
      resolve()
    }
    const unsubscribe = board.onChange(check)
  })
}

/**
 * Runs a service's request through the fault switches: a switch that is on answers in the
 * service's own shape; the Blockchain API's timeout holds the request unanswered until it is
 * cleared, then serves it as usual; otherwise `next` serves it. The /devnet/* routes never fail.
 */
export function createFaultGate(board: FaultBoard, service: 'blockchain-api' | 'project-api') {
  return (request: IncomingMessage, response: ServerResponse, next: Next): void | Promise<void> => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method === 'OPTIONS' || pathname.startsWith('/devnet/')) return next()
    const reply =
      service === 'blockchain-api'
        ? blockchainFaultReply(board, pathname)
        : projectFaultReply(board, pathname, request.headers.origin)
    if (reply) {
      sendForced(response, reply)
      return undefined
    }
    if (service === 'blockchain-api' && board.active('blockchain-api', 'timeout', pathname))
      return whileHeld(board, pathname).then(next)
    return next()
  }
}
