import type { IncomingMessage, ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import { isOriginAllowed } from '../../src/utils/origin.js'
import { jsonError, sendJson } from '../http/json-http.js'
import { bundleBrowserScript } from './bundle-browser-script.js'
import { FRAME_CONFIG_ELEMENT_ID, type FrameConfig } from './frame-config.js'
import { frameContentSecurityPolicy } from './frame-content-security-policy.js'
import { ORIGIN_NOT_ALLOWED, type ProjectOrigins } from './request-binding.js'

export const SECURE_SITE_VERSION = 'devnet-1'

const FRAME_APP_ENTRY = fileURLToPath(new URL('./frame-app.ts', import.meta.url))

/** Bundles the frame app for the browser, in memory, once per server start. */
export const bundleFrameApp = (): Promise<string> => bundleBrowserScript(FRAME_APP_ENTRY)

const ACCOUNT_APP_ENTRY = fileURLToPath(new URL('./account-page-app.ts', import.meta.url))

/** The account pages' script: export, passkeys, sessions, in this site's own visible frame. */
export const bundleAccountApp = (): Promise<string> => bundleBrowserScript(ACCOUNT_APP_ENTRY)

/** JSON inside a script element must not be able to close it. */
const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c')

/** The site's pages shown inside a host page: the hidden frame, and the visible account pages. */
export type FramedPage = 'frame' | 'account'

export function framePageHtml(config: FrameConfig, page: FramedPage = 'frame'): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Portico devnet secure site</title>
    <script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>
    <script type="module" src="/${page}.js"></script>${page === 'account' ? '\n    <link rel="stylesheet" href="/account.css" />' : ''}
  </head>
  <body></body>
</html>
`
}

const refererOrigin = (request: IncomingMessage): string | undefined => {
  const referer = request.headers.referer
  if (referer === undefined || referer === '') return undefined
  try {
    return new URL(referer).origin
  } catch {
    return 'null'
  }
}

/**
 * GET /frame?projectId=: the frame page, served only to the pages its project lists (the Project
 * API's allowed origins): CSP frame-ancestors names them, so a browser shows it nowhere else, and
 * a page whose Referer names another origin (or a project that lists none) gets the spec's
 * 'Unauthorized: origin not allowed' (the frame's own page, reloading itself, may name itself). The
 * frame app checks its parent against the same list.
 */
export async function serveFrame(
  request: IncomingMessage,
  url: URL,
  response: ServerResponse,
  projectOrigins: ProjectOrigins,
  page: FramedPage = 'frame',
): Promise<void> {
  const projectId = url.searchParams.get('projectId') ?? ''
  const origins = projectId === '' ? [] : [...(await projectOrigins(projectId))]
  const referer = refererOrigin(request)
  // The frame reloading itself names its own page: it is still inside the page that embedded it.
  const own = referer !== undefined && referer === `http://${request.headers.host ?? ''}`
  if (
    origins.length === 0 ||
    (referer !== undefined && !own && !isOriginAllowed(referer, origins))
  ) {
    sendJson(response, jsonError(403, ORIGIN_NOT_ALLOWED))
    return
  }
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': frameContentSecurityPolicy(origins),
  })
  response.end(
    framePageHtml({ version: SECURE_SITE_VERSION, projectId, allowedParentOrigins: origins }, page),
  )
}
