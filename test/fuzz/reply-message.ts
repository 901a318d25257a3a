import { isRecord } from '../../src/utils/is-record.js'
/** The problem a 4xx or JSON-RPC error names: its message, a JSON-RPC error's, or its first reason's. */
export function replyMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined
  if (typeof body.message === 'string' && body.message !== '') return body.message
  if (isRecord(body.error) && typeof body.error.message === 'string') return body.error.message
  // The Blockchain API's own error shape: {status: 'FAILED', reasons: [{field, description}]}
  const reason: unknown = Array.isArray(body.reasons) ? body.reasons[0] : undefined
  if (isRecord(reason) && typeof reason.description === 'string') return reason.description
  return undefined
}
