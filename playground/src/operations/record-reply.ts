import type { ApiName } from '../app/route.js'
import { isRecord } from '../../../src/utils/is-record.js'
import type { FiredCall } from './fire-operation.js'
import type { OperationExample, RecordedRequest } from './operation-examples.js'

export interface RecordableReply {
  status: number
  body: unknown
  /** Whether the client found the body matching the schema of its status's reply. */
  valid: boolean
}

/** The status and body of a fired call that can become a recorded payload, if it can. */
export function recordableReply(fired: FiredCall): RecordableReply | undefined {
  const { status, result } = fired
  if (status === undefined) return undefined
  if (result.kind === 'reply' && !(result.body instanceof Blob))
    return { status, body: result.body, valid: true }
  if (result.kind === 'http-error') return { status, body: result.body, valid: true }
  if (result.kind === 'contract-violation' && result.body !== undefined)
    return { status, body: result.body, valid: false }
  return undefined
}

export type RecordOutcome =
  | {
      ok: true
      file: string
      written: boolean
      valid: boolean
      status: number
      /** The case as the picker lists it from the file. */
      example: OperationExample
    }
  | { ok: false; message: string }

/**
 * What the client sent: the form's arguments, and the query the client added (projectId, st, sv)
 * as it went over the wire, so a recorded case holds its whole query as recorded ones from the
 * real service do. The form's values keep their types (a number stays a number).
 */
export function requestAsSent(fired: FiredCall): RecordedRequest {
  const request: RecordedRequest = { ...fired.init }
  if (fired.url === undefined) return request
  const sent = Object.fromEntries(new URL(fired.url).searchParams)
  const query = { ...sent, ...fired.init.query }
  if (Object.keys(query).length > 0) request.query = query
  return request
}

/** POST /record on the devnet tools server (devnet/tools), which checks and writes the file. */
export async function recordReply(
  toolsUrl: string,
  api: ApiName,
  operationId: string,
  fired: FiredCall,
  description: string,
): Promise<RecordOutcome> {
  const reply = recordableReply(fired)
  if (!reply)
    return { ok: false, message: 'Only a JSON reply (or one without content) can be recorded' }
  const request = requestAsSent(fired)
  const response = await fetch(new URL('/record', toolsUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      source: api,
      operationId,
      status: reply.status,
      valid: reply.valid,
      description,
      request,
      body: reply.body,
    }),
  })
  const answer: unknown = await response.json()
  if (response.ok && isRecord(answer) && typeof answer.file === 'string')
    return {
      ok: true,
      file: answer.file,
      written: answer.written !== false,
      valid: reply.valid,
      status: reply.status,
      example: {
        file: answer.file.split('/').at(-1) ?? answer.file,
        origin: 'recorded',
        status: reply.status,
        description: description.trim(),
        request,
      },
    }
  const message = isRecord(answer) && typeof answer.message === 'string' ? answer.message : ''
  return { ok: false, message: message || `HTTP status code: ${String(response.status)}` }
}
