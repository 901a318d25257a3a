import { createHash } from 'node:crypto'
import type { MessageStore, StoredMessage } from './message-store.js'
import type { PublishParams } from './params.js'
import type { JsonRpcId } from './protocol.js'

/** One open connection, as the hub sees it. */
export interface RelayPeer {
  /** The `iss` of the connection's auth JWT. */
  clientId: string
  send: (payload: object) => void
}

/** What the relay tells a client: a message published on a topic it subscribed to. */
export interface MessageEvent {
  topic: string
  message: string
  publishedAt: number
  /** '' when the publisher sent none: see README.md, "Verify". */
  attestation: string
}

/** A push sent and not yet acknowledged. */
interface InFlight {
  peer: RelayPeer
  seq: number
  topic: string
  /** Fires when the ack is overdue: the message is due again. */
  overdue: ReturnType<typeof setTimeout>
}

/**
 * How long a push may wait for its ack. A WalletConnect client acks at once; one whose reconnect
 * raced itself (2.21.8 can open two sockets and keep listening on the second only) never acks
 * what reached the first, which stays open.
 */
export const ACK_TIMEOUT_MS = 5_000

/**
 * The relay without its transport: who is subscribed to what, delivery, acknowledgements.
 * Delivery is at least once, and once per client while it stays connected: a pushed message
 * counts as delivered only when the client acks it; one it acked is never pushed to it again; one
 * pushed and not yet acked is not pushed again while the connection holding it is open (a
 * resubscribe or a fetch on it, or a second socket of the client), and is due again (replayed on
 * the next subscribe, or pushed to another socket of the client subscribed to the topic) once
 * that connection closes without acking it, the client declines it, or its ack is `ackTimeoutMs`
 * overdue (then it goes to the client's newest socket on the topic, which may be the same one).
 */
export function createRelayHub(store: MessageStore, ackTimeoutMs = ACK_TIMEOUT_MS) {
  /** Per peer: topic -> subscription id. */
  const subscriptions = new Map<RelayPeer, Map<string, string>>()
  const subscribers = new Map<string, Set<RelayPeer>>()
  const awaitingAck = new Map<JsonRpcId, InFlight>()
  /** `clientId seq` of every push awaiting its ack: the client holds that message already. */
  const held = new Set<string>()
  const heldKey = (clientId: string, seq: number): string => `${clientId} ${String(seq)}`
  const counters = { published: 0, pushed: 0, acknowledged: 0 }
  let nextPushId = 1

  /** The id WalletConnect clients compute themselves, so the one the relay returns agrees with theirs. */
  const subscriptionId = (topic: string, clientId: string): string =>
    createHash('sha256')
      .update(topic + clientId)
      .digest('hex')

  const toEvent = (stored: StoredMessage): MessageEvent => ({
    topic: stored.topic,
    message: stored.message,
    publishedAt: stored.publishedAt,
    attestation: stored.attestation ?? '',
  })

  /** Messages on `topic` the client has neither sent, acknowledged nor got unacked on an open socket. */
  const dueFor = (topic: string, clientId: string): StoredMessage[] =>
    store.pendingFor(topic, clientId).filter((stored) => !held.has(heldKey(clientId, stored.seq)))

  function push(peer: RelayPeer, id: string, stored: StoredMessage): void {
    const pushId = nextPushId++
    const overdue = setTimeout(() => {
      const pending = awaitingAck.get(pushId)
      if (!pending) return
      settle(pushId, pending)
      redeliver(pending)
    }, ackTimeoutMs)
    overdue.unref()
    awaitingAck.set(pushId, { peer, seq: stored.seq, topic: stored.topic, overdue })
    held.add(heldKey(peer.clientId, stored.seq))
    counters.pushed++
    peer.send({
      jsonrpc: '2.0',
      id: pushId,
      method: 'irn_subscription',
      params: { id, data: toEvent(stored) },
    })
  }

  function subscribe(peer: RelayPeer, topic: string): { id: string; replay: () => void } {
    const id = subscriptionId(topic, peer.clientId)
    const topics = subscriptions.get(peer) ?? new Map<string, string>()
    subscriptions.set(peer, topics)
    topics.set(topic, id)
    const peers = subscribers.get(topic) ?? new Set<RelayPeer>()
    subscribers.set(topic, peers)
    peers.add(peer)
    const replay = () => {
      for (const stored of dueFor(topic, peer.clientId)) push(peer, id, stored)
    }
    return { id, replay }
  }

  function unsubscribe(peer: RelayPeer, topic: string): void {
    subscriptions.get(peer)?.delete(topic)
    const peers = subscribers.get(topic)
    peers?.delete(peer)
    if (peers?.size === 0) subscribers.delete(topic)
  }

  function publish(peer: RelayPeer, params: PublishParams): void {
    const { stored, duplicate } = store.add({ ...params, senderId: peer.clientId })
    // A client retries a publish it saw no answer to; the first copy was already delivered.
    if (duplicate) return
    counters.published++
    for (const clientId of new Set(
      [...(subscribers.get(params.topic) ?? [])].map((s) => s.clientId),
    ))
      if (clientId !== peer.clientId) pushToClient(clientId, stored)
  }

  /** Pushes to the client's newest socket subscribed to the message's topic, if it has one. */
  function pushToClient(clientId: string, stored: StoredMessage): void {
    const sockets = [...(subscribers.get(stored.topic) ?? [])].filter(
      (subscriber) => subscriber.clientId === clientId,
    )
    const newest = sockets.at(-1)
    const id = newest ? subscriptions.get(newest)?.get(stored.topic) : undefined
    if (newest && id !== undefined) push(newest, id, stored)
  }

  /** Ends a push's wait for its ack: the client no longer holds the message unacknowledged. */
  function settle(pushId: JsonRpcId, pending: InFlight): void {
    clearTimeout(pending.overdue)
    awaitingAck.delete(pushId)
    held.delete(heldKey(pending.peer.clientId, pending.seq))
  }

  /** A settled push the client never acked goes to its newest socket on the topic, if still due. */
  function redeliver(pending: InFlight): void {
    const { clientId } = pending.peer
    const stored = store.pendingFor(pending.topic, clientId).find((due) => due.seq === pending.seq)
    if (stored && !held.has(heldKey(clientId, stored.seq))) pushToClient(clientId, stored)
  }

  /** irn_batchFetchMessages: the answer itself delivers them, so they count as acknowledged. */
  function fetchPending(peer: RelayPeer, topics: string[]): MessageEvent[] {
    return topics.flatMap((topic) =>
      dueFor(topic, peer.clientId).map((stored) => {
        store.acknowledge(stored.seq, peer.clientId)
        return toEvent(stored)
      }),
    )
  }

  function acknowledge(peer: RelayPeer, id: JsonRpcId, accepted: boolean): void {
    const pending = awaitingAck.get(id)
    if (pending?.peer !== peer) return
    settle(id, pending)
    if (!accepted) return
    counters.acknowledged++
    store.acknowledge(pending.seq, pending.peer.clientId)
  }

  function disconnect(peer: RelayPeer): void {
    for (const topic of [...(subscriptions.get(peer)?.keys() ?? [])]) unsubscribe(peer, topic)
    subscriptions.delete(peer)
    const unacked = [...awaitingAck].filter(([, pending]) => pending.peer === peer)
    for (const [id, pending] of unacked) settle(id, pending)
    // What the closed socket held unacked goes to another socket of the client on the topic now,
    // instead of waiting for that socket's next subscribe.
    for (const [, pending] of unacked) redeliver(pending)
  }

  return {
    subscribe,
    unsubscribe,
    publish,
    fetchPending,
    acknowledge,
    disconnect,
    /** Stops every ack timer (the relay is closing). */
    close(): void {
      for (const pending of awaitingAck.values()) clearTimeout(pending.overdue)
      awaitingAck.clear()
    },
    stats: () => ({
      subscriptions: [...subscriptions.values()].reduce((sum, topics) => sum + topics.size, 0),
      ...counters,
    }),
  }
}

export type RelayHub = ReturnType<typeof createRelayHub>
