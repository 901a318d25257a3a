/**
 * Waits that can be abandoned together: each wrapped promise settles as its work does, unless
 * abandonAll() rejects it first. The work itself is not stopped; its late result is ignored.
 */
export function createPendingWaits() {
  const abandons = new Set<(error: Error) => void>()

  const wrap = <T>(work: Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      abandons.add(reject)
      work.then(resolve, reject).finally(() => abandons.delete(reject))
    })

  const abandonAll = (error: Error): void => {
    for (const abandon of [...abandons]) abandon(error)
    abandons.clear()
  }

  return { wrap, abandonAll, size: () => abandons.size }
}
