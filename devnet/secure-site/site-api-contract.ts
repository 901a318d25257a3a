import type { IncomingMessage } from 'node:http'
import * as secureSiteApi from '../../generated/secure-site-api/index.js'
import { responseEntry } from '../../src/clients/response-entry.js'
import type { ApiContract } from '../http/api-contract.js'
import { jsonError, type JsonReply } from '../http/json-http.js'
import { jsonContentTypeProblem } from '../http/json-content-type.js'
import { createOperationMatcher } from '../http/match-operation.js'
import { readBody } from '../http/read-body.js'
import { keepParsedBody } from './read-once-body.js'

const contract: ApiContract = secureSiteApi
const match = createOperationMatcher(contract.operations)

const firstIssue = (issues: ReadonlyArray<{ path: string; message: string }>): string =>
  issues[0] ? `${issues[0].path} ${issues[0].message}` : 'invalid'

/** The request checked against specs/secure-site-api.yaml: its operation, or the 4xx reply. */
async function checkedRequest(
  request: IncomingMessage,
  url: URL,
): Promise<{ operationId: string } | JsonReply> {
  const method = request.method ?? 'GET'
  const matched = match(method, url.pathname)
  if (matched === null) return jsonError(404, `No secure site route ${method} ${url.pathname}`)
  const { operation } = matched
  const { operationId } = operation
  const query = Object.fromEntries(url.searchParams)
  const queryValidator = contract.parameterValidators[`${operationId}.query`]
  // An operation that declares no query parameter has no validator: any parameter is foreign.
  const queryIssues = queryValidator
    ? queryValidator.errors(query)
    : Object.keys(query).map((name) => ({ path: `/${name}`, message: 'is not allowed' }))
  if (queryIssues.length > 0) {
    return jsonError(400, `Invalid query parameter ${firstIssue(queryIssues)}`)
  }
  const text = await readBody(request)
  const declared = operation.requestBody
  if (text === '') {
    if (declared?.required === true) return jsonError(400, 'Request body is required')
    keepParsedBody(request, undefined)
    return { operationId }
  }
  if (declared?.schema == null) return jsonError(400, `${operationId} takes no request body`)
  const problem = jsonContentTypeProblem(request.headers['content-type'], declared.contentTypes)
  if (problem !== undefined) return jsonError(415, problem)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return jsonError(400, 'Request body is not JSON')
  }
  const issues = contract.validators[declared.schema]?.errors(body) ?? []
  if (issues.length > 0) return jsonError(400, `Invalid request body ${firstIssue(issues)}`)
  keepParsedBody(request, body)
  return { operationId }
}

/** A reply the contract does not declare is the site's bug: a 500 that names it, never sent as is. */
export function checkedReply(operationId: string, reply: JsonReply): JsonReply {
  const where = `Invalid reply from ${operationId}`
  const operation = contract.operations[operationId]
  const entry = operation && responseEntry(operation, reply.status)
  if (entry === undefined)
    return jsonError(500, `${where}: status ${String(reply.status)} is not declared`)
  if (entry.schema === null) {
    return reply.body === undefined
      ? reply
      : jsonError(500, `${where}: ${String(reply.status)} has no content`)
  }
  const issues = contract.validators[entry.schema]?.errors(reply.body) ?? [
    { path: '/', message: 'has no validator' },
  ]
  return issues.length > 0 ? jsonError(500, `${where}: ${firstIssue(issues)}`) : reply
}

/**
 * The site's /api routes behind their contract: the request is checked before `handle` sees it
 * (400 naming the field, 404 for a route the contract lacks, 415 for a body that is not JSON), and
 * the reply after.
 */
export async function withSiteApiContract(
  request: IncomingMessage,
  url: URL,
  handle: () => Promise<JsonReply | undefined>,
): Promise<JsonReply> {
  const checked = await checkedRequest(request, url)
  if (!('operationId' in checked)) return checked
  const reply = await handle()
  if (reply === undefined) {
    return jsonError(500, `Invalid reply from ${checked.operationId}: the site has no handler`)
  }
  return checkedReply(checked.operationId, reply)
}
