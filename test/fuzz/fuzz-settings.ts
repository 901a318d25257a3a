import fc from 'fast-check'

const numberFrom = (name: string, fallback: number): number => {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, not ${raw}`)
  return value
}

/**
 * One seed per run, printed so that any failure replays with FUZZ_SEED=<seed>; FUZZ_RUNS sets
 * the cases per target (200 in `npm test`, 10,000 in `npm run fuzz`).
 */
export const FUZZ_SEED = numberFrom('FUZZ_SEED', Date.now() % 2 ** 31)
export const FUZZ_RUNS = numberFrom('FUZZ_RUNS', 200)
/** A request that takes longer than this has hung the service. */
export const HANG_MS = 10_000

export interface FuzzCounts {
  target: string
  cases: number
  crashes: number
  hangs: number
}

/**
 * Runs a property over FUZZ_RUNS generated cases from FUZZ_SEED and prints its counts: a crash
 * is a 5xx, a broken connection or a dead service, a hang a reply later than HANG_MS.
 */
export async function fuzzTarget<T>(
  target: string,
  arbitrary: fc.Arbitrary<T>,
  check: (input: T, counts: FuzzCounts) => Promise<void>,
): Promise<FuzzCounts> {
  const counts: FuzzCounts = { target, cases: 0, crashes: 0, hangs: 0 }
  try {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (input) => {
        counts.cases += 1
        await check(input, counts)
      }),
      { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true },
    )
  } finally {
    console.log(
      `[fuzz] ${target}: ${String(counts.cases)} cases, ${String(counts.crashes)} crashes, ${String(counts.hangs)} hangs (FUZZ_SEED=${String(FUZZ_SEED)})`,
    )
  }
  return counts
}

const isReset = (error: unknown): boolean =>
  error instanceof Error &&
  error.cause instanceof Error &&
  'code' in error.cause &&
  error.cause.code === 'ECONNRESET'

export interface FuzzReply {
  status: number
  body: unknown
}

/** A request with the hang limit; a timeout or a broken connection is counted, then thrown. */
export async function fuzzFetch(
  url: string,
  init: RequestInit,
  counts: FuzzCounts,
): Promise<FuzzReply> {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(HANG_MS) }).catch(
      (error: unknown) => {
        if (!isReset(error)) throw error
        // A kept-alive socket the server closed as idle just as this request went out (timers
        // run late on a loaded machine) resets without the server having read it: sent again
        // once. A request that itself makes the server reset resets again and counts as a crash.
        console.log(`[fuzz] ${counts.target}: connection reset, sent again: ${url}`)
        return fetch(url, { ...init, signal: AbortSignal.timeout(HANG_MS) })
      },
    )
  } catch (error) {
    const hang = error instanceof Error && error.name === 'TimeoutError'
    if (hang) counts.hangs += 1
    else counts.crashes += 1
    throw new Error(`${hang ? 'hang' : 'crash'}: ${init.method ?? 'GET'} ${url}`, { cause: error })
  }
  const text = await response.text()
  if (response.status >= 500) counts.crashes += 1
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // Not every reply is JSON (icons, pages); the text is kept for the failure message.
  }
  return { status: response.status, body }
}
