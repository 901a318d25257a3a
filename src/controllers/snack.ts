import { TOAST_AUTO_CLOSE_MS, TOAST_SWAP_DELAY_MS } from '../core/constants.js'
import { createStore } from '../core/store.js'

/** The toast's kind. */
export type SnackVariant = 'loading' | 'success' | 'error' | 'svg'

export interface SnackSvg {
  icon: string
  iconColor: string
}

export interface SnackMessage {
  message: string
  variant: SnackVariant
  svg: SnackSvg | undefined
  autoClose: boolean
}

/** The toast at the bottom of the modal. */
export interface SnackState extends SnackMessage {
  /** Whether the toast shows. */
  open: boolean
}

export interface SnackOptions {
  /** Defaults to true; a toast that waits on something (e.g. authenticating) passes false. */
  autoClose?: boolean
}

export function createSnack() {
  const store = createStore<SnackState>({
    open: false,
    message: '',
    variant: 'success',
    svg: undefined,
    autoClose: true,
  })
  let autoCloseTimer: ReturnType<typeof setTimeout> | undefined
  let swapTimer: ReturnType<typeof setTimeout> | undefined

  const clearTimers = (): void => {
    clearTimeout(autoCloseTimer)
    clearTimeout(swapTimer)
  }

  const display = (next: SnackMessage): void => {
    store.setState({ ...next, open: true })
    if (next.autoClose) autoCloseTimer = setTimeout(close, TOAST_AUTO_CLOSE_MS)
  }

  /**
   * While a toast is open (or a swap is already waiting) the current one closes first and the new
   * one follows after the swap delay, so the exit and entry animations do not overlap. The message
   * text stays during the delay for the exit animation; only the latest waiting message is kept.
   */
  const show = (next: SnackMessage): void => {
    const swapping = store.getState().open || swapTimer !== undefined
    clearTimers()
    swapTimer = undefined
    if (!swapping) {
      display(next)
      return
    }
    store.setState({ open: false })
    swapTimer = setTimeout(() => {
      swapTimer = undefined
      display(next)
    }, TOAST_SWAP_DELAY_MS)
  }

  function close(): void {
    clearTimers()
    swapTimer = undefined
    store.setState({ open: false })
  }

  const message = (
    text: string,
    variant: SnackVariant,
    options?: SnackOptions,
    svg?: SnackSvg,
  ): SnackMessage => ({ message: text, variant, svg, autoClose: options?.autoClose ?? true })

  return {
    store,
    showLoading: (text: string, options?: SnackOptions) => {
      show(message(text, 'loading', options))
    },
    showSuccess: (text: string, options?: SnackOptions) => {
      show(message(text, 'success', options))
    },
    showError: (error: string | Error, options?: SnackOptions) => {
      show(message(typeof error === 'string' ? error : error.message, 'error', options))
    },
    showSvg: (text: string, svg: SnackSvg, options?: SnackOptions) => {
      show(message(text, 'svg', options, svg))
    },
    close,
  }
}

export type Snack = ReturnType<typeof createSnack>
