import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { relayListening } from '../../../src/connectors/walletconnect-listening.js'

/** A document's lifecycle as a phone browser drives it. */
class FakePage extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible'
  show(state: DocumentVisibilityState): void {
    this.visibilityState = state
    this.dispatchEvent(new Event('visibilitychange'))
  }
}

/** The core relayer's socket state and events. */
class FakeRelay extends EventEmitter {
  connected = true
  set(connected: boolean): void {
    this.connected = connected
    this.emit(connected ? 'relayer_connect' : 'relayer_disconnect')
  }
}

describe("whether a wallet's answer reaches the page now", () => {
  it('needs the page visible, not frozen, and the relay socket open; each change is told', () => {
    const page = new FakePage()
    const relay = new FakeRelay()
    const signal = relayListening(relay, page)
    const seen: boolean[] = []
    const stop = signal.onChange(() => seen.push(signal.listening()))
    expect(signal.listening()).toBe(true)
    page.show('hidden')
    page.show('visible')
    page.dispatchEvent(new Event('freeze'))
    page.dispatchEvent(new Event('resume'))
    relay.set(false)
    relay.set(true)
    expect(seen).toEqual([false, true, false, true, false, true])
    stop()
    page.show('hidden')
    relay.set(false)
    expect(seen).toHaveLength(6)
    expect(relay.listenerCount('relayer_connect') + relay.listenerCount('relayer_disconnect')).toBe(
      0,
    )
  })

  it('without a document, the socket alone counts', () => {
    const relay = new FakeRelay()
    const signal = relayListening(relay, undefined)
    expect(signal.listening()).toBe(true)
    relay.connected = false
    expect(signal.listening()).toBe(false)
  })
})
