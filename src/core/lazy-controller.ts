/**
 * Import once, retry after a failed import: every lazy part of Portico (a controller only lazy
 * views use, a connector kind's set-up, an API client's library) arrives through import() at its
 * first `load()`, out of every host's first load, and the one instance is kept for the
 * instance's lifetime.
 */
export interface LazyController<C> {
  /** The part, made on the first call; a failed import is tried again on the next call. */
  load: () => Promise<C>
  /** The part once loaded, else undefined. */
  current: () => C | undefined
  /**
   * Runs `use` with the part once a load already started has succeeded, and resolves with its
   * answer; never starts a load (a stop or a sign-out need not download what was never used).
   */
  whenLoaded: <T>(use: (part: C) => T | Promise<T>) => Promise<T | undefined>
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
  return {
    load,
    current: () => loaded,
    // At once (synchronously) when the part is already there: a stop takes effect before the
    // caller's next step.
    whenLoaded: async (use) => {
      const part = loaded ?? (await loading?.catch(() => undefined))
      return part === undefined ? undefined : use(part)
    },
  }
}
