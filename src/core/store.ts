import { produce, type Draft } from 'immer'

export type Listener<T> = (state: T, previous: T) => void
/**
 * How a state changes: the fields to change, or a function of a draft of the state (an Immer
 * recipe) that changes the draft in place and may also return fields to change.
 */
export type StateChange<T> = Partial<T> | ((draft: Draft<T>) => Partial<T> | undefined)

export interface Store<T> {
  getState: () => T
  /**
   * Makes the next state with Immer's `produce`: the recipe's changes to the draft, the fields
   * given (or returned) assigned over it. Unchanged parts keep their identity; a change that
   * changes nothing keeps the state and calls no listener.
   */
  setState: (change: StateChange<T>) => void
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe: (listener: Listener<T>) => () => void
  /** Calls the listener only when the selected slice changes (by Object.is). */
  select: <S>(selector: (state: T) => S, listener: Listener<S>) => () => void
}

/** Immer's recipe for a change: the fields assigned over the draft (equal ones change nothing). */
const recipeOf =
  <T>(change: StateChange<T>) =>
  (draft: Draft<T>): void => {
    const fields = typeof change === 'function' ? change(draft) : change
    // Every state is an object (createStore's bound); the check tells the compiler so.
    if (fields && typeof draft === 'object' && draft !== null) Object.assign(draft, fields)
  }

/**
 * A zustand-sized store whose states are immutable: each change is an Immer `produce`, whose
 * auto-freeze freezes plain objects and arrays all the way down (class instances, such as a
 * wallet's provider or an error, are left as they are), so nobody can change a state in place.
 */
export function createStore<T extends object>(initial: T): Store<T> {
  // A recipe that changes nothing returns its base, frozen.
  let state = produce(initial, () => undefined)
  const listeners = new Set<Listener<T>>()

  const setState = (change: StateChange<T>): void => {
    const previous = state
    state = produce(previous, recipeOf(change))
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
