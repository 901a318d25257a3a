import type { IncomingMessage } from 'node:http'
import { jsonError, readJson, type JsonReply } from '../http/json-http.js'
import type { Checked } from './api-bodies.js'
import { parsedBodyOf } from './read-once-body.js'

/**
 * The request's JSON body as `check` accepts it, or the 4xx reply that says why not; the body the
 * contract gate already parsed when it did.
 */
export async function checkedBody<T>(
  request: IncomingMessage,
  check: (value: unknown) => Checked<T>,
): Promise<{ parsed: T } | JsonReply> {
  const json = parsedBodyOf(request) ?? (await readJson(request))
  if (!('value' in json)) return json
  const checked = check(json.value)
  return checked.ok ? { parsed: checked.value } : jsonError(400, `Invalid body: ${checked.issue}`)
}
