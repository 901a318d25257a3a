import { useCallback, useSyncExternalStore } from 'react'
import type { Store } from '../core/store.js'

/**
 * A slice of a controller store. The component re-renders only when the slice changes (by
 * Object.is), so a selector must return a value kept in the state or a primitive, never a fresh
 * object. The server snapshot is the same state: rendering in Node reads the store as it is.
 */
export function usePorticoStore<T, S>(store: Store<T>, selector: (state: T) => S): S {
  const snapshot = useCallback(() => selector(store.getState()), [store, selector])
  return useSyncExternalStore(store.subscribe, snapshot, snapshot)
}
