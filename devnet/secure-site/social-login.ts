import { randomBytes } from 'node:crypto'
import type { SocialProvider } from './login-identity.js'
import type { Sessions } from './sessions.js'

/** How long a started login may wait for consent, and a granted code for its exchange. */
const STEP_LIFETIME_MS = 10 * 60 * 1000

interface Started {
  provider: SocialProvider
  /** The page that opened the popup, the only origin the consent page answers. */
  openerOrigin: string
  /** Where popups are blocked: the opener's page the consent page goes back to with the result. */
  returnTo?: string
  expiresAt: number
}

interface Granted {
  provider: SocialProvider
  account: string
  state: string
  expiresAt: number
}

export interface SocialLoginDeps {
  sessions: Sessions
  now?: () => number
}

const randomToken = (): string => randomBytes(16).toString('hex')

/**
 * The devnet's stand-in for an OAuth provider, in three single-use steps: the frame starts a
 * login (a state), the consent page grants it for an account (a code), and the frame exchanges
 * the code and its state for a session.
 */
export function createSocialLogin(deps: SocialLoginDeps) {
  const now = deps.now ?? Date.now
  const started = new Map<string, Started>()
  const granted = new Map<string, Granted>()

  const start = (provider: SocialProvider, openerOrigin: string, returnTo?: string): string => {
    const state = randomToken()
    started.set(state, {
      provider,
      openerOrigin,
      ...(returnTo !== undefined && { returnTo }),
      expiresAt: now() + STEP_LIFETIME_MS,
    })
    return state
  }

  /** The login a consent page is for, while it may still be granted. */
  const pending = (state: string): Started | undefined => {
    const login = started.get(state)
    if (login === undefined || login.expiresAt < now()) return undefined
    return login
  }

  const grant = (state: string, account: string): { code: string } | { refused: string } => {
    const login = pending(state)
    started.delete(state)
    if (login === undefined) return { refused: 'This login has expired; start it again' }
    const code = randomToken()
    granted.set(code, {
      provider: login.provider,
      account,
      state,
      expiresAt: now() + STEP_LIFETIME_MS,
    })
    return { code }
  }

  const exchange = (code: string, state: string): { token: string } | { refused: string } => {
    const grantedLogin = granted.get(code)
    granted.delete(code)
    if (grantedLogin === undefined || grantedLogin.expiresAt < now()) {
      return { refused: 'The login code is unknown or has expired' }
    }
    if (grantedLogin.state !== state) return { refused: 'The login code is for another login' }
    const { provider, account } = grantedLogin
    return { token: deps.sessions.open({ kind: 'social', provider, account }) }
  }

  return { start, pending, grant, exchange }
}

export type SocialLogin = ReturnType<typeof createSocialLogin>
