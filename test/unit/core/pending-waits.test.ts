import { describe, expect, it } from 'vitest'
import { createPendingWaits } from '../../../src/core/pending-waits.js'

describe('pending waits', () => {
  it('settles as the work does while nothing abandons it', async () => {
    const waits = createPendingWaits()
    await expect(waits.wrap(Promise.resolve('done'))).resolves.toBe('done')
    await expect(waits.wrap(Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(waits.size()).toBe(0)
  })

  it('abandonAll rejects every pending wait and ignores the late result', async () => {
    const waits = createPendingWaits()
    let finish: (value: string) => void = () => undefined
    const work = new Promise<string>((resolve) => {
      finish = resolve
    })
    const first = waits.wrap(work)
    const second = waits.wrap(work)
    waits.abandonAll(new Error('Modal closed'))
    finish('too late')
    await expect(first).rejects.toThrow('Modal closed')
    await expect(second).rejects.toThrow('Modal closed')
    expect(waits.size()).toBe(0)
  })
})
