import { merged } from './merged.js'

export type Listener<T> = (state: T, previous: T) => void
/** The fields to change, or a function of the current state returning them. */
export type StateChange<T> = Partial<T> | ((state: T) => Partial<T>)

export interface Store<T> {
  getState: () => T
  /**
   * Merges the changed fields into a new state (shallowly, as zustand does); nested objects are
   * replaced, never mutated. A change that changes nothing keeps the state and calls no listener.
   */
  setState: (change: StateChange<T>) => void
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe: (listener: Listener<T>) => () => void
  /** Calls the listener only when the selected slice changes (by Object.is). */
  select: <S>(selector: (state: T) => S, listener: Listener<S>) => () => void
}

const isPlain = (value: object): boolean => {
  const prototype: unknown = Object.getPrototypeOf(value)
  return Array.isArray(value) || prototype === Object.prototype || prototype === null
}

/**
 * Freezes plain objects and arrays all the way down, so nobody can change a state in place. A
 * frozen object was frozen with everything under it, so a new state costs only its new parts.
 * Class instances (a wallet's provider, an error) are left as they are.
 */
function frozen<V>(value: V): V {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value) && isPlain(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) frozen(child)
  }
  return value
}

/** A zustand-sized store whose states are immutable: each change makes a new, frozen state. */
export function createStore<T extends object>(initial: T): Store<T> {
  let state = frozen(initial)
  const listeners = new Set<Listener<T>>()

  const setState = (change: StateChange<T>): void => {
    const previous = state
    state = frozen(merged(state, typeof change === 'function' ? change(state) : change))
    if (state === previous) return
    for (const listener of [...listeners]) listener(state, previous)
  }

  const subscribe = (listener: Listener<T>): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  const select = <S>(selector: (state: T) => S, listener: Listener<S>): (() => void) =>
    subscribe((next, previous) => {
      const [now, before] = [selector(next), selector(previous)]
      if (!Object.is(now, before)) listener(now, before)
    })

  return { getState: () => state, setState, subscribe, select }
}
