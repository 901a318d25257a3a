import type { IncomingMessage } from 'node:http'
import { isOriginAllowed } from '../../src/utils/origin.js'
import type { SessionBinding } from './sessions.js'
import { isRecord } from '../../src/utils/is-record.js'

/** The spec's reply for a page the project does not list. */
export const ORIGIN_NOT_ALLOWED = 'Unauthorized: origin not allowed'

import { PARENT_HEADER, PROJECT_HEADER } from './request-binding-headers.js'

/** The origins a project allows to embed the frame; empty for an unknown project. */
export type ProjectOrigins = (projectId: string) => Promise<readonly string[]>

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * The project and parent page a request is made for, when the project lists that page's origin;
 * undefined otherwise (the request is then refused with ORIGIN_NOT_ALLOWED).
 */
export async function requestBinding(
  request: IncomingMessage,
  projectOrigins: ProjectOrigins,
): Promise<SessionBinding | undefined> {
  const projectId = header(request, PROJECT_HEADER)
  const parentOrigin = header(request, PARENT_HEADER)
  if (projectId === undefined || parentOrigin === undefined) return undefined
  return isOriginAllowed(parentOrigin, await projectOrigins(projectId))
    ? { projectId, parentOrigin }
    : undefined
}

/**
 * A credential is taken only from the frame's own origin: a same-origin fetch (Sec-Fetch-Site)
 * or one whose Origin is the site's. Not a defence on its own (a client outside a browser can send
 * any header); the credential itself, which only the frame holds, is.
 */
export function isFromSiteOrigin(request: IncomingMessage, siteOrigin: string): boolean {
  return (
    header(request, 'sec-fetch-site') === 'same-origin' || header(request, 'origin') === siteOrigin
  )
}

/**
 * A project's allowed origins from the Project API's spec route (getAllowedOrigins), asked on
 * every use so a change on the dashboard (PUT /devnet/origins) holds at once. Any failure reads
 * as no origin at all: the site then serves nobody rather than everybody.
 */
export function projectOriginsFromApi(projectApiUrl: string): ProjectOrigins {
  return async (projectId) => {
    const url = new URL('/projects/v1/origins', projectApiUrl)
    url.searchParams.set('projectId', projectId)
    url.searchParams.set('st', 'portico-secure-site')
    url.searchParams.set('sv', 'devnet-1')
    try {
      const reply = await fetch(url)
      if (!reply.ok) return []
      const body: unknown = await reply.json()
      if (!isRecord(body) || !Array.isArray(body.allowedOrigins)) return []
      return body.allowedOrigins.filter((origin): origin is string => typeof origin === 'string')
    } catch {
      return []
    }
  }
}
