/** A store's subscribe, whatever its state: the watcher only needs to hear that it changed. */
export interface Subscribable {
  subscribe: (listener: () => void) => () => void
}

/**
 * Hears a plain value read from several stores: `onChange` gets the new and the previous value
 * each time it changes (compared as JSON; not called at once). Returns the unsubscribe.
 */
export function watchDerived<T>(
  stores: readonly Subscribable[],
  read: () => T,
  onChange: (value: T, previous: T) => void,
): () => void {
  let last = read()
  const check = (): void => {
    const next = read()
    if (JSON.stringify(next) === JSON.stringify(last)) return
    const previous = last
    last = next
    onChange(next, previous)
  }
  const stops = stores.map((store) => store.subscribe(check))
  return () => {
    for (const stop of stops) stop()
  }
}
