import { randomBytes } from 'node:crypto'
import type { LoginIdentity } from './login-identity.js'

/** Session tokens and who they sign in, for every login kind; in memory only. */
export function createSessions() {
  const sessions = new Map<string, LoginIdentity>()

  const open = (identity: LoginIdentity): string => {
    const token = randomBytes(32).toString('hex')
    sessions.set(token, identity)
    return token
  }

  const get = (token: string): LoginIdentity | undefined => sessions.get(token)

  const close = (token: string): void => {
    sessions.delete(token)
  }

  /** Ends every session whose login `ends` picks (a devnet switch: sessions that expired). */
  const closeWhere = (ends: (identity: LoginIdentity) => boolean): number => {
    let closed = 0
    for (const [token, identity] of [...sessions]) {
      if (!ends(identity)) continue
      sessions.delete(token)
      closed += 1
    }
    return closed
  }

  /** An email change: every session of the email login `from` now signs in `to`. */
  const moveEmail = (from: string, to: string): void => {
    for (const [token, identity] of sessions) {
      if (identity.kind === 'email' && identity.email === from) {
        sessions.set(token, { kind: 'email', email: to })
      }
    }
  }

  return { open, get, close, closeWhere, moveEmail }
}

export type Sessions = ReturnType<typeof createSessions>
