import { describe, expect, it, vi } from 'vitest'
import { createEmitter } from '../../../src/core/emitter.js'

describe('emitter', () => {
  it('delivers each event to every listener until it is removed', () => {
    const emitter = createEmitter<number>()
    const first = vi.fn()
    const second = vi.fn()
    const offFirst = emitter.on(first)
    emitter.on(second)
    emitter.emit(1)
    offFirst()
    emitter.emit(2)
    expect(first.mock.calls).toEqual([[1]])
    expect(second.mock.calls).toEqual([[1], [2]])
  })

  it('applies listeners added during delivery from the next event on', () => {
    const emitter = createEmitter<string>()
    const late = vi.fn()
    emitter.on(() => emitter.on(late))
    emitter.emit('a')
    expect(late).not.toHaveBeenCalled()
    emitter.emit('b')
    expect(late).toHaveBeenCalledWith('b')
  })

  it('clear removes every listener', () => {
    const emitter = createEmitter<string>()
    const listener = vi.fn()
    emitter.on(listener)
    emitter.clear()
    emitter.emit('a')
    expect(listener).not.toHaveBeenCalled()
    expect(emitter.size()).toBe(0)
  })
})
