import { describe, expect, it, vi } from 'vitest'
import { createStore } from '../../../src/core/store.js'

interface State {
  count: number
  label: string
  nested: { items: number[]; tag: string }
  instance: Date | undefined
}

const initial = (): State => ({
  count: 0,
  label: 'a',
  nested: { items: [1, 2], tag: 't' },
  instance: undefined,
})

describe('the store', () => {
  it('merges the fields given into a new state and leaves the rest as they were', () => {
    const store = createStore(initial())
    const before = store.getState()
    store.setState({ count: 1 })
    const after = store.getState()
    expect(after).not.toBe(before)
    expect(after).toEqual({ ...before, count: 1 })
    expect(after.nested).toBe(before.nested)
    expect(before.count).toBe(0)
  })

  it('takes a function of the current state', () => {
    const store = createStore(initial())
    store.setState((state) => ({ count: state.count + 2 }))
    store.setState((state) => ({ count: state.count * 10 }))
    expect(store.getState().count).toBe(20)
  })

  it('takes an Immer recipe that changes a draft, and keeps what it did not touch', () => {
    const store = createStore(initial())
    const before = store.getState()
    const listener = vi.fn()
    store.subscribe(listener)
    store.setState((draft) => {
      draft.nested.items.push(3)
      draft.count += 1
    })
    const after = store.getState()
    expect(after).toEqual({ ...before, count: 1, nested: { items: [1, 2, 3], tag: 't' } })
    expect(before.nested.items).toEqual([1, 2])
    expect(after.nested).not.toBe(before.nested)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith(after, before)
    store.setState((draft) => {
      draft.label = 'b'
    })
    expect(store.getState().nested).toBe(after.nested)
  })

  it('applies the fields a recipe returns over the changes it made to the draft', () => {
    const store = createStore(initial())
    store.setState((draft) => {
      draft.nested.tag = 'u'
      return { count: draft.count + 5 }
    })
    expect(store.getState()).toMatchObject({ count: 5, nested: { items: [1, 2], tag: 'u' } })
  })

  it('keeps the state and calls no listener after a recipe that changes nothing', () => {
    const store = createStore(initial())
    const listener = vi.fn()
    store.subscribe(listener)
    store.select((state) => state.nested, listener)
    const before = store.getState()
    store.setState(() => undefined)
    store.setState((draft) => {
      draft.count = 0
      draft.nested.tag = 't'
      draft.nested.items[1] = 2
    })
    expect(store.getState()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
  })

  it('freezes the state a recipe makes, so the draft cannot be kept and changed later', () => {
    const store = createStore(initial())
    let kept: { items: number[] } | undefined
    store.setState((draft) => {
      draft.nested.items.push(3)
      kept = draft.nested
    })
    const { nested } = store.getState()
    expect(Object.isFrozen(store.getState())).toBe(true)
    expect(Object.isFrozen(nested)).toBe(true)
    expect(Object.isFrozen(nested.items)).toBe(true)
    expect(() => {
      nested.items.push(4)
    }).toThrow(TypeError)
    expect(() => kept?.items.push(5)).toThrow(TypeError)
    expect(store.getState().nested.items).toEqual([1, 2, 3])
  })

  it('keeps the state and calls no listener when nothing changes', () => {
    const store = createStore(initial())
    const listener = vi.fn()
    store.subscribe(listener)
    const before = store.getState()
    store.setState({ count: 0, label: 'a', nested: before.nested })
    store.setState(() => ({}))
    expect(store.getState()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
  })

  it('calls every listener with the new and the previous state, until unsubscribed', () => {
    const store = createStore(initial())
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    const before = store.getState()
    store.setState({ label: 'b' })
    expect(listener).toHaveBeenCalledWith(store.getState(), before)
    unsubscribe()
    store.setState({ label: 'c' })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('calls a selecting listener only when its slice changes', () => {
    const store = createStore(initial())
    const listener = vi.fn()
    store.select((state) => state.nested, listener)
    store.setState({ count: 5 })
    expect(listener).not.toHaveBeenCalled()
    const nested = { items: [3], tag: 'u' }
    store.setState({ nested })
    expect(listener).toHaveBeenCalledWith(nested, initial().nested)
  })

  it('freezes plain objects and arrays all the way down, the initial state too', () => {
    const store = createStore(initial())
    expect(Object.isFrozen(store.getState())).toBe(true)
    expect(Object.isFrozen(store.getState().nested.items)).toBe(true)
    store.setState({ nested: { items: [4], tag: 'v' } })
    const { nested } = store.getState()
    expect(Object.isFrozen(nested)).toBe(true)
    expect(Object.isFrozen(nested.items)).toBe(true)
    expect(() => {
      nested.tag = 'changed in place'
    }).toThrow(TypeError)
    expect(nested.tag).toBe('v')
  })

  it('leaves class instances unfrozen', () => {
    const store = createStore(initial())
    const instance = new Date(0)
    store.setState({ instance })
    expect(store.getState().instance).toBe(instance)
    expect(Object.isFrozen(instance)).toBe(false)
  })
})
