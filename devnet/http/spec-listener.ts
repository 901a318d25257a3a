import type { IncomingMessage, ServerResponse } from 'node:http'
import { responseEntry } from '../../src/clients/response-entry.js'
import type { ApiContract, SpecHandler, SpecReply, SpecRequest } from './api-contract.js'
import { coerceParameters } from './coerce-parameters.js'
import { createOperationMatcher } from './match-operation.js'
import { jsonContentTypeProblem } from './json-content-type.js'
import { readBody } from './read-body.js'

const firstIssue = (issues: { path: string; message: string }[]): string =>
  issues[0] ? `${issues[0].path} ${issues[0].message}` : 'invalid'

function send(response: ServerResponse, reply: SpecReply): void {
  if (reply.bytes) {
    response.writeHead(reply.status, {
      'content-type': reply.contentType ?? 'application/octet-stream',
    })
    response.end(reply.bytes)
  } else if (reply.body === undefined) {
    response.writeHead(reply.status)
    response.end()
  } else {
    response.writeHead(reply.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(reply.body))
  }
}

const fail = (status: number, message: string): SpecReply => ({ status, body: { message } })

/** Reads, validates and routes one request; every way it can be refused has its own message. */
async function validatedRequest(
  contract: ApiContract,
  match: ReturnType<typeof createOperationMatcher>,
  request: IncomingMessage,
): Promise<SpecRequest | SpecReply> {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  const matched = match(request.method ?? 'GET', url.pathname)
  if (!matched) return fail(404, `No operation for ${request.method ?? 'GET'} ${url.pathname}`)
  const { operation, pathParams } = matched
  const { operationId } = operation
  const path = coerceParameters(pathParams, operation.parameters.path)
  const query = coerceParameters(Object.fromEntries(url.searchParams), operation.parameters.query)
  for (const [location, value] of [
    ['path', path],
    ['query', query],
  ] as const) {
    const validator = contract.parameterValidators[`${operationId}.${location}`]
    const issues = validator
      ? validator.errors(value)
      : Object.keys(value).map((name) => ({ path: `/${name}`, message: 'is not allowed' }))
    if (issues.length > 0) return fail(400, `Invalid ${location} parameter ${firstIssue(issues)}`)
  }
  const text = await readBody(request)
  let body: unknown = undefined
  if (operation.requestBody?.schema) {
    if (text === '') {
      if (operation.requestBody.required) return fail(400, 'Request body is required')
    } else {
      const problem = jsonContentTypeProblem(
        request.headers['content-type'],
        operation.requestBody.contentTypes,
      )
      if (problem !== undefined) return fail(415, problem)
      try {
        body = JSON.parse(text)
      } catch {
        return fail(400, 'Request body is not JSON')
      }
      const issues = contract.validators[operation.requestBody.schema]?.errors(body) ?? []
      if (issues.length > 0) return fail(400, `Invalid request body ${firstIssue(issues)}`)
    }
  }
  return { operationId, path, query, body, headers: request.headers }
}

/** Checks a handler's reply against the operation's declared response, so a server bug cannot hide. */
function checkedReply(contract: ApiContract, request: SpecRequest, reply: SpecReply): SpecReply {
  const operation = contract.operations[request.operationId]
  const entry = operation && responseEntry(operation, reply.status)
  const where = `Invalid reply from ${request.operationId}`
  if (!entry) return fail(500, `${where}: status ${reply.status} is not declared`)
  if (entry.contentTypes.length === 0)
    return reply.body === undefined ? reply : fail(500, `${where}: ${reply.status} has no content`)
  if (entry.schema === null) {
    return reply.bytes && reply.contentType && entry.contentTypes.includes(reply.contentType)
      ? reply
      : fail(500, `${where}: expected ${entry.contentTypes.join(' or ')} bytes`)
  }
  const issues = contract.validators[entry.schema]?.errors(reply.body) ?? [
    { path: '/', message: 'has no validator' },
  ]
  return issues.length > 0 ? fail(500, `${where}: ${firstIssue(issues)}`) : reply
}

/**
 * A Node request listener that serves an API contract: it validates every request against the
 * spec (400 naming the failing field), hands it to the operation's handler, and validates every
 * reply (500 naming the operation and the failing path). What a handler throws is left to the
 * server guard (guard-listener.ts), which every devnet server runs in front of this listener.
 */
export function createSpecListener(
  contract: ApiContract,
  handlers: Readonly<Record<string, SpecHandler | undefined>>,
  // Only the contract tests turn this off, to serve deliberately broken replies to a client.
  { checkReplies = true }: { checkReplies?: boolean } = {},
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  const match = createOperationMatcher(contract.operations)
  return (request, response) =>
    (async () => {
      const validated = await validatedRequest(contract, match, request)
      if (!('operationId' in validated)) return validated
      const handler = handlers[validated.operationId]
      if (!handler) return fail(501, `Not implemented: ${validated.operationId}`)
      const reply = await handler(validated)
      return checkReplies ? checkedReply(contract, validated, reply) : reply
    })().then((reply) => {
      send(response, reply)
    })
}
