import type { Middleware } from 'openapi-fetch'

/**
 * Adds the same query parameters to every request. Request.url is read-only, so a new Request is
 * built; its body is read into bytes first, because a Request built from another one streams its
 * body, and Chromium uploads streamed bodies only over HTTP/2 (every POST to an HTTP/1.1 server
 * would fail with ERR_ALPN_NEGOTIATION_FAILED).
 */
export const commonQueryMiddleware = (query: Readonly<Record<string, string>>): Middleware => ({
  async onRequest({ request }) {
    const url = new URL(request.url)
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
    const body = request.body ? await request.arrayBuffer() : undefined
    return new Request(url, {
      method: request.method,
      headers: request.headers,
      body,
      signal: request.signal,
    })
  },
})
