/** How many times a second `run` completes in a window of about `ms`, after a warm-up. */
function onceOpsPerSecond(run: () => unknown, ms: number): number {
  let count = 0
  const start = performance.now()
  let elapsed = 0
  while (elapsed < ms) {
    for (let batch = 0; batch < 200; batch++) run()
    count += 200
    elapsed = performance.now() - start
  }
  return (count / elapsed) * 1000
}

/**
 * The best rate of each function over alternating rounds: a run interrupted by other work on the
 * machine only lowers one round, and both sides see the same moments of the machine.
 */
export function bestOpsPerSecond(runs: readonly (() => unknown)[], rounds = 7, ms = 120): number[] {
  for (const run of runs) for (let warm = 0; warm < 2_000; warm++) run()
  const best = runs.map(() => 0)
  for (let round = 0; round < rounds; round++) {
    runs.forEach((run, index) => {
      best[index] = Math.max(best[index] ?? 0, onceOpsPerSecond(run, ms))
    })
  }
  return best.map(Math.round)
}
