import { createOneTimeCodes } from './one-time-codes.js'
import type { Sessions } from './sessions.js'

export interface EmailLoginDeps {
  sessions: Sessions
  /** Sends the code to the address; rejects when it cannot be delivered. */
  deliver: (email: string, code: string) => Promise<void>
  now?: () => number
}

/** Email one-time codes, in memory only; a right code opens a session. */
export function createEmailLogin(deps: EmailLoginDeps) {
  const codes = createOneTimeCodes(deps.now)

  const start = async (email: string): Promise<void> => {
    const code = codes.issue(email)
    try {
      await deps.deliver(email, code)
    } catch (error) {
      codes.drop(email)
      throw error
    }
  }

  /** The new session token, or why the code was refused. */
  const verify = (email: string, otp: string): { token: string } | { refused: string } => {
    const refused = codes.redeem(email, otp, 'No code is pending for this email; request a new one')
    return refused === undefined
      ? { token: deps.sessions.open({ kind: 'email', email }) }
      : { refused }
  }

  return { start, verify }
}

export type EmailLogin = ReturnType<typeof createEmailLogin>
