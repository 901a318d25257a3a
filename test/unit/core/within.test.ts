import { afterEach, describe, expect, it, vi } from 'vitest'
import { within } from '../../../src/core/within.js'

describe('within', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("gives the promise's value when it settles in time, and leaves no timer running", async () => {
    vi.useFakeTimers()
    expect(await within(Promise.resolve('answer'), 1000, 'late')).toBe('answer')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('gives the fallback once the time has passed without an answer', async () => {
    vi.useFakeTimers()
    const outcome = within(new Promise<string>(() => undefined), 1000, 'late')
    await vi.advanceTimersByTimeAsync(1000)
    expect(await outcome).toBe('late')
  })

  it("passes on the promise's rejection when it comes first", async () => {
    await expect(within(Promise.reject(new Error('refused')), 1000, 'late')).rejects.toThrow(
      'refused',
    )
  })
})
