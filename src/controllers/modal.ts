import { SHAKE_MS, type View } from '../core/constants.js'
import { createStore } from '../core/store.js'

/** The modal's state. */
export interface ModalState {
  /** Whether the modal shows. */
  open: boolean
  /** True while the modal waits for something before it can show a view. */
  loading: boolean
  /** True for the moment the modal shakes after a failure. */
  shake: boolean
}

export interface CloseContext {
  view: View
  siwxRequired: boolean
  hasSession: boolean
}

/** The views where a required sign-in must not be skipped by closing the modal. */
const SIGN_IN_VIEWS: ReadonlySet<View> = new Set<View>(['SIWXSignMessage', 'ApproveTransaction'])

export function isCloseDisabled({ view, siwxRequired, hasSession }: CloseContext): boolean {
  return SIGN_IN_VIEWS.has(view) && siwxRequired && !hasSession
}

export interface ModalDeps {
  /** Sets the router's history to the single entry `view`. */
  resetRouter: (view: View) => void
  currentView: () => View
  isSiwxRequired: () => boolean
  hasSiwxSession: () => boolean
}

export function createModal(deps: ModalDeps) {
  const store = createStore<ModalState>({ open: false, loading: false, shake: false })
  let shakeTimer: ReturnType<typeof setTimeout> | undefined

  const closeDisabled = (): boolean =>
    isCloseDisabled({
      view: deps.currentView(),
      siwxRequired: deps.isSiwxRequired(),
      hasSession: deps.hasSiwxSession(),
    })

  /** Without a view the router keeps its current view (Connect after a close). */
  const open = (view?: View): void => {
    if (view) deps.resetRouter(view)
    store.setState({ open: true })
  }

  const close = (): void => {
    if (closeDisabled()) return
    store.setState({ open: false, loading: false })
    deps.resetRouter('Connect')
  }

  const setLoading = (loading: boolean): void => {
    store.setState({ loading })
  }

  /** A new shake restarts the timer, so the flag stays on for a full shake after the last call. */
  const shake = (): void => {
    clearTimeout(shakeTimer)
    store.setState({ shake: true })
    shakeTimer = setTimeout(() => {
      store.setState({ shake: false })
    }, SHAKE_MS)
  }

  return { store, open, close, closeDisabled, setLoading, shake }
}

export type Modal = ReturnType<typeof createModal>
