import { randomInt, timingSafeEqual } from 'node:crypto'

const CODE_LIFETIME_MS = 10 * 60 * 1000
const MAX_ATTEMPTS = 5

export const INVALID_CODE = 'Invalid code'

interface PendingCode {
  code: string
  expiresAt: number
  attempts: number
}

const sameCode = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * Six-digit codes, one pending per key, in memory only: each is single use, expires after 10
 * minutes and is dropped after 5 wrong tries.
 */
export function createOneTimeCodes(now: () => number = Date.now) {
  const codes = new Map<string, PendingCode>()

  /** A fresh code for the key; it replaces any code still pending for it. */
  const issue = (key: string): string => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    codes.set(key, { code, expiresAt: now() + CODE_LIFETIME_MS, attempts: 0 })
    return code
  }

  /** Undefined when the code is right (it is then spent), else why it was refused. */
  const redeem = (key: string, otp: string, noneMessage: string): string | undefined => {
    const pending = codes.get(key)
    if (pending === undefined || pending.expiresAt < now()) {
      codes.delete(key)
      return noneMessage
    }
    if (!sameCode(pending.code, otp)) {
      pending.attempts += 1
      if (pending.attempts >= MAX_ATTEMPTS) codes.delete(key)
      return INVALID_CODE
    }
    codes.delete(key)
    return undefined
  }

  const drop = (key: string): void => {
    codes.delete(key)
  }

  return { issue, redeem, drop }
}
