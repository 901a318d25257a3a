import { describe, expect, it } from 'vitest'
import { createStops } from '../../../src/core/stops.js'

describe('createStops', () => {
  it('starts every stop at once, last registered first, and settles when the slow ones have', async () => {
    const ran: string[] = []
    const stops = createStops(() => undefined)
    stops.onStop(() => {
      ran.push('events flushed')
    })
    stops.onStop(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      ran.push('socket closed')
    })
    stops.onStop(() => {
      ran.push('listener removed')
    })

    const stopping = stops.stopAll()
    // Before the caller's next step: what stops at once has stopped.
    expect(ran).toEqual(['listener removed', 'events flushed'])
    await stopping

    expect(ran).toEqual(['listener removed', 'events flushed', 'socket closed'])
  })

  it('a stop that throws or rejects is reported and skips none of the others', async () => {
    const ran: string[] = []
    const reported: unknown[] = []
    const stops = createStops((error) => reported.push(error))
    const thrown = new Error('thrown')
    const rejected = new Error('rejected')
    stops.onStop(() => {
      ran.push('first')
    })
    stops.onStop(() => Promise.reject(rejected))
    stops.onStop(() => {
      ran.push('middle')
    })
    stops.onStop(() => {
      throw thrown
    })

    await stops.stopAll()

    expect(ran).toEqual(['middle', 'first'])
    expect(reported).toEqual([thrown, rejected])
  })

  it('runs each stop once, and one registered while stopping at once', async () => {
    let runs = 0
    const stops = createStops(() => undefined)
    stops.onStop(() => {
      runs += 1
    })
    await stops.stopAll()
    await stops.stopAll()
    expect(runs).toBe(1)

    stops.onStop(() => {
      runs += 1
    })
    await Promise.resolve()
    expect(runs).toBe(2)
  })
})
