import type { IncomingMessage, ServerResponse } from 'node:http'
import { ClientError } from './client-error.js'
import { isLocalOrigin } from './local-origin.js'

export type RequestListener = (
  request: IncomingMessage,
  response: ServerResponse,
) => void | Promise<void>

export interface GuardOptions {
  /** Where a route's crash is reported, once per crash. */
  log?: (line: string) => void
  /** The request headers a local page may send (preflight); content-type by default. */
  allowHeaders?: string
  /** false for a same-origin service (the secure site): local origins pass, but get no CORS. */
  cors?: boolean
}

const routeOf = (request: IncomingMessage): string => {
  const pathname = (request.url ?? '/').split('?')[0] ?? '/'
  return `${request.method ?? 'GET'} ${pathname}`
}

/** The status and message a thrown error becomes: the client's mistake (4xx) or the route's (500). */
export function errorStatus(error: unknown, route: string): { status: number; message: string } {
  if (error instanceof ClientError) return { status: error.status, message: error.message }
  if (error instanceof URIError) return { status: 400, message: 'Malformed percent-escape in URL' }
  const reason = error instanceof Error ? error.message : String(error)
  return { status: 500, message: `Internal error in ${route}: ${reason}` }
}

function sendError(response: ServerResponse, status: number, message: string): void {
  if (response.headersSent) {
    response.destroy()
    return
  }
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify({ message }))
}

/** Headers every reply carries; CORS only for a page on this machine, which sees its own origin. */
function setCommonHeaders(
  request: IncomingMessage,
  response: ServerResponse,
  allowHeaders: string | undefined,
): void {
  response.setHeader('x-content-type-options', 'nosniff')
  // Origin only, never a path, to other sites; the secure frame reads its parent's origin from it.
  response.setHeader('referrer-policy', 'strict-origin-when-cross-origin')
  response.setHeader('vary', 'origin')
  const origin = request.headers.origin
  if (allowHeaders === undefined || origin === undefined || !isLocalOrigin(origin)) return
  response.setHeader('access-control-allow-origin', origin)
  response.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
  response.setHeader('access-control-allow-headers', allowHeaders)
}

/**
 * The one guard in front of every devnet HTTP service: pages from other sites are refused before
 * any route runs (a browser always sends Origin on cross-site POSTs, so no cross-site simple
 * request reaches a state-changing route), local pages get CORS, and an exception or rejected
 * promise from a route becomes a 4xx for the client's mistake or a 500 naming the route, logged
 * once, while the server keeps serving.
 */
export function guardListener(listener: RequestListener, options: GuardOptions = {}) {
  const log =
    options.log ??
    ((line: string) => {
      console.error(line)
    })
  const allowHeaders = options.cors === false ? undefined : (options.allowHeaders ?? 'content-type')
  const fail = (request: IncomingMessage, response: ServerResponse, error: unknown) => {
    const route = routeOf(request)
    const { status, message } = errorStatus(error, route)
    if (status >= 500) log(message)
    sendError(response, status, message)
  }
  return (request: IncomingMessage, response: ServerResponse): void => {
    setCommonHeaders(request, response, allowHeaders)
    const origin = request.headers.origin
    if (origin !== undefined && !isLocalOrigin(origin)) {
      sendError(
        response,
        403,
        `Origin ${origin} is not allowed: devnet services serve pages on localhost and 127.0.0.1 only`,
      )
      return
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    try {
      const pending = listener(request, response)
      if (pending)
        pending.catch((error: unknown) => {
          fail(request, response, error)
        })
    } catch (error) {
      fail(request, response, error)
    }
  }
}
