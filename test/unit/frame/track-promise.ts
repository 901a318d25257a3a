export interface Tracked<T> {
  settled: boolean
  value: T | undefined
  error: unknown
}

/** Records how a promise settles, so a test can look without awaiting (and without leaking). */
export function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked: Tracked<T> = { settled: false, value: undefined, error: undefined }
  promise.then(
    (value) => {
      tracked.settled = true
      tracked.value = value
    },
    (error: unknown) => {
      tracked.settled = true
      tracked.error = error
    },
  )
  return tracked
}

export const messageOf = (error: unknown): string | undefined =>
  error instanceof Error ? error.message : undefined
