import { FARCASTER_BACK_RELOAD_MS, type View } from '../core/constants.js'
import { createEmitter } from '../core/emitter.js'
import { createStore } from '../core/store.js'
import type { ApprovalCall } from '../batch/call-summary.js'

export type { View }

/**
 * The views a plan over its usage limit may not open. The spec says "any of the four Connecting*
 * views" but lists five; all five are guarded, since each one starts a connection the limit is
 * meant to stop.
 */
export const USAGE_LIMITED_VIEWS: ReadonlySet<View> = new Set<View>([
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingMultiChain',
  'ConnectingSocial',
  'ConnectingFarcaster',
])

/** Parameters of the current view; minimal shapes until the entity types exist. */
export interface RouterData {
  wallet?: { id: string; name: string }
  network?: { caipNetworkId: string; name: string }
  /** SwitchNetwork: the switch to `network` is already done, its success view shows. */
  switched?: boolean
  connector?: { id: string; name: string }
  email?: string
  newEmail?: string
  /** ApproveTransaction of a batch (wallet_sendCalls): every call, approved once. */
  calls?: readonly ApprovalCall[]
}

/** The modal's view and how it got there. */
export interface RouterState {
  /** Always the last history entry. */
  view: View
  /** The views visited, the current one last; Back goes to the one before. */
  history: View[]
  /** What the current view was opened with (a wallet, an email…). */
  data: RouterData | undefined
}

/** What follows a wallet request shown in ApproveTransaction. */
export interface TransactionStackEntry {
  /** On success, the view to show: reset to it, or replace the current view when `replace`. */
  view?: View
  /** On success, go back instead of showing a view. */
  goBack?: boolean
  /** Replace the current view rather than reset to `view`. */
  replace?: boolean
  /** Called when the request succeeded. */
  onSuccess?: () => void
  /** Called when it failed. */
  onError?: () => void
  /** Called when the visitor cancelled it. */
  onCancel?: () => void
}

export type TransactionOutcome = 'success' | 'error' | 'cancel'

export interface RouterDeps {
  hasExceededUsageLimit: () => boolean
  isConnected: () => boolean
  /** Asks the secure iframe to reload (the Farcaster login leaves it in a spent state). */
  reloadAuthConnector: () => void
  syncDappData: () => void
}

const START_VIEW: View = 'Connect'

export function createRouter(deps: RouterDeps) {
  const store = createStore<RouterState>({
    view: START_VIEW,
    history: [START_VIEW],
    data: undefined,
  })
  const transactionStack: TransactionStackEntry[] = []
  // Going back from the first view closes the modal, which is made after the router it resets.
  const closeRequests = createEmitter<undefined>()

  const show = (history: View[], data: RouterData | undefined): void => {
    const view = history.at(-1) ?? START_VIEW
    store.setState({ history, view, data })
  }

  const guard = (view: View): View =>
    USAGE_LIMITED_VIEWS.has(view) && deps.hasExceededUsageLimit() ? 'UsageExceeded' : view

  const push = (view: View, data?: RouterData): void => {
    const { view: current, history } = store.getState()
    const target = guard(view)
    if (view === current || target === current) return
    show([...history, target], data)
  }

  const reset = (view: View, data?: RouterData): void => {
    show([view], data)
  }

  const replace = (view: View, data?: RouterData): void => {
    show([...store.getState().history.slice(0, -1), view], data)
  }

  const scheduleAuthConnectorReload = (): void => {
    setTimeout(() => {
      deps.reloadAuthConnector()
      deps.syncDappData()
    }, FARCASTER_BACK_RELOAD_MS)
  }

  /** Data is kept: it belongs to the latest push, and the revealed view may still need it. */
  const goBack = (): void => {
    const { view, history, data } = store.getState()
    if (view === 'ConnectingFarcaster' && !deps.isConnected()) scheduleAuthConnectorReload()
    if (history.length <= 1) {
      closeRequests.emit(undefined)
      return
    }
    const remaining = history.slice(0, -1)
    if (remaining.at(-1) === 'Connect' && deps.isConnected()) remaining.splice(-1, 1, 'Account')
    show(remaining, data)
  }

  const goBackToIndex = (index: number): void => {
    const { history, data } = store.getState()
    if (!Number.isInteger(index) || index < 0 || index >= history.length) return
    show(history.slice(0, index + 1), data)
  }

  const pushTransactionStack = (entry: TransactionStackEntry): void => {
    transactionStack.push(entry)
  }

  const showSuccessView = (entry: TransactionStackEntry): void => {
    if (entry.goBack) goBack()
    else if (entry.view && entry.replace) replace(entry.view)
    else if (entry.view) reset(entry.view)
  }

  /** The entry's callback runs first, then the modal navigates (NAV-15, NAV-16). */
  const popTransactionStack = (outcome: TransactionOutcome): void => {
    const entry = transactionStack.pop()
    if (!entry) return
    if (outcome === 'success') {
      entry.onSuccess?.()
      showSuccessView(entry)
      return
    }
    if (outcome === 'error') entry.onError?.()
    else entry.onCancel?.()
    goBack()
  }

  const switchActiveChainDone = (): void => {
    if (store.getState().view === 'SwitchActiveChain') replace('Connect')
  }

  /** Called by the send flow after a successful ERC20 or Solana send. */
  const showAccountAfterSend = (): void => {
    reset('Account')
  }

  const resetToConnect = (): void => {
    reset(START_VIEW)
  }

  return {
    store,
    push,
    reset,
    replace,
    goBack,
    goBackToIndex,
    pushTransactionStack,
    popTransactionStack,
    transactionStackSize: () => transactionStack.length,
    switchActiveChainDone,
    showAccountAfterSend,
    resetToConnect,
    // Last: a minifier keeps the methods above inline only ahead of a property read.
    /** Hears a step back from the first view: the modal's close (subscribed once it exists). */
    onCloseRequested: closeRequests.on,
  }
}

export type Router = ReturnType<typeof createRouter>
