import { describe, expect, it } from 'vitest'
import { createRequestGate } from '../../../src/wiring/request-gate.js'

const urlOf = (input: Parameters<typeof globalThis.fetch>[0]): string =>
  input instanceof Request ? input.url : String(input)

function recordingFetch() {
  const sent: string[] = []
  const fetch: typeof globalThis.fetch = (input) => {
    sent.push(urlOf(input))
    return Promise.resolve(new Response('{}'))
  }
  return { sent, fetch }
}

describe('createRequestGate', () => {
  it('without deferral is open and leaves fetch as given', async () => {
    const { fetch } = recordingFetch()
    const gate = createRequestGate()
    expect(gate.store.getState().allowed).toBe(true)
    expect(gate.fetch(fetch)).toBe(fetch)
    expect(gate.fetch(undefined)).toBeUndefined()
    await expect(gate.opened).resolves.toBeUndefined()
  })

  it('deferred, holds every request until allowed, then sends each once in order', async () => {
    const { sent, fetch } = recordingFetch()
    const gate = createRequestGate(true)
    const gated = gate.fetch(fetch)
    if (!gated) throw new Error('a deferred gate wraps fetch')
    const replies = [gated('http://127.0.0.1:4200/a'), gated('http://127.0.0.1:4200/b')]
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent).toEqual([])
    expect(gate.store.getState().allowed).toBe(false)
    gate.allow()
    gate.allow()
    await Promise.all(replies)
    expect(sent).toEqual(['http://127.0.0.1:4200/a', 'http://127.0.0.1:4200/b'])
    expect(gate.store.getState().allowed).toBe(true)
  })
})
