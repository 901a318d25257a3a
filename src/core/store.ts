import { produce, type Draft } from 'immer'

export type Listener<T> = (state: T, previous: T) => void
/** An Immer recipe: changes a draft of the state in place and returns nothing. */
export type Recipe<T> = (draft: Draft<T>) => undefined
/** The fields to change, or a function of a draft of the state returning them. */
export type StateChange<T> = Partial<T> | ((draft: Draft<T>) => Partial<T>)

/** A state holder: read it, and hear its changes. */
export interface Store<T> {
  /** The current state. */
  getState: () => T
  /**
   * Makes the next state with Immer's `produce`: a recipe's changes to the draft, or the fields
   * given (or returned) assigned over it. Unchanged parts keep their identity; a change that
   * changes nothing keeps the state and calls no listener.
   */
  setState: {
    /** Immer's way: the recipe changes the draft (`draft.list.push(item)`) and returns nothing. */
    (recipe: Recipe<T>): void
    /** The fields to change, or a function returning them (checked against the state's fields). */
    (change: StateChange<T>): void
  }
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe: (listener: Listener<T>) => () => void
  /** Calls the listener only when the selected slice changes (by Object.is). */
  select: <S>(selector: (state: T) => S, listener: Listener<S>) => () => void
}

/** Immer's recipe for a change: the fields assigned over the draft (equal ones change nothing). */
const recipeOf =
  <T>(change: Recipe<T> | StateChange<T>) =>
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

  const setState = (change: Recipe<T> | StateChange<T>): void => {
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
