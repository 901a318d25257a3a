import * as blockchainApi from '../../generated/blockchain-api/index.js'
import * as projectApi from '../../generated/project-api/index.js'
import { responseEntry } from '../../src/clients/response-entry.js'
import type { ApiContract } from '../http/api-contract.js'
import { isRecord } from '../../src/utils/is-record.js'

/** The APIs whose replies can be recorded, by the folder name test/contract/recorded uses. */
const contracts: Readonly<Record<RecordedSource, ApiContract>> = {
  'blockchain-api': blockchainApi,
  'project-api': projectApi,
}

export type RecordedSource = 'blockchain-api' | 'project-api'

const isSource = (value: unknown): value is RecordedSource =>
  value === 'blockchain-api' || value === 'project-api'

export interface RecordedRequest {
  path?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
}

/** One file of test/contract/recorded (format: test/contract/recorded/README.md). */
export interface RecordedReply {
  kind: 'response'
  operationId: string
  status: number
  /** Whether the body matches the schema of its status's reply, as checked here. */
  valid: boolean
  description: string
  request: RecordedRequest
  body?: unknown
}

export type CheckedRecord =
  { ok: true; source: RecordedSource; reply: RecordedReply } | { ok: false; message: string }

// The contract tests check a recorded request with these filled in, as the client adds them.
const COMMON_QUERY = { projectId: 'recorded', st: 'portico', sv: 'portico-0.1.0' }

const refuse = (message: string): CheckedRecord => ({ ok: false, message })

function checkRequest(
  contract: ApiContract,
  operationId: string,
  request: unknown,
): { ok: true; request: RecordedRequest } | { ok: false; message: string } {
  if (!isRecord(request)) return { ok: false, message: 'request must be an object' }
  const extra = Object.keys(request).find((key) => !['path', 'query', 'body'].includes(key))
  if (extra !== undefined) return { ok: false, message: `request.${extra} is not allowed` }
  const { path, query, body } = request
  if (path !== undefined && !isRecord(path))
    return { ok: false, message: 'request.path must be an object' }
  if (query !== undefined && !isRecord(query))
    return { ok: false, message: 'request.query must be an object' }
  const checks = [
    ['path', contract.parameterValidators[`${operationId}.path`], path ?? {}],
    ['query', contract.parameterValidators[`${operationId}.query`], { ...COMMON_QUERY, ...query }],
  ] as const
  for (const [location, validator, value] of checks) {
    const [issue] = validator?.errors(value) ?? []
    if (issue) return { ok: false, message: `request.${location}${issue.path} ${issue.message}` }
  }
  const requestBody = contract.operations[operationId]?.requestBody
  if (!requestBody && body !== undefined)
    return { ok: false, message: `request.body: ${operationId} takes no body` }
  const bodySchema = requestBody?.schema
  const [issue] = bodySchema ? (contract.validators[bodySchema]?.errors(body) ?? []) : []
  if (issue) return { ok: false, message: `request.body${issue.path} ${issue.message}` }
  const recorded: RecordedRequest = {}
  if (path !== undefined) recorded.path = path
  if (query !== undefined) recorded.query = query
  if (body !== undefined) recorded.body = body
  return { ok: true, request: recorded }
}

type BodyCheck = { refused: string } | { schemaIssue: string | undefined }

/**
 * Checks a reply body against the schema of its status's reply (a 400 against the 400 reply's
 * schema): refused outright when no such reply is declared or it cannot be recorded here, else
 * the first schema issue, if any.
 */
function checkBody(
  contract: ApiContract,
  operationId: string,
  status: number,
  body: unknown,
): BodyCheck {
  const operation = contract.operations[operationId]
  const entry = operation && responseEntry(operation, status)
  if (!entry) return { refused: `${operationId} declares no ${String(status)} reply` }
  if (entry.contentTypes.length === 0)
    return body === undefined
      ? { schemaIssue: undefined }
      : { refused: `a ${String(status)} reply of ${operationId} has no body` }
  // Binary replies are stored as contentType and bodyBase64, which a fired reply does not carry.
  if (entry.schema === null)
    return { refused: `${operationId} answers binary content, which is not recorded here` }
  const validator = contract.validators[entry.schema]
  if (!validator) return { refused: `no validator for ${entry.schema}` }
  const [issue] = validator.errors(body)
  return {
    schemaIssue: issue ? `body${issue.path} ${issue.message} (${entry.schema})` : undefined,
  }
}

/**
 * Checks a POST /record body before anything is written: a known source and operation, a status
 * the operation declares, a request its parameter and body schemas accept, and a reply body whose
 * check against that status's schema agrees with `valid` (a valid case passes it, an invalid one
 * fails it), so every file written is one the contract tests accept.
 */
export function checkRecordedReply(value: unknown): CheckedRecord {
  if (!isRecord(value)) return refuse('the body must be a JSON object')
  const { source, operationId, status, valid, description, request, body } = value
  if (!isSource(source)) return refuse('source must be blockchain-api or project-api')
  const contract = contracts[source]
  if (typeof operationId !== 'string' || !Object.hasOwn(contract.operations, operationId))
    return refuse(`operationId must be an operation of ${source}`)
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599)
    return refuse('status must be an HTTP status code')
  if (typeof valid !== 'boolean')
    return refuse('valid must be true (the body matches its schema) or false (it breaks it)')
  if (typeof description !== 'string' || description.trim() === '')
    return refuse('description must say what the case shows')
  const checkedRequest = checkRequest(contract, operationId, request)
  if (!checkedRequest.ok) return refuse(checkedRequest.message)
  const checkedBody = checkBody(contract, operationId, status, body)
  if ('refused' in checkedBody) return refuse(checkedBody.refused)
  const { schemaIssue } = checkedBody
  if (valid && schemaIssue !== undefined) return refuse(schemaIssue)
  if (!valid && schemaIssue === undefined)
    return refuse(`valid is false, but the body matches the ${String(status)} reply's schema`)
  const reply: RecordedReply = {
    kind: 'response',
    operationId,
    status,
    valid,
    // An invalid case says why it breaks the schema (the contract suite expects the validator to).
    description:
      schemaIssue === undefined || description.includes(schemaIssue)
        ? description.trim()
        : `${description.trim()}: ${schemaIssue}`,
    request: checkedRequest.request,
  }
  if (body !== undefined) reply.body = body
  return { ok: true, source, reply }
}
