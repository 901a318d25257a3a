import type { LoginIdentity } from './login-identity.js'
import { createOneTimeCodes } from './one-time-codes.js'
import type { Sessions } from './sessions.js'
import type { WalletStore } from './wallet-store.js'

export interface EmailUpdateDeps {
  sessions: Pick<Sessions, 'moveEmail'>
  wallets: Pick<WalletStore, 'has' | 'rename'>
  /** Sends the code to the address; rejects when it cannot be delivered. */
  deliver: (email: string, code: string) => Promise<void>
  now?: () => number
}

/** Why a step was refused, with the HTTP status the API answers it with. */
export interface Refusal {
  status: number
  refused: string
}

interface PendingUpdate {
  from: string
  to: string
  /** Which code the user must enter next. */
  stage: 'primary' | 'secondary'
}

const NOTHING_PENDING = 'Start an email change first'

/**
 * Changing a login's email: a code goes to the current email, then one to the new email; once
 * both are entered the wallet (and every session of the old email) moves to the new email, so
 * the new email logs in to the same wallet and the old one no longer does.
 */
export function createEmailUpdate(deps: EmailUpdateDeps) {
  const codes = createOneTimeCodes(deps.now)
  /** Keyed by the session token that started the change. */
  const pending = new Map<string, PendingUpdate>()

  const send = async (token: string, update: PendingUpdate): Promise<void> => {
    const to = update.stage === 'primary' ? update.from : update.to
    const key = `${update.stage}:${token}`
    try {
      await deps.deliver(to, codes.issue(key))
    } catch (error) {
      codes.drop(key)
      throw error
    }
  }

  const start = async (
    token: string,
    identity: LoginIdentity,
    email: string,
  ): Promise<{ action: 'VERIFY_PRIMARY_OTP' } | Refusal> => {
    if (identity.kind !== 'email') {
      return { status: 403, refused: 'Only an email login can change its email' }
    }
    if (email === identity.email) {
      return { status: 400, refused: 'The new email is the same as the current one' }
    }
    if (deps.wallets.has(email)) return { status: 409, refused: 'This email is already in use' }
    const update: PendingUpdate = { from: identity.email, to: email, stage: 'primary' }
    await send(token, update)
    pending.set(token, update)
    codes.drop(`secondary:${token}`)
    return { action: 'VERIFY_PRIMARY_OTP' }
  }

  /** The code the current email received: the new email gets its own code next. */
  const confirmPrimary = async (token: string, otp: string): Promise<Refusal | undefined> => {
    const update = pending.get(token)
    if (update?.stage !== 'primary') return { status: 409, refused: NOTHING_PENDING }
    const refused = codes.redeem(`primary:${token}`, otp, NOTHING_PENDING)
    if (refused !== undefined) return { status: 401, refused }
    const next: PendingUpdate = { ...update, stage: 'secondary' }
    pending.set(token, next)
    await send(token, next)
    return undefined
  }

  /** The code the new email received: the change is made, and the new email is answered. */
  const confirmSecondary = (token: string, otp: string): { newEmail: string } | Refusal => {
    const update = pending.get(token)
    if (update?.stage !== 'secondary') return { status: 409, refused: NOTHING_PENDING }
    const refused = codes.redeem(`secondary:${token}`, otp, NOTHING_PENDING)
    if (refused !== undefined) return { status: 401, refused }
    pending.delete(token)
    // Someone may have logged in with the new email since the change started.
    if (deps.wallets.has(update.to)) return { status: 409, refused: 'This email is already in use' }
    if (deps.wallets.has(update.from)) deps.wallets.rename(update.from, update.to)
    deps.sessions.moveEmail(update.from, update.to)
    return { newEmail: update.to }
  }

  return { start, confirmPrimary, confirmSecondary }
}

export type EmailUpdate = ReturnType<typeof createEmailUpdate>
