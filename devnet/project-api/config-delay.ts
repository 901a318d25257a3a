import type { JsonReply } from '../http/json-http.js'
import { jsonError } from '../http/json-http.js'

/** The paths of the three configuration calls `initialize()` makes (specs/project-api.yaml). */
export const CONFIG_PATHS: readonly string[] = [
  '/appkit/v1/config',
  '/appkit/v1/project-limits',
  '/getAnalyticsConfig',
]

/** The longest delay the switch takes: long enough for any test, short of a socket timeout. */
export const MAX_CONFIG_DELAY_MS = 60_000

/**
 * How long the configuration calls wait before they answer (GET / PUT /devnet/config-delay), so
 * a test can watch a page render before its configuration lands. In memory only: a restart
 * answers at once again.
 */
export function createConfigDelay() {
  let delayMs = 0
  const route = {
    GET: (): JsonReply => ({ status: 200, body: { delayMs } }),
    PUT: (body: unknown): JsonReply => {
      const value: unknown =
        typeof body === 'object' && body !== null ? Reflect.get(body, 'delayMs') : undefined
      if (
        typeof value !== 'number' ||
        !Number.isInteger(value) ||
        value < 0 ||
        value > MAX_CONFIG_DELAY_MS
      ) {
        return jsonError(
          400,
          `Invalid config delay: delayMs must be 0..${String(MAX_CONFIG_DELAY_MS)}`,
        )
      }
      delayMs = value
      return { status: 200, body: { delayMs } }
    },
  }
  /** The wait before a request of this path is answered: 0 for every other path. */
  const delayOf = (pathname: string): number => (CONFIG_PATHS.includes(pathname) ? delayMs : 0)
  return { route, delayOf }
}

export type ConfigDelay = ReturnType<typeof createConfigDelay>
