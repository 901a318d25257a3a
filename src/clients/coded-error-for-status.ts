import { codedError, codedErrorForServerReply, type PorticoCodedError } from '../core/errors.js'
import { isRecord } from '../utils/is-record.js'

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')

/** Every text an error reply carries: a plain-text body, its `message`, its reasons, its JSON-RPC error. */
function replyText(body: unknown): string {
  if (typeof body === 'string') return body
  if (!isRecord(body)) return ''
  const reasons = Array.isArray(body.reasons) ? body.reasons : []
  const descriptions = reasons.map((reason: unknown) =>
    isRecord(reason) ? textOf(reason.description) : '',
  )
  const rpcError = isRecord(body.error) ? textOf(body.error.message) : ''
  return [textOf(body.message), ...descriptions, rpcError].join('\n')
}

// The analytics routes refuse an origin in plain text: 'Forbidden - <origin> is not an allowed origin.'
const ORIGIN_REFUSED = /is not an allowed origin/i
// The wallet and exchange JSON-RPC routes answer a used-up quota with HTTP 400 and a JSON-RPC error.
const QUOTA_USED_UP = /quota limit reached/i

/**
 * The coded error (spec §8) a refused reply stands for, or undefined. A known server reply wins
 * ('Unauthorized: origin not allowed' is APKT002); then 401/403 mean the services did not accept
 * the project id (the Blockchain API's 'We failed to authenticate your request', the Project
 * API's 'Unauthorized: invalid key'), a 400 that names a missing projectId is APKT008, and 429,
 * whether quota or requests per second, is APKT010 (so is a 400 whose JSON-RPC error says the quota
 * is used up); any 5xx is APKT009. A 401 with no body (a blocked region) stands for no coded
 * error: it stays 'HTTP status code: 401'.
 */
export function codedErrorForStatus(status: number, body: unknown): PorticoCodedError | undefined {
  const text = replyText(body)
  const known = codedErrorForServerReply(text)
  if (known) return known
  if (status === 403 && ORIGIN_REFUSED.test(text))
    return codedError('INVALID_APP_CONFIGURATION', text)
  if (QUOTA_USED_UP.test(text)) return codedError('RATE_LIMITED', text)
  if (status >= 500) return codedError('APP_CONFIGURATION_SERVER_ERROR', text)
  if (status === 401 && text === '') return undefined
  if (status === 401 || (status === 403 && /authenticat|invalid key/i.test(text)))
    return codedError('INVALID_PROJECT_ID', text)
  if (status === 400 && /projectId/.test(text) && /missing|required/i.test(text))
    return codedError('PROJECT_ID_MISSING', text)
  if (status === 429) return codedError('RATE_LIMITED', text)
  return undefined
}
