/** Published messages kept until their TTL runs out, so a client that subscribes later still gets them. */

export interface StoredMessage {
  /** Unique and increasing, in publishing order. */
  seq: number
  topic: string
  message: string
  tag: number
  attestation: string | undefined
  /** Milliseconds since the epoch, as irn_subscription reports it. */
  publishedAt: number
  expiresAt: number
  /** The publisher's client id (the `iss` of its auth JWT): it never gets its own message back. */
  senderId: string
}

export interface NewMessage {
  topic: string
  message: string
  /** Seconds. */
  ttl: number
  tag: number
  attestation: string | undefined
  senderId: string
}

interface Entry {
  message: StoredMessage
  /** Clients that acknowledged the message: it is not delivered to them again. */
  acknowledgedBy: Set<string>
}

export function createMessageStore(now: () => number = () => Date.now()) {
  const byTopic = new Map<string, Entry[]>()
  const bySeq = new Map<number, Entry>()
  let nextSeq = 1

  function live(topic: string): Entry[] {
    const entries = byTopic.get(topic)
    if (!entries) return []
    const time = now()
    const kept = entries.filter((entry) => entry.message.expiresAt > time)
    if (kept.length === entries.length) return entries
    for (const entry of entries)
      if (entry.message.expiresAt <= time) bySeq.delete(entry.message.seq)
    if (kept.length === 0) byTopic.delete(topic)
    else byTopic.set(topic, kept)
    return kept
  }

  return {
    /** Stores a message; publishing the same message on the same topic again stores nothing. */
    add(input: NewMessage): { stored: StoredMessage; duplicate: boolean } {
      const entries = live(input.topic)
      const existing = entries.find((entry) => entry.message.message === input.message)
      if (existing) return { stored: existing.message, duplicate: true }
      const publishedAt = now()
      const entry: Entry = {
        message: {
          seq: nextSeq++,
          topic: input.topic,
          message: input.message,
          tag: input.tag,
          attestation: input.attestation,
          publishedAt,
          expiresAt: publishedAt + input.ttl * 1000,
          senderId: input.senderId,
        },
        acknowledgedBy: new Set(),
      }
      byTopic.set(input.topic, [...entries, entry])
      bySeq.set(entry.message.seq, entry)
      return { stored: entry.message, duplicate: false }
    },

    /** Live messages on `topic` that `clientId` neither sent nor acknowledged, oldest first. */
    pendingFor(topic: string, clientId: string): StoredMessage[] {
      return live(topic)
        .filter(
          (entry) => entry.message.senderId !== clientId && !entry.acknowledgedBy.has(clientId),
        )
        .map((entry) => entry.message)
    },

    acknowledge(seq: number, clientId: string): void {
      bySeq.get(seq)?.acknowledgedBy.add(clientId)
    },

    /** Drops expired messages; returns how many are left. */
    prune(): number {
      let count = 0
      for (const topic of [...byTopic.keys()]) count += live(topic).length
      return count
    },
  }
}

export type MessageStore = ReturnType<typeof createMessageStore>
