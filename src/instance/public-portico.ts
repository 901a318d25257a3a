import type { PorticoSolanaSigner } from '../connectors/solana-signers.js'
import type { TrackEvent } from '../controllers/events.js'
import type { SiwxStatus } from '../controllers/siwx.js'
import type { ThemeMode, ThemeVariables } from '../controllers/theme.js'
import type { CaipNetwork } from '../core/caip-network.js'
import type { View } from '../core/constants.js'
import type { NamespaceProviders, ProviderNamespace } from '../core/namespace-provider.js'
import type { PorticoAccount } from './instance-account.js'
import type { ChainNamespace } from '../utils/caip.js'

/** The modal as an app reads it: whether it is open and the view it shows (or last showed). */
export interface PorticoModalState {
  /** Whether the modal is open. */
  open: boolean
  /** The view shown, or the last one shown while closed. */
  view: View
}

/** The Sign In With X session of the active account, as last checked. */
export interface PorticoSiwxSession {
  /** Where the sign-in stands: `idle`, `signing`, `success` or `error`. */
  status: SiwxStatus
  /** A live session exists for the active address and network. */
  signedIn: boolean
  /** The email the visitor gave on DataCapture; undefined without one. */
  email: string | undefined
}

/**
 * A part of the modal whose code arrives through `import()` at its first use; `load` fetches it
 * ahead (say, on a hover over the app's own Swap button).
 */
export type PorticoLazyFeature = 'send' | 'swap' | 'onRamp' | 'names'

/**
 * One Portico instance, as `createPortico` returns it: the modal, the connection, the wallet's
 * providers and the instance's lifetime. Its controllers are not part of it: the React hooks and
 * the headless functions read them for the app.
 */
export interface Portico {
  /** Shows the given view, else Account when connected and Connect otherwise. */
  readonly open: (view?: View) => void
  /** Closes the modal. */
  readonly close: () => void
  /**
   * Hears each change of the modal's state: whether it is open and the view it shows (not at
   * once: the modal starts closed on Connect). Returns the unsubscribe.
   */
  readonly subscribeModal: (listener: (state: PorticoModalState) => void) => () => void
  /**
   * Ends the namespace's active connection, or every namespace's without one. Rejects with a
   * ConnectionError 'Failed to disconnect' when a wallet could not be disconnected.
   */
  readonly disconnect: (namespace?: ChainNamespace) => Promise<void>
  /**
   * Switches to one of the app's networks, asking the connected wallet first; a refusal rejects
   * with a UserRejectedRequestError (4001) and the network stays.
   */
  readonly switchNetwork: (network: CaipNetwork) => Promise<void>
  /**
   * Signs a message with the active namespace's wallet (personal_sign on EVM, signMessage on
   * Solana), the ApproveTransaction view showing meanwhile. A refusal rejects with a
   * UserRejectedRequestError (4001).
   */
  readonly signMessage: (message: string) => Promise<string>
  /**
   * The active namespace's account: address, CAIP address, network, connection status and the
   * kind of connector behind it.
   */
  readonly getAccount: () => PorticoAccount
  /**
   * Calls the listener with the account each time it changes (not at once: read `getAccount`
   * for the first value). Returns the unsubscribe.
   */
  readonly subscribeAccount: (
    listener: (account: PorticoAccount, previous: PorticoAccount) => void,
  ) => () => void
  /**
   * The connected wallet of a namespace for the app's own work, undefined while none is: an
   * EIP-1193 provider for eip155 (viem, ethers, wagmi), a Wallet Standard wallet for solana.
   */
  readonly getProvider: <N extends ProviderNamespace>(
    namespace: N,
  ) => NamespaceProviders[N] | undefined
  /** Hears the namespace whose `getProvider` answer changed; returns the unsubscribe. */
  readonly subscribeProvider: (listener: (namespace: ProviderNamespace) => void) => () => void
  /**
   * @solana/kit signers (TransactionSendingSigner, TransactionModifyingSigner,
   * MessageModifyingSigner) for the connected Solana account; undefined while none is.
   */
  readonly getSolanaSigner: () => Promise<PorticoSolanaSigner | undefined>
  /** Switches the modal's language live (a shipped locale's tag; others fall back). */
  readonly setLocale: (tag: string) => void
  /** Switches the modal between `light` and `dark`. */
  readonly setThemeMode: (mode: ThemeMode) => void
  /** Merges the given theme variables into the current ones: the others stay. */
  readonly setThemeVariables: (variables: ThemeVariables) => void
  /**
   * The visitor's analytics consent: `true` sends what is tracked from now on, `false` stops
   * analytics and drops what waits unsent.
   */
  readonly setAnalyticsConsent: (given: boolean) => void
  /** Calls the listener with every event the instance tracks; returns the unsubscribe. */
  readonly subscribeEvents: (listener: (event: TrackEvent) => void) => () => void
  /** The Sign In With X session of the active account. */
  readonly getSiwxSession: () => PorticoSiwxSession
  /** Hears each change of the Sign In With X session; returns the unsubscribe. */
  readonly subscribeSiwxSession: (listener: (session: PorticoSiwxSession) => void) => () => void
  /** Fetches a lazy part of the modal ahead of its first use; a failed fetch may be tried again. */
  readonly load: (feature: PorticoLazyFeature) => Promise<void>
  /**
   * Fetches the remote configuration once (features, analytics switch, plan limits); every call
   * answers the same promise, which never rejects. A deferred instance (`deferRequests`) makes
   * no request before this call or the modal's first open.
   */
  readonly initialize: () => Promise<void>
  /**
   * Settles once the connections remembered from the last visit have been made again or have
   * failed to be (at once when nothing was remembered).
   */
  readonly restored: Promise<void>
  /** Stops every timer and listener of the instance; pending analytics are flushed first. */
  readonly destroy: () => Promise<void>
}
