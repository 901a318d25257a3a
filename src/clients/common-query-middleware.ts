import type { Middleware } from 'openapi-fetch'

/** Adds the same query parameters to every request (Request.url is read-only, so a new Request). */
export const commonQueryMiddleware = (query: Readonly<Record<string, string>>): Middleware => ({
  onRequest({ request }) {
    const url = new URL(request.url)
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
    return new Request(url, request)
  },
})
