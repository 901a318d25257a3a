/** Lets go of what a part started (a listener, a timer, a socket); may finish later. */
export type Stop = () => void | Promise<void>

/**
 * The stops of an instance's parts: each part that starts something registers its stop as it is
 * made, and `stopAll` runs them in reverse order (the last made, which may lean on the earlier
 * ones, stops first). Each stop is awaited and isolated: one that throws or rejects is reported
 * and the rest still run. A stop registered after `stopAll` began runs at once.
 */
export function createStops(report: (error: unknown) => void) {
  const registered: Stop[] = []
  let stopping = false

  const runIsolated = (stop: Stop): Promise<void> => {
    try {
      return Promise.resolve(stop()).catch(report)
    } catch (error) {
      report(error)
      return Promise.resolve()
    }
  }

  return {
    onStop: (stop: Stop): void => {
      if (stopping) void runIsolated(stop)
      else registered.push(stop)
    },
    /** Runs every registered stop once, last registered first; settles when all have. */
    stopAll: async (): Promise<void> => {
      stopping = true
      const running: Promise<void>[] = []
      for (let stop = registered.pop(); stop; stop = registered.pop())
        running.push(runIsolated(stop))
      await Promise.all(running)
    },
  }
}
