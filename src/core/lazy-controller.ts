/**
 * A controller only lazy views use: its module arrives through import() at the first `load()`,
 * out of every host's first load, and the one instance is kept for the instance's lifetime.
 */
export interface LazyController<C> {
  /** The controller, made on the first call; a failed import is tried again on the next call. */
  load: () => Promise<C>
  /** The controller once loaded, else undefined. */
  current: () => C | undefined
}

export function lazyController<C>(make: () => Promise<C>): LazyController<C> {
  let loading: Promise<C> | undefined
  let loaded: C | undefined
  const load = (): Promise<C> =>
    (loading ??= make().then(
      (controller) => (loaded = controller),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  return { load, current: () => loaded }
}
