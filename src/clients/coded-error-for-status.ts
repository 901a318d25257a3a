import { codedError, codedErrorForServerReply, type PorticoCodedError } from '../core/errors.js'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every text an error reply carries: a plain-text body, its `message`, its reasons. */
function replyText(body: unknown): string {
  if (typeof body === 'string') return body
  if (!isRecord(body)) return ''
  const reasons = Array.isArray(body.reasons) ? body.reasons : []
  const descriptions = reasons.map((reason: unknown) =>
    isRecord(reason) && typeof reason.description === 'string' ? reason.description : '',
  )
  return [typeof body.message === 'string' ? body.message : '', ...descriptions].join('\n')
}

/**
 * The coded error (spec §8) a refused reply stands for, or undefined. A known server reply wins
 * ('Unauthorized: origin not allowed' is APKT002); then 401/403 mean the services did not accept
 * the project id (the Blockchain API's 'We failed to authenticate your request', the Project
 * API's 'Unauthorized: invalid key'), a 400 that names a missing projectId is APKT008, and 429,
 * whether quota or requests per second, is APKT010.
 */
export function codedErrorForStatus(status: number, body: unknown): PorticoCodedError | undefined {
  const text = replyText(body)
  const known = codedErrorForServerReply(text)
  if (known) return known
  if (status === 401 || (status === 403 && /authenticat|invalid key/i.test(text)))
    return codedError('INVALID_PROJECT_ID', text)
  if (status === 400 && /projectId/.test(text) && /missing|required/i.test(text))
    return codedError('PROJECT_ID_MISSING', text)
  if (status === 429) return codedError('RATE_LIMITED', text)
  return undefined
}
