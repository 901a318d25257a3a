import type { IncomingMessage, ServerResponse } from 'node:http'
import { ClientError } from '../http/client-error.js'
import { readJson, sendJson } from '../http/json-http.js'
import type { QuoteBook } from './convert/quote-book.js'

/** The developer's switch of the swap quote lifetime, so a test can see a quote expire. */
export const QUOTE_TTL_ROUTE = '/devnet/quote-ttl'

/** The longest lifetime accepted: a day. */
const MAX_TTL_MS = 86_400_000

/**
 * GET answers `{ms, accounts}`: the default lifetime and those set for single accounts. PUT
 * `{ms}` (0 to 86,400,000) sets the default, `{ms, address}` that account's alone (a plain
 * address or CAIP-10); both apply to the quotes already given and those to come.
 */
export async function serveQuoteTtl(
  quotes: QuoteBook,
  request: IncomingMessage,
  response: ServerResponse,
  log: (line: string) => void,
): Promise<void> {
  if (request.method === 'PUT') {
    const body = await readJson(request)
    if (!('value' in body)) {
      sendJson(response, body)
      return
    }
    const { ms, address } = readSetting(body.value)
    quotes.setTtlMs(ms, address)
    log(`blockchain-api: swap quotes ${address ? `of ${address} ` : ''}now hold ${String(ms)} ms`)
  }
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(JSON.stringify(quotes.lifetimes()))
}

function readSetting(value: unknown): { ms: number; address?: string } {
  const field = (name: string): unknown =>
    typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined
  const ms = field('ms')
  const address = field('address')
  if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > MAX_TTL_MS)
    throw new ClientError(
      `Expected {ms, address?}: ms a whole number of milliseconds from 0 to ${String(MAX_TTL_MS)}`,
    )
  if (address !== undefined && (typeof address !== 'string' || !/0x[0-9a-fA-F]{40}$/.test(address)))
    throw new ClientError('address must be an EVM address, plain or CAIP-10')
  return address === undefined ? { ms } : { ms, address }
}
