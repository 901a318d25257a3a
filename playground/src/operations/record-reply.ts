import type { ApiName } from '../app/route.js'
import { isRecord } from '../shared/is-record.js'
import type { FiredCall } from './fire-operation.js'

/** The status and body of a fired call that can become a recorded payload, if it can. */
export function recordableReply(fired: FiredCall): { status: number; body: unknown } | undefined {
  const { status, result } = fired
  if (status === undefined) return undefined
  if (result.kind === 'reply' && !(result.body instanceof Blob))
    return { status, body: result.body }
  if (result.kind === 'http-error') return { status, body: result.body }
  return undefined
}

export type RecordOutcome = { ok: true; file: string } | { ok: false; message: string }

/** POST /record on the devnet tools server (devnet/tools), which checks and writes the file. */
export async function recordReply(
  toolsUrl: string,
  api: ApiName,
  operationId: string,
  fired: FiredCall,
  description: string,
): Promise<RecordOutcome> {
  const reply = recordableReply(fired)
  if (!reply) return { ok: false, message: 'Only a reply that validated can be recorded' }
  const response = await fetch(new URL('/record', toolsUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      source: api,
      operationId,
      status: reply.status,
      valid: true,
      description,
      request: fired.init,
      body: reply.body,
    }),
  })
  const answer: unknown = await response.json()
  if (response.ok && isRecord(answer) && typeof answer.file === 'string')
    return { ok: true, file: answer.file }
  const message = isRecord(answer) && typeof answer.message === 'string' ? answer.message : ''
  return { ok: false, message: message || `HTTP status code: ${String(response.status)}` }
}
