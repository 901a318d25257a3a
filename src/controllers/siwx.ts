import type { components as ProjectApi } from '../../generated/project-api/types.js'
import { errorMessage } from '../clients/error-message.js'
import type { CaipNetwork } from '../core/caip-network.js'
import type { View } from '../core/constants.js'
import type { SiwxMessage } from '../core/siwx-message.js'
import type { SiwxSession, SiwxSessionStore } from '../core/siwx-session-store.js'
import type { Store } from '../core/store.js'
import { createSiwxStore, type SiwxState } from './siwx-store.js'
import { parseCaipAddress, type CaipAddress } from '../utils/caip.js'

export type TrackEventProps = ProjectApi['schemas']['TrackEventProps']

/** The connection client's signing call: personal_sign on EVM, signMessage on Solana. */
export interface SiwxConnectionClient {
  signMessage: (message: string, address: string) => Promise<string>
}

/** What the app says about itself in every message. */
export interface SiwxAppInfo {
  domain: string
  uri: string
  statement?: string
  resources?: string[]
  /** How long a session lasts; without it sessions do not expire. */
  sessionLifetimeMs?: number
}

export type { SiwxState, SiwxStatus } from './siwx-store.js'

export interface SiwxDeps {
  isEnabled: () => boolean
  isRequired: () => boolean
  sessionStore: SiwxSessionStore
  /** The remote emailCapture feature. */
  isEmailCaptureEnabled: () => boolean
  getActiveCaipAddress: () => CaipAddress | undefined
  getActiveCaipNetwork: () => CaipNetwork | undefined
  isNetworkSupported: (network: CaipNetwork) => boolean
  /** Undefined while no connection client exists (before connecting, after a teardown). */
  getConnectionClient: () => SiwxConnectionClient | undefined
  app: SiwxAppInfo
  openModal: (view: View) => void
  closeModal: () => void
  isModalOpen: () => boolean
  currentView: () => View
  resetToConnect: () => void
  switchNetwork: (network: CaipNetwork) => Promise<void>
  disconnect: () => Promise<void>
  showLoading: (message: string, options: { autoClose: boolean }) => void
  showError: (message: string) => void
  closeSnack: () => void
  track: (event: TrackEventProps) => void
  now?: () => number
}

export const SIWX_ERRORS = {
  /** ERR-36: raised by every SIWX operation while the app configured no SIWX. */
  notEnabled: 'SIWX is not enabled',
  /** ERR-37: building a message with no connected address. */
  noAddress: 'No ActiveCaipAddress found',
  /** ERR-38: building a message with no active network or no connection client. */
  noNetworkOrClient: 'No ActiveCaipNetwork or client found',
  /** ERR-39: signing after the connection client went away (the message was already built). */
  noClient: 'No ConnectionController client found',
} as const

export const SIWX_TOASTS = {
  /** ERR-40 */
  signingFailed: 'Error signing message',
  /** ERR-41, worded exactly as the spec gives it. */
  initializationFailed: 'A problem occurred while trying initialize authentication',
  /** ERR-42: the spec leaves the text open; it stays until the signature settles. */
  authenticating: 'Authenticating...',
} as const

/** VAL-46: the WalletConnect one-click sign-in only when SIWX is on and every chain is EVM. */
export function canUseUniversalProviderSiwx(
  siwxEnabled: boolean,
  networks: readonly Pick<CaipNetwork, 'chainNamespace'>[],
): boolean {
  return (
    siwxEnabled &&
    networks.length > 0 &&
    networks.every((network) => network.chainNamespace === 'eip155')
  )
}

/**
 * The SIWX controller on `store`: an instance hands in the store it made up front, so what reads
 * the sign-in state needs none of this module's code until a sign-in happens.
 */
export function createSiwx(deps: SiwxDeps, store: Store<SiwxState> = createSiwxStore()) {
  const now = deps.now ?? Date.now

  const patch = (changes: Partial<SiwxState>): void => {
    store.setState(changes)
  }

  const track = (event: string, network: CaipNetwork | undefined, extra = {}): void => {
    const address = deps.getActiveCaipAddress()
    deps.track({
      type: 'track',
      event,
      address: address && parseCaipAddress(address).address,
      properties: { caipNetworkId: network?.caipNetworkId, ...extra },
    })
  }

  const sessionsOf = (network: CaipNetwork, caipAddress: CaipAddress): Promise<SiwxSession[]> =>
    deps.sessionStore.getSessions(network.caipNetworkId, parseCaipAddress(caipAddress).address)

  const assertEnabled = (): void => {
    if (!deps.isEnabled()) throw new Error(SIWX_ERRORS.notEnabled)
  }

  /** ERR-36..38: the message for the active address and network, kept for the sign view. */
  const createMessage = async (): Promise<SiwxMessage> => {
    assertEnabled()
    const caipAddress = deps.getActiveCaipAddress()
    if (caipAddress === undefined) throw new Error(SIWX_ERRORS.noAddress)
    const network = deps.getActiveCaipNetwork()
    if (!network || !deps.getConnectionClient()) throw new Error(SIWX_ERRORS.noNetworkOrClient)
    const { sessionLifetimeMs, ...app } = deps.app
    const issuedAtMs = now()
    // Message building loads with the first sign-in, off the first load.
    const { createSiwxMessage, createSiwxMessageData } = await import('../core/siwx-message.js')
    const data = createSiwxMessageData(
      {
        ...app,
        accountAddress: parseCaipAddress(caipAddress).address,
        chainId: network.caipNetworkId,
        expirationTime:
          sessionLifetimeMs === undefined
            ? undefined
            : new Date(issuedAtMs + sessionLifetimeMs).toISOString(),
      },
      issuedAtMs,
    )
    const message = await createSiwxMessage(data)
    patch({ message })
    return message
  }

  /**
   * The message the sign view shows, built when none is kept for the active address and network
   * (a new connection, a network switch), so what the user reads is what the wallet signs.
   */
  const currentMessage = async (): Promise<SiwxMessage> => {
    const kept = store.getState().message
    const caipAddress = deps.getActiveCaipAddress()
    const network = deps.getActiveCaipNetwork()
    const stillCurrent =
      kept !== undefined &&
      caipAddress !== undefined &&
      kept.chainId === network?.caipNetworkId &&
      kept.accountAddress === parseCaipAddress(caipAddress).address &&
      (kept.expirationTime === undefined || Date.parse(kept.expirationTime) > now())
    return stillCurrent ? kept : createMessage()
  }

  /** ERR-39: signs the message with the connection client and stores the session. */
  const signMessage = async (message: SiwxMessage): Promise<SiwxSession> => {
    assertEnabled()
    const client = deps.getConnectionClient()
    if (!client) throw new Error(SIWX_ERRORS.noClient)
    const signature = await client.signMessage(message.serialized, message.accountAddress)
    const { siwxMessageData } = await import('../core/siwx-message.js')
    const session: SiwxSession = {
      data: siwxMessageData(message),
      message: message.serialized,
      signature,
    }
    await deps.sessionStore.addSession(session)
    return session
  }

  /**
   * Runs after every connection (STATE-52..56). Any failure disconnects, resets the view to
   * Connect and shows a toast (STATE-68, STATE-69, ERR-41).
   */
  const initializeIfEnabled = async (): Promise<void> => {
    if (!deps.isEnabled()) return
    const caipAddress = deps.getActiveCaipAddress()
    const network = deps.getActiveCaipNetwork()
    if (caipAddress === undefined || !network || !deps.isNetworkSupported(network)) return
    try {
      if (deps.isEmailCaptureEnabled()) {
        deps.openModal('DataCapture')
        return
      }
      const signedIn = (await sessionsOf(network, caipAddress)).length > 0
      patch({ signedIn })
      if (!signedIn) deps.openModal('SIWXSignMessage')
    } catch {
      // The toast reports the failure; a failing disconnect must not stop the reset behind it.
      await deps.disconnect().catch(() => undefined)
      deps.resetToConnect()
      deps.showError(SIWX_TOASTS.initializationFailed)
    }
  }

  /**
   * DataCapture's continue: the email is kept for the app, then the flow STATE-54 stopped for it
   * goes on (STATE-55, STATE-56): closed when a session exists, else the sign view.
   */
  const continueAfterDataCapture = async (email: string): Promise<void> => {
    patch({ email })
    const caipAddress = deps.getActiveCaipAddress()
    const network = deps.getActiveCaipNetwork()
    const signedIn =
      caipAddress !== undefined &&
      network !== undefined &&
      (await sessionsOf(network, caipAddress)).length > 0
    patch({ signedIn })
    if (signedIn || caipAddress === undefined) deps.closeModal()
    else deps.openModal('SIWXSignMessage')
  }

  /** The sign view's action (STATE-57..63); resolves to the session, or undefined on failure. */
  const requestSignMessage = async (): Promise<SiwxSession | undefined> => {
    const network = deps.getActiveCaipNetwork()
    patch({ status: 'signing', error: undefined })
    deps.showLoading(SIWX_TOASTS.authenticating, { autoClose: false })
    try {
      const session = await signMessage(await currentMessage())
      patch({
        status: 'success',
        lastConnectedNetwork: network,
        signedIn: true,
        message: undefined,
      })
      deps.closeSnack()
      deps.closeModal()
      track('SIWX_AUTH_SUCCESS', network)
      return session
    } catch (error) {
      patch({ status: 'error', error: errorMessage(error) })
      if (!deps.isModalOpen() || deps.currentView() !== 'ApproveTransaction') {
        deps.openModal('SIWXSignMessage')
      }
      deps.showError(SIWX_TOASTS.signingFailed)
      track('SIWX_AUTH_ERROR', network, { message: errorMessage(error) })
      return undefined
    }
  }

  /**
   * STATE-64..67. A required sign-in falls back to the last signed-in network when the address
   * still has sessions there (the modal then closes, as that network is signed in), else the
   * wallet disconnects; an optional one just closes.
   */
  const cancelSignMessage = async (): Promise<void> => {
    track('CLICK_CANCEL_SIWX', deps.getActiveCaipNetwork())
    patch({ status: 'idle', message: undefined, error: undefined })
    if (!deps.isRequired()) {
      deps.closeModal()
      return
    }
    const { lastConnectedNetwork } = store.getState()
    const caipAddress = deps.getActiveCaipAddress()
    const canSwitchBack =
      lastConnectedNetwork !== undefined &&
      caipAddress !== undefined &&
      (await sessionsOf(lastConnectedNetwork, caipAddress)).length > 0
    if (lastConnectedNetwork && canSwitchBack) {
      await deps.switchNetwork(lastConnectedNetwork)
      patch({ signedIn: true })
      deps.closeModal()
      return
    }
    await deps.disconnect()
  }

  /** Forgets the active address's sessions on the active network (e.g. when disconnecting). */
  const signOut = async (): Promise<void> => {
    assertEnabled()
    const caipAddress = deps.getActiveCaipAddress()
    const network = deps.getActiveCaipNetwork()
    if (caipAddress === undefined || !network) return
    await deps.sessionStore.revoke(network.caipNetworkId, parseCaipAddress(caipAddress).address)
    patch({ signedIn: false })
  }

  return {
    store,
    createMessage,
    currentMessage,
    signMessage,
    initializeIfEnabled,
    continueAfterDataCapture,
    requestSignMessage,
    cancelSignMessage,
    signOut,
  }
}

export type Siwx = ReturnType<typeof createSiwx>
