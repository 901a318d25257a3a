import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStore } from '../../../../src/core/store.js'
import { followSiwxFlow } from '../../../../src/wiring/siwx/siwx-flow.js'

describe('following the SIWX flow', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function setup() {
    const store = createStore<{ key: string | undefined }>({ key: undefined })
    const initializeIfEnabled = vi.fn(() => Promise.resolve())
    const stop = followSiwxFlow({
      siwx: { initializeIfEnabled },
      stores: [store],
      activeKey: () => store.getState().key,
    })
    const setKey = (key: string | undefined) => {
      store.setState({ key })
    }
    return { initializeIfEnabled, stop, setKey }
  }

  it('runs the flow once per new address and network, on the next task', async () => {
    const { initializeIfEnabled, setKey } = setup()
    setKey('eip155:1:0xabc@eip155:1')
    expect(initializeIfEnabled).not.toHaveBeenCalled()
    await vi.runAllTimersAsync()
    expect(initializeIfEnabled).toHaveBeenCalledTimes(1)
    setKey('eip155:1:0xabc@eip155:1')
    setKey('eip155:1:0xabc@eip155:8453')
    await vi.runAllTimersAsync()
    expect(initializeIfEnabled).toHaveBeenCalledTimes(2)
  })

  it('does not run while disconnected, and runs again on the next connection', async () => {
    const { initializeIfEnabled, setKey } = setup()
    setKey('eip155:1:0xabc@eip155:1')
    await vi.runAllTimersAsync()
    setKey(undefined)
    await vi.runAllTimersAsync()
    expect(initializeIfEnabled).toHaveBeenCalledTimes(1)
    setKey('eip155:1:0xabc@eip155:1')
    await vi.runAllTimersAsync()
    expect(initializeIfEnabled).toHaveBeenCalledTimes(2)
  })

  it('leaves no timer and no listener once stopped', async () => {
    const { initializeIfEnabled, setKey, stop } = setup()
    setKey('eip155:1:0xabc@eip155:1')
    stop()
    expect(vi.getTimerCount()).toBe(0)
    setKey('eip155:1:0xdef@eip155:1')
    await vi.runAllTimersAsync()
    expect(initializeIfEnabled).not.toHaveBeenCalled()
  })
})
