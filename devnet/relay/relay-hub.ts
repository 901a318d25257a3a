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

/**
 * The relay without its transport: who is subscribed to what, delivery, acknowledgements.
 * Delivery is at least once: a pushed message counts as delivered only when the client acks it,
 * and whatever a client has not acked is pushed again when it subscribes to the topic again.
 */
export function createRelayHub(store: MessageStore) {
  /** Per peer: topic -> subscription id. */
  const subscriptions = new Map<RelayPeer, Map<string, string>>()
  const subscribers = new Map<string, Set<RelayPeer>>()
  const awaitingAck = new Map<JsonRpcId, { peer: RelayPeer; seq: number }>()
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

  function push(peer: RelayPeer, id: string, stored: StoredMessage): void {
    const pushId = nextPushId++
    awaitingAck.set(pushId, { peer, seq: stored.seq })
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
      for (const stored of store.pendingFor(topic, peer.clientId)) push(peer, id, stored)
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
    for (const subscriber of subscribers.get(params.topic) ?? []) {
      const id = subscriptions.get(subscriber)?.get(params.topic)
      if (id !== undefined && subscriber.clientId !== peer.clientId) push(subscriber, id, stored)
    }
  }

  /** irn_batchFetchMessages: the answer itself delivers them, so they count as acknowledged. */
  function fetchPending(peer: RelayPeer, topics: string[]): MessageEvent[] {
    return topics.flatMap((topic) =>
      store.pendingFor(topic, peer.clientId).map((stored) => {
        store.acknowledge(stored.seq, peer.clientId)
        return toEvent(stored)
      }),
    )
  }

  function acknowledge(peer: RelayPeer, id: JsonRpcId, accepted: boolean): void {
    const pending = awaitingAck.get(id)
    if (pending?.peer !== peer) return
    awaitingAck.delete(id)
    if (!accepted) return
    counters.acknowledged++
    store.acknowledge(pending.seq, pending.peer.clientId)
  }

  function disconnect(peer: RelayPeer): void {
    for (const topic of [...(subscriptions.get(peer)?.keys() ?? [])]) unsubscribe(peer, topic)
    subscriptions.delete(peer)
    for (const [id, pending] of awaitingAck) if (pending.peer === peer) awaitingAck.delete(id)
  }

  return {
    subscribe,
    unsubscribe,
    publish,
    fetchPending,
    acknowledge,
    disconnect,
    stats: () => ({
      subscriptions: [...subscriptions.values()].reduce((sum, topics) => sum + topics.size, 0),
      ...counters,
    }),
  }
}

export type RelayHub = ReturnType<typeof createRelayHub>
