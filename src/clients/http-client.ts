import { errorMessage } from './error-message.js'
import { HttpStatusError } from './http-status-error.js'

type Query = Readonly<Record<string, string | number | boolean | undefined>>

/** One request of the HTTP helper: query, JSON body, headers and an abort signal. */
export interface HttpRequest {
  /** Query parameters; undefined values are left out. */
  query?: Query
  /** Sent as JSON. */
  body?: unknown
  /** Headers sent besides the JSON content type. */
  headers?: Readonly<Record<string, string>>
  /** Aborts the request. */
  signal?: AbortSignal
}

/** Where the HTTP helper sends its requests, and with what. */
export interface HttpClientConfig {
  /** The service's origin; request paths are resolved against it. */
  baseUrl: string
  /** Added as the clientId query parameter to every request when set. */
  clientId?: string
  /** Defaults to globalThis.fetch. */
  fetch?: typeof globalThis.fetch
  /** navigator.sendBeacon where the page has one; the beacon is skipped without it. */
  sendBeacon?: (url: string, data: string) => boolean
}

/**
 * The generic HTTP helper of spec section 7: GET, POST, PUT and DELETE with a JSON body and query
 * parameters, a blob GET and a beacon. It returns parsed JSON as `unknown`: callers validate it.
 */
export function createHttpClient(config: HttpClientConfig) {
  const fetch =
    config.fetch ??
    ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))

  const urlOf = (path: string, query: Query = {}): string => {
    const url = new URL(path, config.baseUrl)
    for (const [name, value] of Object.entries(query))
      if (value !== undefined) url.searchParams.set(name, String(value))
    if (config.clientId) url.searchParams.set('clientId', config.clientId)
    return url.toString()
  }

  async function send(method: string, path: string, request: HttpRequest): Promise<Response> {
    let response: Response
    try {
      response = await fetch(urlOf(path, request.query), {
        method,
        headers: {
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: request.signal,
      })
    } catch (error) {
      throw new Error(errorMessage(error), { cause: error })
    }
    if (!response.ok)
      throw new HttpStatusError(response.status, `${method} ${path}`, await response.text())
    return response
  }

  const json = async (
    method: string,
    path: string,
    request: HttpRequest = {},
  ): Promise<unknown> => {
    const response = await send(method, path, request)
    const text = await response.text()
    return text === '' ? undefined : (JSON.parse(text) as unknown)
  }

  return {
    get: (path: string, request?: HttpRequest) => json('GET', path, request),
    post: (path: string, request?: HttpRequest) => json('POST', path, request),
    put: (path: string, request?: HttpRequest) => json('PUT', path, request),
    delete: (path: string, request?: HttpRequest) => json('DELETE', path, request),
    getBlob: async (path: string, request: HttpRequest = {}): Promise<Blob> =>
      (await send('GET', path, request)).blob(),
    sendBeacon: (path: string, request: HttpRequest = {}): boolean => {
      const url = urlOf(path, request.query)
      const data = JSON.stringify(request.body ?? null)
      if (config.sendBeacon) return config.sendBeacon(url, data)
      void fetch(url, {
        method: 'POST',
        body: data,
        keepalive: true,
        headers: { 'content-type': 'text/plain' },
      }).catch(() => undefined)
      return true
    },
  }
}

/** The HTTP helper: GET, POST, PUT and DELETE with JSON, a blob GET and a beacon. */
export type HttpClient = ReturnType<typeof createHttpClient>
