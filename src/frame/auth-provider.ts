import { frameEvents } from '../../generated/frame-messages/events.js'
import type { RpcRequestPayload } from '../../generated/frame-messages/types.js'
import { isEmail } from '../../generated/frame-messages/checks/Email.js'
import { DISCONNECT_WAIT_MS } from '../core/constants.js'
import { within } from '../core/within.js'
import { shouldAbortOnReject } from '../utils/rpc-safety.js'
import { emailCooldownError } from './email-cooldown.js'
import type { FrameLogger } from './frame-logger.js'
import type { PayloadOf } from './frame-protocol.js'
import { clearLoginCache, type LoginCache } from './login-cache.js'
import type { SecureFrame } from './secure-frame.js'

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address'

export interface AuthProviderDeps {
  frame: Pick<SecureFrame, 'request' | 'abortPending' | 'onSessionUpdate'>
  cache: LoginCache
  logger?: FrameLogger
}

/** The embedded-wallet operations the auth connector runs through the secure frame. */
export function createAuthProvider(deps: AuthProviderDeps) {
  const { frame, cache, logger = console } = deps
  /** Whether the frame has reported a signed-in user (or a session) since the last disconnect. */
  let signedIn = false
  /** The email of the login in progress, stored once its code is accepted. */
  let pendingEmail: string | undefined

  // Every login kind (email, social, Farcaster) ends with a session update, so this is what tells
  // the next page load to create the frame and take the login back.
  frame.onSessionUpdate((token) => {
    cache.frameSessionToken.set(token)
    cache.emailLoginUsed.set(true)
    signedIn = true
  })

  const signedInAs = <User>(user: User): User => {
    signedIn = true
    return user
  }

  /** VAL-04: a malformed email never reaches the frame. */
  const checkEmail = (email: string): void => {
    if (isEmail(email)) return
    logger.warn(INVALID_EMAIL_MESSAGE)
    throw new Error(INVALID_EMAIL_MESSAGE)
  }

  async function connectEmail(payload: PayloadOf<'APP_CONNECT_EMAIL'>) {
    checkEmail(payload.email)
    const cooldown = emailCooldownError(cache.lastEmailLoginTime.get(), Date.now())
    if (cooldown !== undefined) throw cooldown
    const result = await frame.request('APP_CONNECT_EMAIL', payload)
    // Set once the frame has sent the code: a failed request starts no cooldown.
    cache.lastEmailLoginTime.set(Date.now())
    pendingEmail = payload.email
    return result
  }

  async function connectOtp(payload: PayloadOf<'APP_CONNECT_OTP'>): Promise<void> {
    await frame.request('APP_CONNECT_OTP', payload)
    if (pendingEmail !== undefined) cache.loginEmail.set(pendingEmail)
    cache.emailLoginUsed.set(true)
    cache.lastEmailLoginTime.remove()
    signedIn = true
  }

  async function isConnected(payload?: PayloadOf<'APP_IS_CONNECTED'>) {
    const token = cache.frameSessionToken.get()
    const result = await frame.request(
      'APP_IS_CONNECTED',
      payload ?? (token === undefined ? {} : { token }),
    )
    signedIn = result.isConnected
    return result
  }

  /**
   * Called when the user rejects in the modal: pending signing requests are aborted and the frame
   * is told to drop its own; safe (read-only) requests carry on (spec §6).
   */
  function rejectRpcRequests(): void {
    const aborted = frame.abortPending(
      (event) =>
        event.type === frameEvents.wire.APP_RPC_REQUEST &&
        shouldAbortOnReject(event.payload.method),
    )
    if (aborted === 0) return
    frame.request('APP_RPC_ABORT').catch((error: unknown) => {
      logger.warn('RPC abort failed', { error })
    })
  }

  async function updateEmailSecondaryOtp(payload: PayloadOf<'APP_UPDATE_EMAIL_SECONDARY_OTP'>) {
    const result = await frame.request('APP_UPDATE_EMAIL_SECONDARY_OTP', payload)
    if (cache.loginEmail.get() !== undefined) cache.loginEmail.set(result.newEmail)
    return result
  }

  /** Waits for the sign-out reply at most 3 s; a sign-out still pending then is dropped. */
  async function signOut(): Promise<void> {
    const timedOut = Symbol('timed out')
    const outcome = await within(frame.request('APP_SIGN_OUT'), DISCONNECT_WAIT_MS, timedOut)
    if (outcome === timedOut)
      frame.abortPending((event) => event.type === frameEvents.wire.APP_SIGN_OUT)
  }

  /** Clears the cached login data first, so it is gone even if the sign-out fails or hangs. */
  async function disconnect(): Promise<void> {
    const wasSignedIn = signedIn || cache.frameSessionToken.get() !== undefined
    signedIn = false
    pendingEmail = undefined
    clearLoginCache(cache)
    if (wasSignedIn) await signOut()
  }

  return {
    connectEmail,
    connectDevice: () => frame.request('APP_CONNECT_DEVICE'),
    connectOtp,
    getUser: async (payload: PayloadOf<'APP_GET_USER'>) =>
      signedInAs(await frame.request('APP_GET_USER', payload)),
    connectSocial: async (payload: PayloadOf<'APP_CONNECT_SOCIAL'>) =>
      signedInAs(await frame.request('APP_CONNECT_SOCIAL', payload)),
    getSocialRedirectUri: (payload: PayloadOf<'APP_GET_SOCIAL_REDIRECT_URI'>) =>
      frame.request('APP_GET_SOCIAL_REDIRECT_URI', payload),
    getFarcasterUri: () => frame.request('APP_GET_FARCASTER_URI'),
    connectFarcaster: async () => signedInAs(await frame.request('APP_CONNECT_FARCASTER')),
    isConnected,
    getChainId: () => frame.request('APP_GET_CHAIN_ID'),
    switchNetwork: (payload: PayloadOf<'APP_SWITCH_NETWORK'>) =>
      frame.request('APP_SWITCH_NETWORK', payload),
    getSmartAccountEnabledNetworks: () => frame.request('APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS'),
    initSmartAccount: () => frame.request('APP_INIT_SMART_ACCOUNT'),
    setPreferredAccount: (payload: PayloadOf<'APP_SET_PREFERRED_ACCOUNT'>) =>
      frame.request('APP_SET_PREFERRED_ACCOUNT', payload),
    rpcRequest: (payload: RpcRequestPayload) => frame.request('APP_RPC_REQUEST', payload),
    rejectRpcRequests,
    updateEmail: async (payload: PayloadOf<'APP_UPDATE_EMAIL'>) => {
      checkEmail(payload.email)
      return frame.request('APP_UPDATE_EMAIL', payload)
    },
    updateEmailPrimaryOtp: (payload: PayloadOf<'APP_UPDATE_EMAIL_PRIMARY_OTP'>) =>
      frame.request('APP_UPDATE_EMAIL_PRIMARY_OTP', payload),
    updateEmailSecondaryOtp,
    syncTheme: (payload: PayloadOf<'APP_SYNC_THEME'>) => frame.request('APP_SYNC_THEME', payload),
    syncDappData: (payload: PayloadOf<'APP_SYNC_DAPP_DATA'>) =>
      frame.request('APP_SYNC_DAPP_DATA', payload),
    reload: () => frame.request('APP_RELOAD'),
    disconnect,
  }
}

export type AuthProvider = ReturnType<typeof createAuthProvider>
