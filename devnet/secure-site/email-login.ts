import { randomInt, timingSafeEqual } from 'node:crypto'
import type { Sessions } from './sessions.js'

const CODE_LIFETIME_MS = 10 * 60 * 1000
const MAX_ATTEMPTS = 5

interface PendingCode {
  code: string
  expiresAt: number
  attempts: number
}

export interface EmailLoginDeps {
  sessions: Sessions
  /** Sends the code to the address; rejects when it cannot be delivered. */
  deliver: (email: string, code: string) => Promise<void>
  now?: () => number
}

const sameCode = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** Email one-time codes, in memory only; a right code opens a session. */
export function createEmailLogin(deps: EmailLoginDeps) {
  const now = deps.now ?? Date.now
  const codes = new Map<string, PendingCode>()

  const start = async (email: string): Promise<void> => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    await deps.deliver(email, code)
    codes.set(email, { code, expiresAt: now() + CODE_LIFETIME_MS, attempts: 0 })
  }

  /** The new session token, or why the code was refused. */
  const verify = (email: string, otp: string): { token: string } | { refused: string } => {
    const pending = codes.get(email)
    if (pending === undefined || pending.expiresAt < now()) {
      codes.delete(email)
      return { refused: 'No code is pending for this email; request a new one' }
    }
    if (!sameCode(pending.code, otp)) {
      pending.attempts += 1
      if (pending.attempts >= MAX_ATTEMPTS) codes.delete(email)
      return { refused: 'Invalid code' }
    }
    codes.delete(email)
    return { token: deps.sessions.open({ kind: 'email', email }) }
  }

  return { start, verify }
}

export type EmailLogin = ReturnType<typeof createEmailLogin>
