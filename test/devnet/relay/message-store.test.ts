import { describe, expect, it } from 'vitest'
import { createMessageStore } from '../../../devnet/relay/message-store.js'

const topic = 'a'.repeat(64)
const message = (text: string, ttl = 60, senderId = 'did:key:dapp') => ({
  topic,
  message: text,
  ttl,
  tag: 1100,
  attestation: undefined,
  senderId,
})

describe('createMessageStore', () => {
  it('keeps a message for its ttl in seconds, then forgets it', () => {
    let now = 1_000_000
    const store = createMessageStore(() => now)
    const { stored } = store.add(message('proposal', 10))
    expect(stored).toMatchObject({ publishedAt: 1_000_000, expiresAt: 1_010_000, tag: 1100 })
    now += 9_999
    expect(store.pendingFor(topic, 'did:key:wallet')).toEqual([stored])
    now += 1
    expect(store.pendingFor(topic, 'did:key:wallet')).toEqual([])
    expect(store.prune()).toBe(0)
  })

  it('never hands a client its own message, nor one it acknowledged', () => {
    const store = createMessageStore()
    const first = store.add(message('one')).stored
    const second = store.add(message('two')).stored
    expect(store.pendingFor(topic, 'did:key:dapp')).toEqual([])
    store.acknowledge(first.seq, 'did:key:wallet')
    expect(store.pendingFor(topic, 'did:key:wallet')).toEqual([second])
    expect(store.pendingFor(topic, 'did:key:other-wallet')).toEqual([first, second])
  })

  it('stores a republished message once, so a retried publish is not delivered twice', () => {
    const store = createMessageStore()
    const original = store.add(message('same'))
    const retry = store.add(message('same'))
    expect(retry).toEqual({ stored: original.stored, duplicate: true })
    expect(store.prune()).toBe(1)
  })
})
