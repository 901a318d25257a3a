import type { IncomingMessage, ServerResponse } from 'node:http'
import { ClientError } from '../http/client-error.js'
import { readJson, sendJson } from '../http/json-http.js'
import { iconSvg } from './icons.js'
import { payPageHtml } from './onramp/pay-page.js'
import type { QuoteBook } from './convert/quote-book.js'
import type { PriceBook } from './price-book.js'
import { QUOTE_TTL_ROUTE, serveQuoteTtl } from './quote-ttl-route.js'
import type { ServedChains } from './served-chains.js'
import { paySession } from './sessions/pay-session.js'
import type { SessionStore } from './sessions/session-store.js'

/** The developer's switch of the token prices the service does not know. */
export const UNPRICED_ROUTE = '/devnet/unpriced'

type Route = (request: IncomingMessage, response: ServerResponse, url: URL) => void | Promise<void>

function reply(response: ServerResponse, status: number, contentType: string, text: string) {
  response.writeHead(status, { 'content-type': contentType })
  response.end(text)
}

/** The rest of a path after its route prefix, decoded; a malformed escape is a 400. */
function pathRest(url: URL, prefix: string, suffix = ''): string {
  const raw = url.pathname.slice(prefix.length, url.pathname.length - suffix.length)
  try {
    return decodeURIComponent(raw)
  } catch {
    throw new ClientError(`Malformed percent-escape in ${url.pathname}`)
  }
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  reply(response, status, 'application/json', JSON.stringify(body))
}

/**
 * The routes that are not part of the spec: the devnet on-ramp checkout (GET /onramp/pay?session=
 * and POST /onramp/pay/{id}) and the generated icons (GET /icons/{label}.svg). Answers whether it
 * served the request (and its pending work, for the server guard), so the spec listener gets
 * everything else.
 */
export function createExtraRoutes({
  sessions,
  chains,
  prices,
  quotes,
  log,
}: {
  sessions: SessionStore
  chains: ServedChains
  prices: PriceBook
  quotes: QuoteBook
  log: (line: string) => void
}): (
  request: IncomingMessage,
  response: ServerResponse,
) => { served: boolean; done?: Promise<void> } {
  const payPage: Route = (_request, response, url) => {
    const session = sessions.get(url.searchParams.get('session') ?? '')
    if (!session) {
      reply(response, 404, 'text/html', '<!doctype html><p>No such on-ramp session.</p>')
      return
    }
    const chainName = chains.find(session.purchase.chain)?.info.name ?? session.purchase.chain
    reply(response, 200, 'text/html; charset=utf-8', payPageHtml(session, chainName))
  }

  // What paySession throws is answered by the server guard (devnet/http/guard-listener.ts).
  const pay: Route = async (_request, response, url) => {
    const id = pathRest(url, '/onramp/pay/')
    const outcome = await paySession(id, sessions, chains)
    if (!outcome.ok) {
      json(response, outcome.status, { message: outcome.message })
      return
    }
    const { session } = outcome
    log(`blockchain-api: on-ramp session ${id} paid in ${session.txHash ?? ''}`)
    json(response, 200, { id, status: session.status, txHash: session.txHash })
  }

  const icon: Route = (_request, response, url) => {
    const label = pathRest(url, '/icons/', '.svg')
    reply(response, 200, 'image/svg+xml', iconSvg(label))
  }

  const unpriced: Route = async (request, response) => {
    if (request.method === 'GET') {
      json(response, 200, { symbols: prices.unpriced() })
      return
    }
    const body = await readJson(request)
    if (!('value' in body)) {
      sendJson(response, body)
      return
    }
    const { value } = body
    const symbols: unknown =
      typeof value === 'object' && value !== null ? Reflect.get(value, 'symbols') : undefined
    if (
      !Array.isArray(symbols) ||
      !symbols.every((one): one is string => typeof one === 'string')
    ) {
      throw new ClientError('Expected {symbols: string[]}')
    }
    prices.setUnpriced(symbols)
    log(`blockchain-api: no price for ${symbols.join(', ') || 'nothing'}`)
    json(response, 200, { symbols: prices.unpriced() })
  }

  const routes: { method: string; matches: (pathname: string) => boolean; serve: Route }[] = [
    { method: 'GET', matches: (pathname) => pathname === '/onramp/pay', serve: payPage },
    { method: 'POST', matches: (pathname) => pathname.startsWith('/onramp/pay/'), serve: pay },
    {
      method: 'GET',
      matches: (pathname) => pathname.startsWith('/icons/') && pathname.endsWith('.svg'),
      serve: icon,
    },
    { method: 'GET', matches: (pathname) => pathname === UNPRICED_ROUTE, serve: unpriced },
    { method: 'PUT', matches: (pathname) => pathname === UNPRICED_ROUTE, serve: unpriced },
    ...['GET', 'PUT'].map((method) => ({
      method,
      matches: (pathname: string) => pathname === QUOTE_TTL_ROUTE,
      serve: (request: IncomingMessage, response: ServerResponse) =>
        serveQuoteTtl(quotes, request, response, log),
    })),
  ]

  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const route = routes.find(
      ({ method, matches }) => method === request.method && matches(url.pathname),
    )
    if (!route) return { served: false }
    const done = route.serve(request, response, url)
    return { served: true, ...(done ? { done } : {}) }
  }
}
