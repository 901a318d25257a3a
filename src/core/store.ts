import { produce, type Draft } from 'immer'

export type Listener<T> = (state: T, previous: T) => void
export type Recipe<T> = (draft: Draft<T>) => void

export interface Store<T> {
  getState: () => T
  setState: (recipe: Recipe<T>) => void
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe: (listener: Listener<T>) => () => void
  /** Calls the listener only when the selected slice changes (by Object.is). */
  select: <S>(selector: (state: T) => S, listener: Listener<S>) => () => void
}

/** A zustand-sized store whose updates are Immer recipes, so every state is immutable. */
export function createStore<T>(initial: T): Store<T> {
  let state = initial
  const listeners = new Set<Listener<T>>()

  const setState = (recipe: Recipe<T>): void => {
    const previous = state
    state = produce(state, recipe)
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
