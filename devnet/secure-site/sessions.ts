import { randomBytes } from 'node:crypto'
import type { LoginIdentity } from './login-identity.js'

/** The project and embedding page a session was opened for; it is used from them only. */
export interface SessionBinding {
  projectId: string
  parentOrigin: string
}

interface Session {
  identity: LoginIdentity
  /** What the host page is given: it answers only whether the login exists and whose it is. */
  handle: string
  /** Set once the login's reply goes to the frame; a session without one signs nothing. */
  binding: SessionBinding | undefined
}

const randomToken = (): string => randomBytes(32).toString('hex')

/**
 * Sessions of every login kind, in memory only. Each has two secrets: the credential (`token`),
 * which signs, is handed to the frame alone and kept in the frame's own storage; and the handle,
 * which the frame passes on to the host page. Signing out ends both.
 */
export function createSessions() {
  const sessions = new Map<string, Session>()

  const open = (identity: LoginIdentity): string => {
    const token = randomToken()
    sessions.set(token, { identity, handle: randomToken(), binding: undefined })
    return token
  }

  const get = (token: string): LoginIdentity | undefined => sessions.get(token)?.identity

  const handleOf = (token: string): string | undefined => sessions.get(token)?.handle

  const bindingOf = (token: string): SessionBinding | undefined => sessions.get(token)?.binding

  /** Binds a new session to the project and page it was opened from; only once. */
  const bind = (token: string, binding: SessionBinding): void => {
    const session = sessions.get(token)
    if (session !== undefined && session.binding === undefined) session.binding = { ...binding }
  }

  /** The login a handle stands for and its binding, while its session lasts. */
  const byHandle = (
    handle: string,
  ): { identity: LoginIdentity; binding: SessionBinding | undefined } | undefined => {
    for (const { identity, binding, handle: known } of sessions.values()) {
      if (known === handle) return { identity, binding }
    }
    return undefined
  }

  const close = (token: string): void => {
    sessions.delete(token)
  }

  /** Ends every session whose login `ends` picks (a devnet switch: sessions that expired). */
  const closeWhere = (ends: (identity: LoginIdentity) => boolean): number => {
    let closed = 0
    for (const [token, session] of [...sessions]) {
      if (!ends(session.identity)) continue
      sessions.delete(token)
      closed += 1
    }
    return closed
  }

  /** An email change: every session of the email login `from` now signs in `to`. */
  const moveEmail = (from: string, to: string): void => {
    for (const session of sessions.values()) {
      const { identity } = session
      if (identity.kind === 'email' && identity.email === from) {
        session.identity = { kind: 'email', email: to }
      }
    }
  }

  return { open, get, handleOf, bindingOf, bind, byHandle, close, closeWhere, moveEmail }
}

export type Sessions = ReturnType<typeof createSessions>
