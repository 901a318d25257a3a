import type { Server } from 'node:http'
import type { Address } from '@solana/kit'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import {
  accountEncodingParam,
  notifiedAccountJson,
  type AccountEncoding,
} from './account-encoding.js'
import {
  callJsonRpcMethod,
  errorReply,
  isJsonRpcRequest,
  JSON_RPC_ERROR,
  parseJsonRpcRequest,
  type JsonRpcMethod,
} from './json-rpc.js'
import { stringifyJson, type JsonValue } from './json-text.js'
import type { LandedTransaction, Ledger } from './ledger.js'
import { withContext } from './rpc-context.js'
import { addressParam, configParam, invalidParams, signatureValue } from './rpc-params.js'
import { acceptsLocalOrigin } from '../http/local-websocket-origin.js'

type Subscription =
  | { kind: 'signature'; signature: string }
  | { kind: 'slot' }
  | { kind: 'account'; address: Address; encoding: AccountEncoding; lastSent: string }

/**
 * How long after the subscribe reply an already-landed signature is notified. A node notifies on
 * its next commitment update, some hundreds of ms later; clients such as @solana/kit only listen
 * once the reply has been handled, and a notification read in the same chunk as the reply (ws
 * emits those synchronously) would reach them before that and be dropped.
 */
const ALREADY_LANDED_DELAY_MS = 20

interface Connection {
  socket: WebSocket
  subscriptions: Map<number, Subscription>
}

function notify(connection: Connection, method: string, subscription: number, result: JsonValue) {
  if (connection.socket.readyState !== connection.socket.OPEN) return
  const params = { result, subscription }
  connection.socket.send(stringifyJson({ jsonrpc: '2.0', method, params }))
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return new TextDecoder().decode(data)
}

/** Subscriptions end after their one notification, as on a node. */
function deliverSignature(connection: Connection, id: number, landed: LandedTransaction) {
  if (!connection.subscriptions.delete(id)) return
  const result = withContext(landed.slot, { err: landed.err })
  notify(connection, 'signatureNotification', id, result)
}

/**
 * The WebSocket side of the endpoint (same port as HTTP): signature, slot and account
 * subscriptions with Solana's notification shapes. Requests without an id, such as the pings
 * @solana/kit sends to keep the socket open, get no reply.
 */
export function attachSubscriptions(
  server: Server,
  ledger: Ledger,
  onInternalError: (error: unknown) => void,
) {
  const sockets = new WebSocketServer({ server, verifyClient: acceptsLocalOrigin })
  sockets.on('error', onInternalError)
  const connections = new Set<Connection>()
  let lastSubscriptionId = 0

  function subscribe(connection: Connection, subscription: Subscription): number {
    lastSubscriptionId += 1
    connection.subscriptions.set(lastSubscriptionId, subscription)
    return lastSubscriptionId
  }

  function unsubscriber(connection: Connection, kind: Subscription['kind']): JsonRpcMethod {
    return (params) => {
      const id = params[0]
      const subscription = typeof id === 'number' ? connection.subscriptions.get(id) : undefined
      if (typeof id !== 'number' || subscription?.kind !== kind)
        throw invalidParams('Invalid subscription id.')
      connection.subscriptions.delete(id)
      return true
    }
  }

  function methodsFor(connection: Connection): Record<string, JsonRpcMethod> {
    return {
      signatureSubscribe(params) {
        const signature = signatureValue(params[0], 'signature')
        // Checked for shape only: every landed transaction is already finalized.
        configParam(params, 1)
        const id = subscribe(connection, { kind: 'signature', signature })
        const landed = ledger.status(signature)
        if (landed) setTimeout(deliverSignature, ALREADY_LANDED_DELAY_MS, connection, id, landed)
        return id
      },
      signatureUnsubscribe: unsubscriber(connection, 'signature'),
      slotSubscribe: () => subscribe(connection, { kind: 'slot' }),
      slotUnsubscribe: unsubscriber(connection, 'slot'),
      accountSubscribe(params) {
        const address = addressParam(params, 0, 'address')
        const encoding = accountEncodingParam(configParam(params, 1))
        const lastSent = stringifyJson(notifiedAccountJson(address, encoding, ledger.accounts))
        return subscribe(connection, { kind: 'account', address, encoding, lastSent })
      },
      accountUnsubscribe: unsubscriber(connection, 'account'),
    }
  }

  async function onMessage(
    connection: Connection,
    methods: Record<string, JsonRpcMethod>,
    data: RawData,
  ) {
    let value: unknown
    try {
      value = JSON.parse(textOf(data))
    } catch {
      const reply = errorReply(
        null,
        JSON_RPC_ERROR.parseError,
        'Parse error: the message is not JSON',
      )
      connection.socket.send(stringifyJson(reply))
      return
    }
    const request = parseJsonRpcRequest(value)
    if (!isJsonRpcRequest(request)) {
      connection.socket.send(stringifyJson(request))
      return
    }
    if (!('id' in request)) return
    const reply = await callJsonRpcMethod(methods, request, onInternalError)
    connection.socket.send(stringifyJson(reply))
  }

  sockets.on('connection', (socket) => {
    const connection: Connection = { socket, subscriptions: new Map() }
    const methods = methodsFor(connection)
    connections.add(connection)
    socket.on('close', () => connections.delete(connection))
    socket.on('message', (data) => {
      onMessage(connection, methods, data).catch(onInternalError)
    })
  })

  function notifyIfAccountChanged(connection: Connection, id: number, slot: bigint) {
    const subscription = connection.subscriptions.get(id)
    if (subscription?.kind !== 'account') return
    const account = notifiedAccountJson(
      subscription.address,
      subscription.encoding,
      ledger.accounts,
    )
    const text = stringifyJson(account)
    if (text === subscription.lastSent) return
    subscription.lastSent = text
    notify(connection, 'accountNotification', id, withContext(slot, account))
  }

  const stopWatchingLanded = ledger.onLanded((landed) => {
    for (const connection of connections) {
      for (const [id, subscription] of connection.subscriptions) {
        if (subscription.kind === 'signature' && subscription.signature === landed.signature)
          deliverSignature(connection, id, landed)
        notifyIfAccountChanged(connection, id, landed.slot)
      }
    }
  })
  const stopWatchingSlots = ledger.onSlot((slot) => {
    for (const connection of connections)
      for (const [id, subscription] of connection.subscriptions)
        if (subscription.kind === 'slot')
          notify(connection, 'slotNotification', id, { parent: slot - 1n, root: slot, slot })
  })

  return {
    close() {
      stopWatchingLanded()
      stopWatchingSlots()
      for (const socket of sockets.clients) socket.terminate()
      sockets.close()
    },
  }
}
