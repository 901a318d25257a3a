import type { AuthConnector, AuthConnectorOptions, AuthLogin } from '../../connectors/auth.js'
import type { CaipNetwork } from '../../core/caip-network.js'
import { CONNECTOR_IDS, type Connector } from '../../core/connector.js'
import { createEmitter } from '../../core/emitter.js'
import { lazyController } from '../../core/lazy-controller.js'
import { PORTICO_VERSION } from '../../core/version.js'
import type { DappMetadata } from '../../controllers/options.js'
import type { FrameThemePayload } from '../../controllers/theme.js'
import type { IframeDocument } from '../../frame/iframe-transport.js'
import type { FrameTimeouts } from '../../frame/secure-frame.js'
import type { LoginCache, StoredValue } from '../../frame/login-cache.js'
import type { PopupHost } from '../../frame/social-popup.js'
import type { RpcRequestPayload } from '../../../generated/frame-messages/types.js'
import type { PayloadOf } from '../../frame/frame-protocol.js'

/** The secure site hosting the embedded wallet of email, social and Farcaster logins. */
export interface SecureSiteOptions {
  /** The secure site's frame page (on the devnet: `<secureSite>/frame`). */
  frameUrl: string
  /** The page's window (`window`): it hears the frame and opens the social login's popup. */
  window: PopupHost
  /** The page's document (`document`), where the hidden secure frame is placed. */
  document: IframeDocument<HTMLIFrameElement>
  /**
   * How long to wait for the frame's ready message and a login request's reply; the spec's 20 s
   * and 120 s unless shortened (the devnet playground's `?frameTimeoutMs=`, for tests).
   */
  timeouts?: FrameTimeouts
}

export interface AuthWiringDeps {
  secureSite: SecureSiteOptions | undefined
  projectId: string
  metadata: DappMetadata | undefined
  /** The first EVM network: where the embedded wallet starts. */
  network: CaipNetwork | undefined
  /** The first Solana network: a login then connects the embedded Solana account too. */
  solanaNetwork?: CaipNetwork | undefined
  findNetwork: (caipNetworkId: string) => CaipNetwork | undefined
  storage: Omit<LoginCache, 'loginEmail'>
  theme: () => FrameThemePayload
  onSmartAccountEnabledNetworks: (chainIds: number[]) => void
  onUser?: AuthConnectorOptions['onUser']
  /** Rejects (after showing APKT002) when the project does not list this page's origin. */
  checkOrigin?: () => Promise<void>
}

/** The login email only matters while the page lives, so it is kept in memory. */
function memoryValue<T>(): StoredValue<T> {
  let value: T | undefined
  return {
    get: () => value,
    set: (next) => {
      value = next
    },
    remove: () => {
      value = undefined
    },
  }
}

export const AUTH_CONNECTOR_NAME = 'Email'

/**
 * The frame requests of the embedded wallet: its signatures (APP_RPC_REQUEST, made by its EIP-1193
 * provider and its Solana wallet), its network switch (APP_SWITCH_NETWORK) and the abort of its
 * pending signing requests (APP_RPC_ABORT).
 */
export interface AuthFrameRpc {
  rpcRequest: (payload: RpcRequestPayload) => Promise<unknown>
  switchNetwork: (payload: PayloadOf<'APP_SWITCH_NETWORK'>) => Promise<unknown>
  abortRequests: () => void
}

/** The email login steps the modal drives, and the connector it lists. */
export interface LazyAuthConnector extends AuthFrameRpc {
  connector: Connector
  sendEmailCode: (email: string) => ReturnType<AuthConnector['sendEmailCode']>
  verifyOtp: (otp: string) => Promise<void>
  connectEmail: () => Promise<AuthLogin>
  connectSocial: (provider: string) => Promise<AuthLogin>
  /**
   * Takes back the login the secure frame still holds (creating the frame); rejects with
   * AuthSessionEndedError when the secure site no longer knows it.
   */
  restore: (socialProvider: string | undefined) => Promise<AuthLogin>
  /** `onUrl` hears the URL to show as a QR code before the approval is awaited. */
  connectFarcaster: (onUrl: (url: string) => void) => Promise<AuthLogin>
  /** An email change's three steps (UpdateEmailWallet). */
  updateEmail: (email: string) => ReturnType<AuthConnector['updateEmail']>
  confirmEmailUpdatePrimary: (otp: string) => Promise<void>
  /** Answers the new email. */
  confirmEmailUpdateSecondary: (otp: string) => Promise<string>
  /** NAV-09: drops a half-finished login in the frame. */
  reload: () => Promise<void>
  /** NAV-10: sends the app's metadata to the frame again. */
  syncDappData: () => Promise<void>
  disconnect: () => Promise<void>
  /** Hears the login's session ended from another place (Account elsewhere); the frame is signed out. */
  onSessionEnded: (listener: (message: string) => void) => () => void
  /** The secure site's frame page: its account pages (passkeys, export, sessions) are beside it. */
  frameUrl: string
  destroy: () => void
}

/**
 * The auth connector when the app gave a secure site and has an EVM network, else undefined. The
 * secure frame code arrives through import() on the first email step, so a page whose visitors
 * never pick email never loads it.
 */
export function authConnectorOf(deps: AuthWiringDeps): LazyAuthConnector | undefined {
  const { secureSite, network } = deps
  if (!secureSite || !network) return undefined
  const sessionEnded = createEmitter<string>()
  const frame = lazyController<AuthConnector>(() =>
    Promise.all([import('../../connectors/auth.js'), deps.checkOrigin?.()]).then(
      ([{ createAuthConnector }]) =>
        createAuthConnector({
          frameUrl: secureSite.frameUrl,
          projectId: deps.projectId,
          network,
          ...(deps.solanaNetwork && { solanaNetwork: deps.solanaNetwork }),
          findNetwork: deps.findNetwork,
          document: secureSite.document,
          window: secureSite.window,
          ...(secureSite.timeouts && { timeouts: secureSite.timeouts }),
          cache: { ...deps.storage, loginEmail: memoryValue<string>() },
          dappData: () => ({
            metadata: deps.metadata,
            projectId: deps.projectId,
            sdkVersion: PORTICO_VERSION,
            sdkType: 'portico',
          }),
          theme: deps.theme,
          onSmartAccountEnabledNetworks: deps.onSmartAccountEnabledNetworks,
          ...(deps.onUser && { onUser: deps.onUser }),
          onSessionEnded: sessionEnded.emit,
        }),
    ),
  )
  const { load } = frame
  return {
    connector: {
      id: CONNECTOR_IDS.auth,
      name: AUTH_CONNECTOR_NAME,
      type: 'AUTH',
      chain: 'eip155',
      chains: deps.solanaNetwork ? [network, deps.solanaNetwork] : [network],
    },
    sendEmailCode: async (email) => (await load()).sendEmailCode(email),
    verifyOtp: async (otp) => (await load()).verifyOtp(otp),
    connectEmail: async () => (await load()).connectEmail(),
    connectSocial: async (provider) => (await load()).connectSocial(provider),
    connectFarcaster: async (onUrl) => (await load()).connectFarcaster(onUrl),
    restore: async (socialProvider) => (await load()).restore(socialProvider),
    /** Synchronous for the cancel that calls it; a frame never loaded has nothing pending. */
    abortRequests: () => {
      void frame.whenLoaded((auth) => {
        auth.abortRequests()
      })
    },
    updateEmail: async (email) => (await load()).updateEmail(email),
    confirmEmailUpdatePrimary: async (otp) => (await load()).confirmEmailUpdatePrimary(otp),
    confirmEmailUpdateSecondary: async (otp) => (await load()).confirmEmailUpdateSecondary(otp),
    rpcRequest: async (payload) => (await load()).rpcRequest(payload),
    switchNetwork: async (payload) => (await load()).switchNetwork(payload),
    reload: async () => {
      await frame.whenLoaded((auth) => auth.reload())
    },
    syncDappData: async () => {
      await frame.whenLoaded((auth) => auth.syncDappData())
    },
    /** Nothing to sign out of when the frame was never loaded. */
    disconnect: async () => {
      await frame.whenLoaded((auth) => auth.disconnect())
    },
    onSessionEnded: sessionEnded.on,
    frameUrl: secureSite.frameUrl,
    destroy: () => {
      void frame.whenLoaded((auth) => {
        auth.destroy()
      })
    },
  }
}
