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

  it('whenLoaded never starts a load: nothing while none was asked, the answer of a load under way, at once when loaded', async () => {
    const make = vi.fn(() => Promise.resolve({ stop: () => 'stopped' }))
    const lazy = lazyController(make)
    expect(await lazy.whenLoaded((part) => part.stop())).toBeUndefined()
    expect(make).not.toHaveBeenCalled()

    const loading = lazy.load()
    expect(await lazy.whenLoaded((part) => part.stop())).toBe('stopped')
    await loading
    let ran = false
    void lazy.whenLoaded(() => {
      ran = true
    })
    expect(ran).toBe(true)
    expect(make).toHaveBeenCalledTimes(1)
  })

  it('whenLoaded after a failed load resolves with nothing, and the next load tries again', async () => {
    const make = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce('loaded')
    const lazy = lazyController(make)
    const failing = lazy.load()
    expect(await lazy.whenLoaded((part) => part)).toBeUndefined()
    await expect(failing).rejects.toThrow('chunk failed')
    expect(await lazy.load()).toBe('loaded')
  })
})
