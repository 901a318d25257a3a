import { EMAIL_CODE_COOLDOWN_MS } from '../core/constants.js'

const SECOND_MS = 1000

/**
 * The error for an email code requested within 30 s of the last one, or undefined once the
 * cooldown is over. The seconds left are rounded up, so the user never retries too early.
 */
export function emailCooldownError(
  lastEmailLoginTime: number | undefined,
  now: number,
): Error | undefined {
  if (lastEmailLoginTime === undefined) return undefined
  const remainingMs = lastEmailLoginTime + EMAIL_CODE_COOLDOWN_MS - now
  if (remainingMs <= 0) return undefined
  return new Error(`Please try again after ${Math.ceil(remainingMs / SECOND_MS)} seconds`)
}
