import type { IncomingMessage } from 'node:http'
import { jsonError, type JsonReply } from '../http/json-http.js'
import { checkedBody } from './checked-body.js'
import { checkOtp } from './api-bodies.js'
import { FRESH_PROOF_NEEDED, type FreshProofs } from './fresh-proofs.js'
import { exportKeys } from './key-export.js'
import { profileOf, type LoginIdentity } from './login-identity.js'
import { PARENT_HEADER } from './request-binding-headers.js'
import { createOneTimeCodes } from './one-time-codes.js'
import {
  checkAssertion,
  checkPasskeyId,
  checkRegistration,
  checkSessionsToEnd,
} from './passkey-bodies.js'
import type { PasskeyStore } from './passkey-store.js'
import { summaryOf, type Passkeys } from './passkeys.js'
import type { Sessions } from './sessions.js'
import type { WalletStore } from './wallet-store.js'

export interface AccountSecurityDeps {
  passkeys: Passkeys
  passkeyStore: PasskeyStore
  proofs: FreshProofs
  sessions: Sessions
  wallets: WalletStore
  /** Mails a confirmation code (a fresh proof) to the login's email. */
  deliver: (email: string, code: string) => Promise<void>
  now?: () => number
}

/** A request's signed-in session, and its credential. */
type SignedIn = { session: LoginIdentity; token: string }

/** The site API's own helpers these routes lean on (site-api.ts). */
export interface SiteApiHelpers {
  /** The request's signed-in session, or the 401 reply. */
  authenticated: (request: IncomingMessage) => SignedIn | JsonReply
  /** A new session's reply to the frame, for a login just proven. */
  signedIn: (token: string) => Promise<JsonReply>
}

/** A route of a signed-in session: the request, and whose session it is. */
type SessionRoute = (request: IncomingMessage, auth: SignedIn) => JsonReply | Promise<JsonReply>

const ok = (body: unknown): JsonReply => ({ status: 200, body })

/** The embedding page a request names (the site API checked it against the project's list). */
const parentOriginOf = ({ headers }: IncomingMessage): string | undefined => {
  const named = headers[PARENT_HEADER]
  return typeof named === 'string' ? named : undefined
}

/**
 * Passkeys (sign in with one; add, list and remove them), the login's sessions (list, end one or
 * every other), fresh proofs (a new email code or a
 * passkey assertion for the session) and the key export, which like adding or removing a passkey
 * needs a fresh proof. The routes answer the frame and the site's own export page only.
 */
export function createAccountSecurityRoutes(deps: AccountSecurityDeps) {
  const { passkeys, proofs } = deps
  const codes = createOneTimeCodes(deps.now)

  const freshReply = (token: string): JsonReply =>
    ok({ freshUntil: proofs.freshUntil(token) ?? null })

  /** The passkey sign-in: open to anyone. */
  const openRoutes = new Map<
    string,
    (request: IncomingMessage, helpers: SiteApiHelpers) => Promise<JsonReply>
  >([
    [
      'POST /api/passkey/login/options',
      async () => ok({ options: await passkeys.assertionOptions({ kind: 'login' }) }),
    ],
    [
      'POST /api/passkey/login',
      async (request, helpers) => {
        const checked = await checkedBody(request, checkAssertion)
        if (!('parsed' in checked)) return checked
        const asserted = await passkeys.assert(checked.parsed.credential, {
          topOrigin: parentOriginOf(request),
        })
        if ('refused' in asserted) return jsonError(401, asserted.refused)
        const token = deps.sessions.open(asserted.identity)
        // Using the passkey to sign in is itself a fresh proof of the login.
        proofs.proven(token)
        return helpers.signedIn(token)
      },
    ],
  ])

  /** Routes for a signed-in session that needs no fresh proof. */
  const sessionRoutes = new Map<string, SessionRoute>([
    [
      'GET /api/passkeys',
      (_request, { session }) => ok({ passkeys: deps.passkeyStore.of(session).map(summaryOf) }),
    ],
    [
      'GET /api/sessions',
      (_request, { session, token }) =>
        ok({
          sessions: deps.sessions
            .listOf(session)
            .map(({ token: own, ...summary }) => ({ ...summary, current: own === token })),
        }),
    ],
    [
      'POST /api/sessions/end',
      async (request, { session, token }) => {
        const checked = await checkedBody(request, checkSessionsToEnd)
        if (!('parsed' in checked)) return checked
        const wanted = checked.parsed
        const ended = deps.sessions.endOf(session, (id, own) =>
          'all' in wanted ? own !== token : id === wanted.id,
        )
        return 'id' in wanted && ended === 0
          ? jsonError(404, 'No such session of this login')
          : ok({ ended })
      },
    ],
    [
      'POST /api/proof/email/start',
      async (_request, { session, token }) => {
        const { email } = profileOf(session)
        if (email === null) return jsonError(409, 'This login has no email: use a passkey')
        const code = codes.issue(token)
        try {
          await deps.deliver(email, code)
        } catch (error) {
          codes.drop(token)
          throw error
        }
        return ok({ action: 'VERIFY_OTP' })
      },
    ],
    [
      'POST /api/proof/email/verify',
      async (request, { token }) => {
        const checked = await checkedBody(request, checkOtp)
        if (!('parsed' in checked)) return checked
        const refused = codes.redeem(token, checked.parsed.otp, 'Ask for a confirmation code first')
        if (refused !== undefined) return jsonError(401, refused)
        proofs.proven(token)
        return freshReply(token)
      },
    ],
    [
      'POST /api/proof/passkey/options',
      async (_request, { session, token }) => {
        if (deps.passkeyStore.of(session).length === 0) {
          return jsonError(409, 'This login has no passkey: use an email code')
        }
        return ok({
          options: await passkeys.assertionOptions({ kind: 'proof', token, identity: session }),
        })
      },
    ],
    [
      'POST /api/proof/passkey',
      async (request, { token }) => {
        const checked = await checkedBody(request, checkAssertion)
        if (!('parsed' in checked)) return checked
        const asserted = await passkeys.assert(checked.parsed.credential, {
          token,
          topOrigin: parentOriginOf(request),
        })
        if ('refused' in asserted) return jsonError(401, asserted.refused)
        proofs.proven(token)
        return freshReply(token)
      },
    ],
  ])

  /** Routes that change what can take the wallet: each needs a proof of the last few minutes. */
  const provenRoutes = new Map<string, SessionRoute>([
    [
      'POST /api/passkey/register/options',
      async (_request, { session, token }) =>
        ok({ options: await passkeys.registrationOptions(token, session) }),
    ],
    [
      'POST /api/passkey/register',
      async (request, { token }) => {
        const checked = await checkedBody(request, checkRegistration)
        if (!('parsed' in checked)) return checked
        const registered = await passkeys.register(token, checked.parsed.credential)
        return 'refused' in registered ? jsonError(401, registered.refused) : ok(registered)
      },
    ],
    [
      'POST /api/passkey/remove',
      async (request, { session }) => {
        const checked = await checkedBody(request, checkPasskeyId)
        if (!('parsed' in checked)) return checked
        const owned = deps.passkeyStore.of(session).some(({ id }) => id === checked.parsed.id)
        if (!owned || !deps.passkeyStore.remove(checked.parsed.id)) {
          return jsonError(404, 'No such passkey on this login')
        }
        return { status: 204 }
      },
    ],
    [
      'POST /api/export',
      async (_request, { session }) => ok({ keys: await exportKeys(deps.wallets, session) }),
    ],
  ])

  /** The reply for one of these routes, or undefined when the route is not one of them. */
  const handle = async (
    request: IncomingMessage,
    route: string,
    helpers: SiteApiHelpers,
  ): Promise<JsonReply | undefined> => {
    const open = openRoutes.get(route)
    if (open !== undefined) return open(request, helpers)
    const proven = provenRoutes.get(route)
    const run = sessionRoutes.get(route) ?? proven
    if (run === undefined) return undefined
    const auth = helpers.authenticated(request)
    if (!('session' in auth)) return auth
    if (proven !== undefined && !proofs.isFresh(auth.token)) {
      return jsonError(403, FRESH_PROOF_NEEDED)
    }
    return run(request, auth)
  }

  return { handle }
}

export type AccountSecurityRoutes = ReturnType<typeof createAccountSecurityRoutes>
