/** A store's subscribe, whatever its state: the watcher only needs to hear that it changed. */
export interface Subscribable {
  subscribe: (listener: () => void) => () => void
}

/**
 * The derived values are fresh objects of store values; the stores keep an unchanged value's
 * identity, so comparing field by field is enough (no serialising on every store change).
 */
function sameFields<T>(a: T, b: T): boolean {
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    return Object.is(a, b)
  }
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(Reflect.get(a, key), Reflect.get(b, key)))
  )
}

/**
 * Hears a plain value read from several stores: `onChange` gets the new and the previous value
 * each time it changes (compared field by field; not called at once). Returns the unsubscribe.
 */
export function watchDerived<T>(
  stores: readonly Subscribable[],
  read: () => T,
  onChange: (value: T, previous: T) => void,
): () => void {
  let last = read()
  const check = (): void => {
    const next = read()
    if (sameFields(next, last)) return
    const previous = last
    last = next
    onChange(next, previous)
  }
  const stops = stores.map((store) => store.subscribe(check))
  return () => {
    for (const stop of stops) stop()
  }
}
