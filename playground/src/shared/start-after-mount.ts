/**
 * Starts a resource once the component has settled, and answers the effect's cleanup. StrictMode
 * mounts, unmounts and mounts again in one go: a frame created on the first mount would be torn
 * down mid-load (the browser logs net::ERR_ABORTED for it), so the start waits for a macrotask
 * and a cleanup that comes first cancels it.
 */
export function startAfterMount(start: () => () => void): () => void {
  let stop: (() => void) | undefined
  const timer = setTimeout(() => {
    stop = start()
  }, 0)
  return () => {
    clearTimeout(timer)
    stop?.()
  }
}
