import type { IncomingMessage } from 'node:http'

/**
 * A request's body as the contract gate parsed it (site-api-contract.ts): a stream is read once,
 * so the routes behind the gate take the body from here.
 */
const parsed = new WeakMap<IncomingMessage, { value: unknown }>()

export const keepParsedBody = (request: IncomingMessage, value: unknown): void => {
  parsed.set(request, { value })
}

export const parsedBodyOf = (request: IncomingMessage): { value: unknown } | undefined =>
  parsed.get(request)
