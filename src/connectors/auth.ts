import type { AuthUser } from '../../generated/frame-messages/types.js'
import type { AccountUser } from '../controllers/account.js'
import { accountUserFrom } from '../controllers/account-user.js'
import { AuthSessionEndedError } from '../core/auth-session-ended.js'
import type { CaipNetwork } from '../core/caip-network.js'
import type { ConnectedAccounts } from '../core/connect-request.js'
import { CONNECTION_ERRORS, ConnectionError } from '../core/connection-errors.js'
import { isSocialOfferedHere } from '../core/in-app-browser.js'
import { PorticoError } from '../core/portico-error.js'
import { PORTICO_VERSION } from '../core/version.js'
import { createAuthProvider, type AuthProvider } from '../frame/auth-provider.js'
import { createFrameInitializer, type FrameInitializerDeps } from '../frame/frame-initializer.js'
import {
  createIframeTransport,
  type IframeDocument,
  type IframeElement,
} from '../frame/iframe-transport.js'
import type { MessageWindow } from '../frame/frame-transport.js'
import type { LoginCache } from '../frame/login-cache.js'
import { createSecureFrame, type FrameTimeouts, type SecureFrame } from '../frame/secure-frame.js'
import { openSocialPopup, type PopupHost } from '../frame/social-popup.js'
import {
  currentPage,
  leaveForProvider,
  returnAddressOf,
  takeReturnedResult,
  type RedirectPage,
} from '../frame/social-redirect.js'
import { isSolanaAddress } from '../utils/address.js'
import { formatCaipNetworkId } from '../utils/caip.js'

/** `Element` is the page's iframe element; tests give a fake document and its own element. */
export interface AuthConnectorOptions<Element extends IframeElement = HTMLIFrameElement> {
  /** The secure site's frame page, e.g. `http://127.0.0.1:4400/frame` on the devnet. */
  frameUrl: string
  projectId: string
  /** The EVM network the embedded wallet starts on. */
  network: CaipNetwork
  /** The app's first Solana network: a login then connects the embedded Solana account too. */
  solanaNetwork?: CaipNetwork
  findNetwork: (caipNetworkId: string) => CaipNetwork | undefined
  document: IframeDocument<Element>
  /** The page's window: it hears the frame and opens the social login's popup. */
  window: MessageWindow & PopupHost
  cache: LoginCache
  dappData: FrameInitializerDeps['dappData']
  theme: FrameInitializerDeps['theme']
  onSmartAccountEnabledNetworks: FrameInitializerDeps['onSmartAccountEnabledNetworks']
  /** Shorter waits for the frame than the spec's (tests, the devnet playground). */
  timeouts?: FrameTimeouts
  /**
   * Hears the signed-in user after each login and after an email change; `socialProvider` names
   * a social or Farcaster login, undefined for an email login.
   */
  onUser?: (user: AccountUser, socialProvider: string | undefined) => void
  /** Hears the secure site's message when the login's session was ended from another place. */
  onSessionEnded?: (message: string) => void
  /** The page that leaves for the provider where popups are blocked; the browser's by default. */
  page?: RedirectPage
}

/** A login's accounts: the EVM account, and the embedded Solana account when the app has Solana. */
export interface AuthLogin extends ConnectedAccounts {
  solana?: ConnectedAccounts
}

export const notSolanaAddressMessage = (address: string): string =>
  `The secure frame answered ${address}, not a Solana address, for the Solana account`

/**
 * The auth (embedded wallet) connector's work: email login through the hidden secure frame. The
 * frame is created on first use; the modal sends the code and the one-time code, and
 * `connectEmail` then reads the signed-in user as the connection's account.
 */
export function createAuthConnector<Element extends IframeElement = HTMLIFrameElement>(
  options: AuthConnectorOptions<Element>,
) {
  let opened: { frame: SecureFrame; provider: AuthProvider; destroy: () => void } | undefined

  const open = () => {
    // A frame that never became ready (the secure site was unreachable) is loaded afresh, so the
    // visitor's next try works once the site is back.
    if (opened?.frame.store.getState().status === 'failed') {
      opened.destroy()
      opened = undefined
    }
    if (opened) return opened
    const transport = createIframeTransport({
      document: options.document,
      window: options.window,
      url: options.frameUrl,
      params: {
        projectId: options.projectId,
        chainId: options.network.caipNetworkId,
        version: PORTICO_VERSION,
        enableLogger: false,
        rpcUrl: options.network.rpcUrls.default.http[0] ?? '',
      },
    })
    const frame = createSecureFrame({
      transport,
      ...(options.timeouts && { timeouts: options.timeouts }),
      onReady: createFrameInitializer({
        dappData: options.dappData,
        theme: options.theme,
        onSmartAccountEnabledNetworks: options.onSmartAccountEnabledNetworks,
      }),
    })
    const provider = createAuthProvider({ frame, cache: options.cache })
    frame.onSessionEnded((message) => {
      signedIn = undefined
      options.onSessionEnded?.(message)
    })
    opened = {
      frame,
      provider,
      destroy: () => {
        frame.destroy()
        transport.destroy()
      },
    }
    return opened
  }

  /** Asks the frame to mail a code; answers whether the frame wants a code or device approval. */
  const sendEmailCode = async (email: string) =>
    (await open().provider.connectEmail({ email })).action

  const verifyOtp = (otp: string): Promise<void> => open().provider.connectOtp({ otp })

  /** A signed-in user as the connection: its address on the network the frame reports. */
  const accountsOf = (user: { address: string; chainId: number | string }): ConnectedAccounts => {
    const chainId = String(user.chainId)
    const caipNetworkId = chainId.includes(':') ? chainId : formatCaipNetworkId('eip155', chainId)
    return {
      accounts: [{ address: user.address }],
      caipNetwork: options.findNetwork(caipNetworkId) ?? options.network,
    }
  }

  /** The user of the latest login, so an email change can report it with its new email. */
  let signedIn: { user: AuthUser; socialProvider: string | undefined } | undefined

  const report = (user: AuthUser, socialProvider: string | undefined): ConnectedAccounts => {
    signedIn = { user, socialProvider }
    options.onUser?.(accountUserFrom(user), socialProvider)
    return accountsOf(user)
  }

  /**
   * The login's Solana account, read on the Solana network. The frame signs an eip155 request
   * that names no chain on its current network, so it is put back on the EVM one afterwards.
   */
  const withSolana = async (evm: ConnectedAccounts): Promise<AuthLogin> => {
    const network = options.solanaNetwork
    if (!network) return evm
    const { provider } = open()
    const { address } = await provider.getUser({ chainId: network.caipNetworkId })
    await provider.getUser({
      chainId: evm.caipNetwork?.caipNetworkId ?? options.network.caipNetworkId,
    })
    if (!isSolanaAddress(address)) throw new Error(notSolanaAddressMessage(address))
    return { ...evm, solana: { accounts: [{ address }], caipNetwork: network } }
  }

  const readUser = async (socialProvider: string | undefined): Promise<AuthLogin> =>
    withSolana(
      report(
        await open().provider.getUser({ chainId: options.network.caipNetworkId }),
        socialProvider,
      ),
    )

  const connectEmail = (): Promise<AuthLogin> => readUser(undefined)

  /** The result of a social login, as the popup reports it or the page came back with it. */
  const socialResult = async (provider: string): Promise<string> => {
    const page = options.page ?? currentPage()
    const returned = page && takeReturnedResult(page, provider)
    if (returned !== undefined) return returned
    const popup = openSocialPopup({
      host: options.window,
      trustedOrigin: new URL(options.frameUrl).origin,
    })
    try {
      if (popup.blocked && page) {
        popup.result.catch(() => undefined)
        // A webview that blocks popups: the page itself goes, and the login ends on its return.
        const { uri } = await open().provider.getSocialRedirectUri({
          provider,
          returnTo: returnAddressOf(page),
        })
        leaveForProvider(page, provider, uri)
        return await new Promise<never>(() => undefined)
      }
      const { uri } = await open().provider.getSocialRedirectUri({ provider })
      popup.navigate(uri)
      return await popup.result
    } finally {
      popup.close()
    }
  }

  /**
   * A social login: the popup opens first (a browser lets a page open one only soon after a
   * click), then goes to the provider's page the frame names; the URI it reports back finishes
   * the login in the frame. Where popups are blocked the page goes instead, and the login is
   * finished when it comes back. A login the platform refuses (Google in a webview) fails at once.
   */
  const connectSocial = async (provider: string): Promise<AuthLogin> => {
    // Before any popup or redirect: the modal does not offer it here, and connect() neither.
    if (!isSocialOfferedHere(provider, globalThis)) {
      const why = new PorticoError(`The ${provider} login is not offered in this browser`)
      throw new ConnectionError(CONNECTION_ERRORS.socialNotStarted, why)
    }
    const resultUri = await socialResult(provider)
    const rpcUrl = options.network.rpcUrls.default.http[0]
    const user = await open().provider.connectSocial({
      uri: resultUri,
      chainId: options.network.caipNetworkId,
      ...(rpcUrl === undefined ? {} : { rpcUrl }),
    })
    return withSolana(report(user, provider))
  }

  /**
   * Farcaster: the URL to show as a QR code goes to `onUrl`, then the approval is awaited; the
   * frame answers it with the user name only, so the account is read as after an email login.
   */
  const connectFarcaster = async (onUrl: (url: string) => void): Promise<AuthLogin> => {
    const { url } = await open().provider.getFarcasterUri()
    onUrl(url)
    await open().provider.connectFarcaster()
    return readUser('farcaster')
  }

  /**
   * An email change, for an email login: the frame mails a code to the current email (answered
   * 'VERIFY_PRIMARY_OTP') or straight to the new one ('VERIFY_SECONDARY_OTP').
   */
  const updateEmail = async (email: string) => (await open().provider.updateEmail({ email })).action

  /** The code sent to the current email; the frame then mails one to the new email. */
  const confirmEmailUpdatePrimary = async (otp: string): Promise<void> => {
    await open().provider.updateEmailPrimaryOtp({ otp })
  }

  /** The code sent to the new email: the change is made and the user reported with it. */
  const confirmEmailUpdateSecondary = async (otp: string): Promise<string> => {
    const { newEmail } = await open().provider.updateEmailSecondaryOtp({ otp })
    if (signedIn) report({ ...signedIn.user, email: newEmail }, signedIn.socialProvider)
    return newEmail
  }

  /**
   * After a reload or in another tab: the frame, which keeps its own credential, says whether the
   * login is still live; if so its user is the connection, else AuthSessionEndedError.
   */
  const restore = async (socialProvider: string | undefined): Promise<AuthLogin> => {
    const { isConnected } = await open().provider.isConnected()
    if (!isConnected) throw new AuthSessionEndedError()
    return readUser(socialProvider)
  }

  /**
   * Aborts the pending signing requests in the frame (APP_RPC_ABORT): their callers get the
   * frame's abort error at once, and the frame drops them. A frame never opened has none.
   */
  const abortRequests = (): void => {
    opened?.provider.rejectRpcRequests()
  }

  /** A frame never opened has nothing to reload or resync. */
  const reload = async (): Promise<void> => {
    await opened?.provider.reload()
  }

  const syncDappData = async (): Promise<void> => {
    await opened?.provider.syncDappData(options.dappData())
  }

  const disconnect = async (): Promise<void> => {
    signedIn = undefined
    await opened?.provider.disconnect()
  }

  /** The embedded wallet's signing and network requests, run in the frame. */
  const rpcRequest: AuthProvider['rpcRequest'] = (payload) => open().provider.rpcRequest(payload)
  const switchNetwork: AuthProvider['switchNetwork'] = (payload) =>
    open().provider.switchNetwork(payload)

  const destroy = (): void => {
    opened?.destroy()
    opened = undefined
  }

  return {
    sendEmailCode,
    verifyOtp,
    connectEmail,
    connectSocial,
    connectFarcaster,
    restore,
    abortRequests,
    updateEmail,
    confirmEmailUpdatePrimary,
    confirmEmailUpdateSecondary,
    reload,
    syncDappData,
    disconnect,
    rpcRequest,
    switchNetwork,
    destroy,
  }
}

export type AuthConnector = ReturnType<typeof createAuthConnector>
