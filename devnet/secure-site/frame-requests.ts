import { frameEvents } from '../../generated/frame-messages/events.js'
import type { AppEvent, ChainId, RpcRequestPayload } from '../../generated/frame-messages/types.js'
import { shouldAbortOnReject } from '../../src/utils/rpc-safety.js'
import { USER_REJECTED_REQUEST_MESSAGE } from '../../src/utils/user-rejection.js'
import { answerEmailUpdate } from './frame-email-update.js'
import type { SignedIn, SiteClient, SiteUser } from './site-client.js'

const wire = frameEvents.wire

export const NOT_SUPPORTED = 'Not supported on the devnet secure site'

export const TOKEN_KEY = 'secure-site-session'

/** Storage for the session token in the frame's own origin, so a reload keeps the login. */
export interface TokenStorage {
  getItem: (key: string) => string | null
  setItem: (key: string, value: string) => void
  removeItem: (key: string) => void
}

export interface FrameRequestsDeps {
  initialChainId: ChainId
  /** The embedding page: the only one a social login's popup may report to. */
  parentOrigin: string
  storage: TokenStorage
  /** The site's API, bound to the project and page the frame serves. */
  siteClient: SiteClient
  /** Hears the handle of each new login: what the page may keep (FRAME_SESSION_UPDATE). */
  onSessionUpdate: (handle: string) => void
}

/**
 * eip155 ids travel as numbers or decimal strings, other chains as a bare reference with the
 * namespace beside it, or already as CAIP-2.
 */
export function toCaipNetworkId(chainId: ChainId, namespace?: string): string {
  const text = String(chainId)
  if (text.includes(':')) return text
  if (/^\d+$/.test(text) && (namespace === undefined || namespace === 'eip155')) {
    return `eip155:${text}`
  }
  return namespace === undefined ? text : `${namespace}:${text}`
}

/**
 * The frame's answers to the page's requests: each returns the success payload (undefined for a
 * reply without one) or throws the error message for the error reply.
 */
export function createFrameRequests(deps: FrameRequestsDeps) {
  const { siteClient } = deps
  let chainId: ChainId = deps.initialChainId
  let pendingEmail: string | undefined
  /** The channel of the Farcaster login whose URL the page shows. */
  let farcasterChannel: string | undefined
  /** The signing requests running now, by the id the site knows them by (for APP_RPC_ABORT). */
  const running = new Map<string, AbortController>()
  // Read from storage on every use: frames of the same site in other tabs share it, so a sign-out
  // or a new login in one is seen by all.
  const currentToken = (): string | undefined => deps.storage.getItem(TOKEN_KEY) ?? undefined

  const setToken = (next: string | undefined): void => {
    if (next === undefined) deps.storage.removeItem(TOKEN_KEY)
    else deps.storage.setItem(TOKEN_KEY, next)
  }

  const signedIn = async (): Promise<{ token: string; user: SiteUser }> => {
    const token = currentToken()
    const user = token === undefined ? undefined : await siteClient.session(token)
    if (token === undefined || user === undefined) throw new Error('No user is signed in')
    return { token, user }
  }

  const switchTo = async (next: ChainId): Promise<void> => {
    const served = await siteClient.chains()
    if (!served.includes(toCaipNetworkId(next))) {
      throw new Error(`Chain ${String(next)} is not served by the devnet secure site`)
    }
    chainId = next
  }

  /**
   * The credential, which signs, stays in the frame's own storage; the page is given the handle,
   * which can only tell whether the login exists and whose it is.
   */
  const signIn = (session: SignedIn): void => {
    setToken(session.token)
    deps.onSessionUpdate(session.handle)
  }

  /** Waits until the Farcaster app approves the channel; each wait is held by the server. */
  const farcasterSession = async (channel: string) => {
    for (;;) {
      if (channel !== farcasterChannel) throw new Error('The Farcaster login was restarted')
      const session = await siteClient.waitFarcaster(channel)
      if (session !== undefined) return session
    }
  }

  const userPayload = (user: SiteUser) => {
    // As the real frame: the account of the current chain's namespace.
    const solana = toCaipNetworkId(chainId).startsWith('solana:')
    const address = solana ? user.solanaAddress : user.address
    return {
      ...(user.email === null ? {} : { email: user.email }),
      ...(user.userName === null ? {} : { userName: user.userName }),
      address,
      chainId,
      accounts: [{ address, type: 'eoa' as const }],
      preferredAccountType: 'eoa' as const,
    }
  }

  /**
   * APP_RPC_ABORT: the page's user said no. The site is told first (a request it holds never
   * runs), and the frame stops waiting for the requests before the site can answer: the site
   * ends a held request with a 409, which a fetch still open would log as a failed load.
   */
  const abortRunning = async (): Promise<void> => {
    const requests = [...running]
    running.clear()
    const token = currentToken()
    const told =
      requests.length > 0 && token !== undefined
        ? siteClient.abortRpc(
            token,
            requests.map(([requestId]) => requestId),
          )
        : undefined
    for (const [, controller] of requests) controller.abort()
    await told
  }

  /**
   * Signs or sends through the site. The request counts as running from the moment it arrives,
   * so an abort that follows it on the channel ends it even before it reaches the site.
   */
  const runRpc = async (payload: RpcRequestPayload): Promise<unknown> => {
    const { method, params, chainNamespace } = payload
    const requestId = crypto.randomUUID()
    const controller = new AbortController()
    if (shouldAbortOnReject(method)) running.set(requestId, controller)
    try {
      const session = await signedIn()
      if (controller.signal.aborted) throw new Error(USER_REJECTED_REQUEST_MESSAGE)
      // The reference page leaves out chainId when it has no active network, and params for
      // methods that take none.
      const network = toCaipNetworkId(payload.chainId ?? chainId, chainNamespace)
      const list: unknown[] =
        params === undefined ? [] : Array.isArray(params) ? [...params] : [params]
      const result = await siteClient.rpc(
        session.token,
        { chainId: network, method, params: list, requestId },
        controller.signal,
      )
      return result ?? null
    } finally {
      running.delete(requestId)
    }
  }

  const answer = async (event: AppEvent): Promise<unknown> => {
    switch (event.type) {
      case wire.APP_SYNC_DAPP_DATA:
      case wire.APP_SYNC_THEME:
        return undefined
      case wire.APP_RPC_ABORT:
        await abortRunning()
        return undefined
      case wire.APP_RELOAD:
        pendingEmail = undefined
        farcasterChannel = undefined
        return undefined
      case wire.APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS:
        return { smartAccountEnabledNetworks: [] }
      case wire.APP_CONNECT_EMAIL:
        await siteClient.startEmail(event.payload.email)
        pendingEmail = event.payload.email
        return { action: 'VERIFY_OTP' }
      case wire.APP_CONNECT_OTP: {
        if (pendingEmail === undefined) throw new Error('Start an email login first')
        const verified = await siteClient.verifyEmail(pendingEmail, event.payload.otp)
        pendingEmail = undefined
        signIn(verified)
        return undefined
      }
      case wire.APP_GET_SOCIAL_REDIRECT_URI:
        return {
          uri: await siteClient.startSocial(
            event.payload.provider,
            deps.parentOrigin,
            event.payload.returnTo,
          ),
        }
      case wire.APP_CONNECT_SOCIAL: {
        const session = await siteClient.exchangeSocial(event.payload.uri)
        signIn(session)
        if (event.payload.chainId !== undefined) await switchTo(event.payload.chainId)
        return userPayload(session.user)
      }
      case wire.APP_GET_FARCASTER_URI: {
        const url = await siteClient.startFarcaster()
        farcasterChannel = new URL(url).searchParams.get('channel') ?? undefined
        return { url }
      }
      case wire.APP_CONNECT_FARCASTER: {
        if (farcasterChannel === undefined) throw new Error('Get the Farcaster URI first')
        const session = await farcasterSession(farcasterChannel)
        farcasterChannel = undefined
        signIn(session)
        // The real frame answers with the user name only; the page then asks for the user.
        return { userName: session.user.userName ?? '' }
      }
      case wire.APP_GET_USER: {
        const { user } = await signedIn()
        // The reference page may send no payload: the user on the current chain.
        const wanted = event.payload?.chainId
        if (wanted !== undefined) await switchTo(wanted)
        return userPayload(user)
      }
      case wire.APP_IS_CONNECTED: {
        // Connected when the frame's own credential is live; a handle the page sends must be
        // that login's (a page handing over another login's handle gets nothing of it).
        const token = currentToken()
        const session = token === undefined ? undefined : await siteClient.session(token)
        const handle = event.payload?.token
        return {
          isConnected: session !== undefined && (handle === undefined || handle === session.handle),
        }
      }
      case wire.APP_GET_CHAIN_ID:
        return { chainId }
      case wire.APP_SWITCH_NETWORK:
        await switchTo(event.payload.chainId)
        return { chainId }
      case wire.APP_UPDATE_EMAIL:
      case wire.APP_UPDATE_EMAIL_PRIMARY_OTP:
      case wire.APP_UPDATE_EMAIL_SECONDARY_OTP:
        return answerEmailUpdate(siteClient, event, (await signedIn()).token)
      case wire.APP_SIGN_OUT: {
        const token = currentToken()
        // Forgotten here even when the site refuses (a session already ended elsewhere).
        setToken(undefined)
        if (token !== undefined) await siteClient.signOut(token)
        return undefined
      }
      case wire.APP_RPC_REQUEST:
        return runRpc(event.payload)
      // The site's replies go to the page as they are: the frame's validation checks them.
      case wire.APP_GET_SESSIONS:
        return siteClient.sessions((await signedIn()).token)
      case wire.APP_END_SESSIONS:
        return siteClient.endSessions((await signedIn()).token, event.payload)
      default:
        throw new Error(NOT_SUPPORTED)
    }
  }

  /** The session was ended elsewhere: its credential is dropped, as on a sign-out. */
  const forgetSession = (): void => {
    setToken(undefined)
  }

  return { answer, forgetSession }
}
