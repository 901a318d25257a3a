import type { IncomingMessage } from 'node:http'
import type { Address } from 'viem'
import { jsonError, type JsonReply } from '../http/json-http.js'
import { checkedBody } from './checked-body.js'
import {
  checkChannel,
  checkEmailStart,
  checkEmailVerify,
  checkFarcasterApprove,
  checkHandle,
  checkOtp,
  checkResultUri,
  checkRpc,
  checkRpcAbort,
  checkSocialAccount,
  checkSocialGrant,
  checkSocialStart,
} from './api-bodies.js'
import type { AccountSecurityRoutes } from './account-security-routes.js'
import type { EmailLogin } from './email-login.js'
import type { EmailUpdate } from './email-update.js'
import type { FarcasterLogin } from './farcaster-login.js'
import type { FreshProofs } from './fresh-proofs.js'
import type { PasskeyStore } from './passkey-store.js'
import { profileOf, type LoginIdentity } from './login-identity.js'
import {
  isFromSiteOrigin,
  ORIGIN_NOT_ALLOWED,
  requestBinding,
  type ProjectOrigins,
} from './request-binding.js'
import type { SessionBinding, Sessions } from './sessions.js'
import { SESSION_ENDED } from './session-ended.js'
import { deviceLabel } from './device-label.js'
import type { SocialLogin } from './social-login.js'
import type { WalletStore } from './wallet-store.js'
import { USER_REJECTED_REQUEST_MESSAGE } from '../../src/utils/user-rejection.js'
import { RpcRefused } from './rpc-refused.js'
import type { RpcHold } from './rpc-hold.js'
import { signsNothing, type SigningLedger } from './signing-ledger.js'
import { createUserWallets } from './user-wallets.js'

export interface SiteApiDeps {
  sessions: Sessions
  email: EmailLogin
  emailUpdate: EmailUpdate
  social: SocialLogin
  farcaster: FarcasterLogin
  wallets: WalletStore
  /** The site's own origin, for the URIs it hands out (known once it listens). */
  origin: () => string
  /** The origins each project lets embed the frame (the Project API's allowed origins). */
  projectOrigins: ProjectOrigins
  /** How long one Farcaster wait is held open before the frame asks again. */
  farcasterWaitMs?: number
  /** RPC URL per CAIP-2 chain id. */
  chains: Record<string, string>
  /** CAIP-2 chain id -> the chain's BatchExecutor, where the embedded wallets batch atomically. */
  batchExecutors?: Record<string, Address>
  /** Holds signing requests so that a cancel can overtake them (devnet switch). */
  hold: RpcHold
  /** Records every signature and transaction the site makes. */
  ledger: SigningLedger
  /** Passkeys, fresh proofs and the key export (account-security-routes.ts). */
  accountSecurity: AccountSecurityRoutes
  /** A login that has no email to send a code to has only its sign-in as a fresh proof. */
  proofs: FreshProofs
  /** An email change moves the old email's passkeys with its wallet. */
  passkeyStore: Pick<PasskeyStore, 'moveEmail'>
  log?: (line: string) => void
}

/** The wallet's refusal: its words, and its EIP-1193 or EIP-5792 code when it has one. */
const refusal = (error: RpcRefused): JsonReply =>
  error.code === undefined
    ? jsonError(422, error.message)
    : { status: 422, body: { message: error.message, code: error.code } }

const bearerToken = (request: IncomingMessage): string | undefined => {
  const header = request.headers.authorization ?? ''
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined
}

/**
 * The secure site's same-origin API, called only by the frame app: email login, the signed-in
 * user, and RPC through the embedded wallet. Everything after login needs `Authorization: Bearer`.
 */
export function createSiteApi(deps: SiteApiDeps) {
  const { sessions, chains } = deps
  const farcasterWaitMs = deps.farcasterWaitMs ?? 20_000
  const wallets = createUserWallets({
    store: deps.wallets,
    chains,
    batchExecutors: deps.batchExecutors ?? {},
    ...(deps.log ? { log: deps.log } : {}),
  })

  const userOf = async (session: LoginIdentity) => ({
    ...profileOf(session),
    ...(await wallets.addressesOf(session)),
  })

  /**
   * A new session's reply, to the frame only: the credential (`token`, which signs) and the handle
   * (which the frame hands the page), and the user, whose Solana wallet is funded by then. The
   * session is bound to the project and page it was opened for.
   */
  const signedIn = async (token: string, binding: SessionBinding): Promise<JsonReply> => {
    const session = sessions.get(token)
    const handle = sessions.handleOf(token)
    if (session === undefined || handle === undefined) {
      return jsonError(500, 'The new session was lost')
    }
    sessions.bind(token, binding)
    if (profileOf(session).email === null) deps.proofs.proven(token)
    await wallets.fund(session)
    return { status: 200, body: { token, handle, ...(await userOf(session)) } }
  }

  const sameBinding = (a: SessionBinding | undefined, b: SessionBinding): boolean =>
    a?.projectId === b.projectId && a.parentOrigin === b.parentOrigin

  /**
   * The session of the request's credential: sent from the frame's origin, for the project and
   * page the session was opened for. A handle, or anything else, is refused.
   */
  const authenticated = (
    request: IncomingMessage,
    binding: SessionBinding,
  ): { session: LoginIdentity; token: string } | JsonReply => {
    const token = bearerToken(request)
    const session = token === undefined ? undefined : sessions.get(token)
    if (
      token === undefined ||
      session === undefined ||
      !sameBinding(sessions.bindingOf(token), binding) ||
      !isFromSiteOrigin(request, deps.origin())
    ) {
      const ended = token !== undefined && sessions.wasEnded(token)
      return jsonError(
        401,
        ended ? SESSION_ENDED : 'Sign in first: a valid Bearer session token is required',
      )
    }
    sessions.touch(token, deviceLabel(request.headers['user-agent']))
    return { session, token }
  }

  /** The handle's whole power: whether its login exists, and its public addresses. */
  const handleStatus = async (
    request: IncomingMessage,
    binding: SessionBinding,
  ): Promise<JsonReply> => {
    const checked = await checkedBody(request, checkHandle)
    if (!('parsed' in checked)) return checked
    const found = sessions.byHandle(checked.parsed.handle)
    if (found === undefined || !sameBinding(found.binding, binding)) {
      return { status: 200, body: { isConnected: false } }
    }
    return {
      status: 200,
      body: { isConnected: true, ...(await wallets.addressesOf(found.identity)) },
    }
  }

  /**
   * The hold's admission, ended as an abort when the frame goes away meanwhile (its page reloaded
   * or closed): nobody would receive what is signed, and the page was told the request failed.
   */
  const admitWhileThere = async (
    request: IncomingMessage,
    token: string,
    requestId: string | undefined,
  ): Promise<boolean> => {
    const admitted = deps.hold.admit(token, requestId)
    if (requestId === undefined) return admitted
    const gone = (): void => {
      deps.hold.abort(token, [requestId])
    }
    if (request.socket.destroyed) gone()
    request.socket.once('close', gone)
    try {
      return await admitted
    } finally {
      request.socket.off('close', gone)
    }
  }

  const rpc = async (
    request: IncomingMessage,
    { session, token }: { session: LoginIdentity; token: string },
  ): Promise<JsonReply> => {
    const checked = await checkedBody(request, checkRpc)
    if (!('parsed' in checked)) return checked
    const body = checked.parsed
    const rpcUrl = chains[body.chainId]
    if (rpcUrl === undefined) return jsonError(400, `Chain ${body.chainId} is not served here`)
    // Only what signs is held for a cancel to overtake (a batch's status reads go on).
    const admitted =
      signsNothing(body.method) || (await admitWhileThere(request, token, body.requestId))
    if (!admitted) return jsonError(409, USER_REJECTED_REQUEST_MESSAGE)
    try {
      const result = await wallets.run(session, rpcUrl, body)
      deps.ledger.record((await wallets.addressesOf(session)).address, body.chainId, body.method)
      return { status: 200, body: { result } }
    } catch (error) {
      if (error instanceof RpcRefused) return refusal(error)
      throw error
    }
  }

  /**
   * The popup reports to the page that opened it: the page the frame is embedded in. Where popups
   * are blocked the consent page goes back to `returnTo`, a page of that same origin.
   */
  const startSocial = async (
    request: IncomingMessage,
    binding: SessionBinding,
  ): Promise<JsonReply> => {
    const checked = await checkedBody(request, checkSocialStart)
    if (!('parsed' in checked)) return checked
    const { provider, openerOrigin, returnTo } = checked.parsed
    if (openerOrigin !== binding.parentOrigin) {
      return jsonError(403, `${openerOrigin} may not open a login on this site`)
    }
    const uri = new URL('/social/consent', deps.origin())
    uri.searchParams.set('state', deps.social.start(provider, openerOrigin, returnTo))
    return { status: 200, body: { uri: uri.href } }
  }

  const grantSocial = async (request: IncomingMessage): Promise<JsonReply> => {
    const checked = await checkedBody(request, checkSocialGrant)
    if (!('parsed' in checked)) return checked
    const { state } = checked.parsed
    const login = deps.social.pending(state)
    if (login === undefined) return jsonError(410, 'This login has expired; start it again')
    const account = checkSocialAccount(login.provider, checked.parsed.account)
    if (!account.ok) return jsonError(400, `Invalid body: ${account.issue}`)
    const granted = deps.social.grant(state, account.value)
    if ('refused' in granted) return jsonError(410, granted.refused)
    const resultUri = new URL('/social/done', deps.origin())
    resultUri.searchParams.set('code', granted.code)
    resultUri.searchParams.set('state', state)
    return { status: 200, body: { resultUri: resultUri.href } }
  }

  const exchangeSocial = async (
    request: IncomingMessage,
    binding: SessionBinding,
  ): Promise<JsonReply> => {
    const checked = await checkedBody(request, checkResultUri)
    if (!('parsed' in checked)) return checked
    const result = new URL(checked.parsed.resultUri)
    if (result.origin !== new URL(deps.origin()).origin) {
      return jsonError(400, 'Invalid body: resultUri is not a URI of this site')
    }
    const code = result.searchParams.get('code') ?? ''
    const state = result.searchParams.get('state') ?? ''
    const exchanged = deps.social.exchange(code, state)
    return 'refused' in exchanged
      ? jsonError(401, exchanged.refused)
      : signedIn(exchanged.token, binding)
  }

  /** An email change's three steps, each for the signed-in session (see email-update.ts). */
  const updateEmail = async (
    request: IncomingMessage,
    route: string,
    binding: SessionBinding,
  ): Promise<JsonReply> => {
    const auth = authenticated(request, binding)
    if (!('session' in auth)) return auth
    const { token, session } = auth
    if (route === 'POST /api/email/update') {
      const checked = await checkedBody(request, checkEmailStart)
      if (!('parsed' in checked)) return checked
      const started = await deps.emailUpdate.start(token, session, checked.parsed.email)
      return 'refused' in started
        ? jsonError(started.status, started.refused)
        : { status: 200, body: started }
    }
    const checked = await checkedBody(request, checkOtp)
    if (!('parsed' in checked)) return checked
    const { otp } = checked.parsed
    if (route === 'POST /api/email/update/primary') {
      const refusal = await deps.emailUpdate.confirmPrimary(token, otp)
      return refusal ? jsonError(refusal.status, refusal.refused) : { status: 204 }
    }
    const confirmed = deps.emailUpdate.confirmSecondary(token, otp)
    if ('refused' in confirmed) return jsonError(confirmed.status, confirmed.refused)
    if (session.kind === 'email') deps.passkeyStore.moveEmail(session.email, confirmed.newEmail)
    return { status: 200, body: confirmed }
  }

  /** The reply for an /api route, or undefined when the route is not the API's. */
  const handle = async (
    request: IncomingMessage,
    route: string,
  ): Promise<JsonReply | undefined> => {
    if (!route.includes(' /api/')) return undefined
    switch (route) {
      // The site's own login pages (top-level on this origin, no project): not the frame's calls.
      case 'POST /api/social/grant':
        return grantSocial(request)
      case 'POST /api/farcaster/approve': {
        const checked = await checkedBody(request, checkFarcasterApprove)
        if (!('parsed' in checked)) return checked
        const approved = deps.farcaster.approve(checked.parsed.channel, checked.parsed.userName)
        return 'refused' in approved
          ? jsonError(410, approved.refused)
          : { status: 200, body: approved }
      }
    }
    const binding = await requestBinding(request, deps.projectOrigins)
    return binding === undefined
      ? jsonError(403, ORIGIN_NOT_ALLOWED)
      : frameRoute(request, route, binding)
  }

  /** The frame app's calls, made for a project and page the project lists. */
  const frameRoute = async (
    request: IncomingMessage,
    route: string,
    binding: SessionBinding,
  ): Promise<JsonReply> => {
    switch (route) {
      case 'GET /api/chains':
        return { status: 200, body: { chains: Object.keys(chains) } }
      case 'POST /api/email/start': {
        const checked = await checkedBody(request, checkEmailStart)
        if (!('parsed' in checked)) return checked
        await deps.email.start(checked.parsed.email)
        return { status: 200, body: { action: 'VERIFY_OTP' } }
      }
      case 'POST /api/email/verify': {
        const checked = await checkedBody(request, checkEmailVerify)
        if (!('parsed' in checked)) return checked
        const { email, otp } = checked.parsed
        const verified = deps.email.verify(email, otp)
        return 'refused' in verified
          ? jsonError(401, verified.refused)
          : signedIn(verified.token, binding)
      }
      case 'POST /api/email/update':
      case 'POST /api/email/update/primary':
      case 'POST /api/email/update/secondary':
        return updateEmail(request, route, binding)
      case 'POST /api/social/start':
        return startSocial(request, binding)
      case 'POST /api/social/exchange':
        return exchangeSocial(request, binding)
      case 'POST /api/handle':
        return handleStatus(request, binding)
      case 'POST /api/farcaster/start': {
        const url = new URL('/farcaster/approve', deps.origin())
        url.searchParams.set('channel', deps.farcaster.open())
        return { status: 200, body: { url: url.href } }
      }
      case 'POST /api/farcaster/wait': {
        const checked = await checkedBody(request, checkChannel)
        if (!('parsed' in checked)) return checked
        const token = await deps.farcaster.wait(checked.parsed.channel, farcasterWaitMs)
        return token === undefined
          ? { status: 202, body: { pending: true } }
          : signedIn(token, binding)
      }
      case 'GET /api/session': {
        const auth = authenticated(request, binding)
        if (!('session' in auth)) return auth
        const handle = sessions.handleOf(auth.token)
        return { status: 200, body: { ...(await userOf(auth.session)), handle } }
      }
      case 'POST /api/sign-out': {
        const auth = authenticated(request, binding)
        if (!('session' in auth)) return auth
        sessions.close(auth.token)
        deps.proofs.forget(auth.token)
        return { status: 204 }
      }
      case 'POST /api/rpc': {
        const auth = authenticated(request, binding)
        return 'session' in auth ? rpc(request, auth) : auth
      }
      case 'POST /api/rpc/abort': {
        const auth = authenticated(request, binding)
        if (!('session' in auth)) return auth
        const checked = await checkedBody(request, checkRpcAbort)
        if (!('parsed' in checked)) return checked
        deps.hold.abort(auth.token, checked.parsed.requestIds)
        return { status: 204 }
      }
      default: {
        const helpers = {
          authenticated: (request: IncomingMessage) => authenticated(request, binding),
          signedIn: (token: string) => signedIn(token, binding),
        }
        const reply = await deps.accountSecurity.handle(request, route, helpers)
        return reply ?? jsonError(404, `No secure site route ${route}`)
      }
    }
  }

  return { handle }
}
