import type { IncomingMessage } from 'node:http'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

const isLoopbackUrl = (value: string): boolean => {
  try {
    return LOOPBACK_HOSTS.has(new URL(value).hostname)
  } catch {
    return false
  }
}

/**
 * Whether a request may use the tools server: its Host names the loopback interface (no DNS
 * rebinding) and, from a page, the page is served from a loopback origin too. The record route
 * writes into the repository, so a page from anywhere else must not reach it.
 */
export function isLoopbackRequest(request: IncomingMessage): boolean {
  const host = request.headers.host
  if (host === undefined || !isLoopbackUrl(`http://${host}`)) return false
  const origin = request.headers.origin
  return origin === undefined || isLoopbackUrl(origin)
}

/** CORS headers that let only the loopback origin that asked read the reply. */
export function loopbackCorsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin
  if (origin === undefined || !isLoopbackUrl(origin)) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
    vary: 'origin',
  }
}
