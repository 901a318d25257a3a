import type { IncomingMessage, ServerResponse } from 'node:http'
import { jsonError, readJson, sendJson, type JsonReply } from '../http/json-http.js'
import { checkDelivery, isEmailAddress } from './mail-message.js'
import type { MailStore } from './mail-store.js'

/** The optional ?to= filter: absent means every address, present must be an email address. */
function addressOf(url: URL): { to: string | undefined } | JsonReply {
  const to = url.searchParams.get('to')
  if (to === null) return { to: undefined }
  return isEmailAddress(to) ? { to } : jsonError(400, 'to must be an email address')
}

async function reply(store: MailStore, request: IncomingMessage): Promise<JsonReply> {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  const method = request.method ?? 'GET'
  const route = `${method} ${url.pathname}`
  if (route === 'POST /messages') {
    const body = await readJson(request)
    if (!('value' in body)) return body
    const checked = checkDelivery(body.value)
    if (!checked.ok) return jsonError(400, `Invalid message: ${checked.issue}`)
    const { to, subject, text } = checked.value
    return { status: 201, body: store.deliver(to, subject, text) }
  }
  const address = addressOf(url)
  if (!('to' in address)) return address
  const { to } = address
  switch (route) {
    case 'GET /messages':
      return { status: 200, body: { messages: store.messages(to) } }
    case 'GET /messages/latest': {
      const latest = store.latest(to)
      return latest
        ? { status: 200, body: latest }
        : jsonError(404, to === undefined ? 'No messages' : `No messages to ${to}`)
    }
    case 'DELETE /messages':
      store.clear(to)
      return { status: 204 }
    default:
      return ['/messages', '/messages/latest'].includes(url.pathname)
        ? jsonError(405, `${url.pathname} does not take ${method}`)
        : jsonError(404, `No mailbox route ${url.pathname}`)
  }
}

/**
 * POST /messages delivers, GET /messages and GET /messages/latest read (newest last), DELETE
 * /messages empties; each takes an optional ?to= address (the POST takes it in the body).
 */
export function createMailboxListener(
  store: MailStore,
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  // What reply throws is answered by the server guard (devnet/http/guard-listener.ts).
  return (request, response) =>
    reply(store, request).then((answer) => {
      sendJson(response, answer)
    })
}
