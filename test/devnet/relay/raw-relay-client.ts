import { randomBytes } from 'node:crypto'
import { WebSocket } from 'ws'
import { isRecord } from '../../../src/utils/is-record.js'

/** A bare JSON-RPC client for the devnet relay, to drive it frame by frame in tests. */

export interface Push {
  id: number
  subscriptionId: string
  topic: string
  message: string
  publishedAt: number
  attestation: string
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** An unsigned JWT carrying `iss`: the relay reads it, it does not verify it. */
export const authToken = (iss: string) =>
  `${base64url({ alg: 'EdDSA', typ: 'JWT' })}.${base64url({ iss, sub: 'test' })}.c2lnbmF0dXJl`

export const randomTopic = () => randomBytes(32).toString('hex')

function readPush(frame: Record<string, unknown>): Push | undefined {
  const { id, params } = frame
  if (frame.method !== 'irn_subscription' || typeof id !== 'number' || !isRecord(params)) return
  const { data } = params
  if (typeof params.id !== 'string' || !isRecord(data)) return
  const { topic, message, publishedAt, attestation } = data
  if (typeof topic !== 'string' || typeof message !== 'string') return
  if (typeof publishedAt !== 'number' || typeof attestation !== 'string') return
  return { id, subscriptionId: params.id, topic, message, publishedAt, attestation }
}

export async function connectRawClient(relayUrl: string, iss: string, options = { autoAck: true }) {
  const socket = new WebSocket(`${relayUrl}/?auth=${authToken(iss)}&projectId=test`)
  const pushes: Push[] = []
  const replies = new Map<string, (frame: Record<string, unknown>) => void>()
  const pushWaiters: (() => void)[] = []
  let pings = 0
  let nextId = 1

  socket.on('ping', () => {
    pings++
  })
  socket.on('message', (data: Buffer) => {
    const frame: unknown = JSON.parse(data.toString('utf8'))
    if (!isRecord(frame)) return
    const push = readPush(frame)
    if (push) {
      pushes.push(push)
      if (options.autoAck)
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: push.id, result: true }))
      for (const wake of pushWaiters.splice(0)) wake()
      return
    }
    const key = JSON.stringify(frame.id ?? null)
    replies.get(key)?.(frame)
    replies.delete(key)
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => {
      resolve()
    })
    socket.once('error', reject)
  })

  /** Sends raw text; resolves with the reply carrying `replyId` (null for unparseable frames). */
  function sendRaw(
    text: string,
    replyId: number | string | null,
  ): Promise<Record<string, unknown>> {
    const reply = new Promise<Record<string, unknown>>((resolve) => {
      replies.set(JSON.stringify(replyId), resolve)
    })
    socket.send(text)
    return reply
  }

  return {
    socket,
    pushes,
    pings: () => pings,
    sendRaw,
    request(method: string, params: unknown) {
      const id = nextId++
      return sendRaw(JSON.stringify({ jsonrpc: '2.0', id, method, params }), id)
    },
    ack(pushId: number) {
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: pushId, result: true }))
    },
    /** Resolves once at least `count` pushes arrived in all. */
    async waitForPushes(count: number): Promise<Push[]> {
      while (pushes.length < count) {
        await new Promise<void>((wake) => pushWaiters.push(wake))
      }
      return pushes
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) {
          resolve()
          return
        }
        socket.once('close', () => {
          resolve()
        })
        socket.close()
      }),
  }
}

export type RawRelayClient = Awaited<ReturnType<typeof connectRawClient>>
