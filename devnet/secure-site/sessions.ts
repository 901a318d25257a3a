import { randomBytes } from 'node:crypto'
import { walletKeyOf, type LoginIdentity } from './login-identity.js'

/** The project and embedding page a session was opened for; it is used from them only. */
export interface SessionBinding {
  projectId: string
  parentOrigin: string
}

interface Session {
  /** The session's public name in Account's list (never its credential or handle). */
  id: string
  identity: LoginIdentity
  /** A label of the browser and system it was last used from (device-label.ts). */
  device: string | undefined
  createdAt: number
  lastUsedAt: number
  /** What the host page is given: it answers only whether the login exists and whose it is. */
  handle: string
  /** Set once the login's reply goes to the frame; a session without one signs nothing. */
  binding: SessionBinding | undefined
}

const randomToken = (): string => randomBytes(32).toString('hex')

/** A session as Account lists it: where the login is signed in, and when it was last used. */
export interface SessionSummary {
  id: string
  device: string | null
  projectId: string | null
  parentOrigin: string | null
  createdAt: number
  lastUsedAt: number
}

/**
 * Sessions of every login kind, in memory only. Each has two secrets: the credential (`token`),
 * which signs, is handed to the frame alone and kept in the frame's own storage; and the handle,
 * which the frame passes on to the host page. Signing out ends both.
 */
export function createSessions(now: () => number = Date.now) {
  const sessions = new Map<string, Session>()
  /** Credentials of sessions ended from Account, so their next request says so. */
  const ended = new Set<string>()

  const open = (identity: LoginIdentity): string => {
    const token = randomToken()
    sessions.set(token, {
      id: randomBytes(16).toString('hex'),
      identity,
      handle: randomToken(),
      binding: undefined,
      device: undefined,
      createdAt: now(),
      lastUsedAt: now(),
    })
    return token
  }

  /** A request with the credential: when, and from which browser. */
  const touch = (token: string, device: string | undefined): void => {
    const session = sessions.get(token)
    if (session === undefined) return
    session.lastUsedAt = now()
    if (device !== undefined) session.device = device
  }

  const sameLogin = (a: LoginIdentity, b: LoginIdentity): boolean =>
    walletKeyOf(a) === walletKeyOf(b)

  /** The login's sessions, most recently used first. */
  const listOf = (identity: LoginIdentity): Array<SessionSummary & { token: string }> =>
    [...sessions]
      .filter(
        ([, session]) => session.binding !== undefined && sameLogin(session.identity, identity),
      )
      .map(([token, { id, device, binding, createdAt, lastUsedAt }]) => ({
        token,
        id,
        device: device ?? null,
        projectId: binding?.projectId ?? null,
        parentOrigin: binding?.parentOrigin ?? null,
        createdAt,
        lastUsedAt,
      }))
      .sort((a, b) => b.lastUsedAt - a.lastUsedAt)

  /** Ends the login's sessions `which` picks (from Account); how many ended. */
  const endOf = (
    identity: LoginIdentity,
    which: (id: string, token: string) => boolean,
  ): number => {
    let count = 0
    for (const { id, token } of listOf(identity)) {
      if (!which(id, token)) continue
      sessions.delete(token)
      ended.add(token)
      count += 1
    }
    return count
  }

  const wasEnded = (token: string): boolean => ended.has(token)

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

  return {
    open,
    touch,
    get,
    handleOf,
    bindingOf,
    bind,
    byHandle,
    close,
    closeWhere,
    moveEmail,
    listOf,
    endOf,
    wasEnded,
  }
}

export type Sessions = ReturnType<typeof createSessions>
