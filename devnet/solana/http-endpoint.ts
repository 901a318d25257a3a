import type { IncomingMessage, ServerResponse } from 'node:http'
import { guardListener } from '../http/guard-listener.js'
import { readBody } from '../http/read-body.js'
import {
  callJsonRpcMethod,
  errorReply,
  isJsonRpcRequest,
  JSON_RPC_ERROR,
  parseJsonRpcRequest,
  type JsonRpcMethod,
  type JsonRpcReply,
} from './json-rpc.js'
import { stringifyJson } from './json-text.js'

interface HttpReply {
  status: number
  body?: JsonRpcReply | JsonRpcReply[]
}

type Methods = Readonly<Record<string, JsonRpcMethod>>

/** One request: an invalid envelope is a 400, a notification (no id) gets no reply. */
async function answerOne(
  methods: Methods,
  value: unknown,
  onInternalError: (error: unknown) => void,
): Promise<HttpReply> {
  const request = parseJsonRpcRequest(value)
  if (!isJsonRpcRequest(request)) return { status: 400, body: request }
  const reply = await callJsonRpcMethod(methods, request, onInternalError)
  return 'id' in request ? { status: 200, body: reply } : { status: 204 }
}

/** A batch: each entry is answered on its own, so one bad entry does not spoil the others. */
async function answerBatch(
  methods: Methods,
  values: unknown[],
  onInternalError: (error: unknown) => void,
): Promise<HttpReply> {
  if (values.length === 0)
    return {
      status: 400,
      body: errorReply(null, JSON_RPC_ERROR.invalidRequest, 'Invalid request: empty batch'),
    }
  const replies: JsonRpcReply[] = []
  for (const value of values) {
    const request = parseJsonRpcRequest(value)
    if (!isJsonRpcRequest(request)) replies.push(request)
    else {
      const reply = await callJsonRpcMethod(methods, request, onInternalError)
      if ('id' in request) replies.push(reply)
    }
  }
  return replies.length === 0 ? { status: 204 } : { status: 200, body: replies }
}

function send(response: ServerResponse, status: number, body?: string, contentType?: string) {
  response.writeHead(status, {
    ...(contentType === undefined ? {} : { 'content-type': contentType }),
  })
  response.end(body)
}

function sendJson(response: ServerResponse, reply: HttpReply) {
  if (reply.body === undefined) {
    send(response, reply.status)
    return
  }
  send(response, reply.status, stringifyJson(reply.body), 'application/json')
}

async function handle(
  methods: Methods,
  request: IncomingMessage,
  response: ServerResponse,
  onInternalError: (error: unknown) => void,
) {
  const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
  // Solana nodes answer load balancers' health checks here.
  if (request.method === 'GET' && path === '/health') {
    send(response, 200, 'ok', 'text/plain')
    return
  }
  if (path !== '/') {
    send(response, 404, `No such path: ${path}; JSON-RPC is served at /`, 'text/plain')
    return
  }
  if (request.method !== 'POST') {
    response.setHeader('allow', 'POST, OPTIONS')
    send(response, 405, 'JSON-RPC requests are POSTed to /', 'text/plain')
    return
  }
  let value: unknown
  try {
    value = JSON.parse(await readBody(request))
  } catch {
    const reply = errorReply(null, JSON_RPC_ERROR.parseError, 'Parse error: the body is not JSON')
    sendJson(response, { status: 400, body: reply })
    return
  }
  const reply = Array.isArray(value)
    ? await answerBatch(methods, value, onInternalError)
    : await answerOne(methods, value, onInternalError)
  sendJson(response, reply)
}

/**
 * The HTTP side of the JSON-RPC endpoint: POST / with a request or a batch, behind the devnet
 * guard (local pages only, CORS for them, a crash answered and logged, never thrown).
 */
export function createHttpEndpoint(methods: Methods, onInternalError: (error: unknown) => void) {
  return guardListener((request, response) => handle(methods, request, response, onInternalError), {
    allowHeaders: '*',
    log: (line) => {
      onInternalError(new Error(line))
    },
  })
}
