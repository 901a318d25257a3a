import { describe, expect, it, vi } from 'vitest'
import { lazyController } from '../../../src/core/lazy-controller.js'

describe('a lazy controller', () => {
  it('makes its controller at the first load only, and keeps it', async () => {
    const made = { name: 'swap' }
    const make = vi.fn(() => Promise.resolve(made))
    const lazy = lazyController(make)
    expect(make).not.toHaveBeenCalled()
    expect(lazy.current()).toBeUndefined()
    const [first, second] = await Promise.all([lazy.load(), lazy.load()])
    expect(first).toBe(made)
    expect(second).toBe(made)
    expect(await lazy.load()).toBe(made)
    expect(lazy.current()).toBe(made)
    expect(make).toHaveBeenCalledTimes(1)
  })

  it('tries again after a failed load', async () => {
    const make = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce('loaded')
    const lazy = lazyController(make)
    await expect(lazy.load()).rejects.toThrow('chunk failed')
    expect(lazy.current()).toBeUndefined()
    expect(await lazy.load()).toBe('loaded')
    expect(make).toHaveBeenCalledTimes(2)
  })
})
