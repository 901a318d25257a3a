import type { CodedErrorInfo } from '../core/errors.js'
import { createStore } from '../core/store.js'

/** The alert's kind: information or a warning. */
export type AlertVariant = 'info' | 'warning'

/** The modal's alert banner. */
export interface AlertState {
  /** Whether the alert shows. */
  open: boolean
  /** The text shown. */
  message: string
  /** Information or a warning. */
  variant: AlertVariant
  /** The coded error's code (e.g. 'APKTW001') when the alert shows one. */
  code: string | undefined
}

export function createAlert() {
  const store = createStore<AlertState>({
    open: false,
    message: '',
    variant: 'info',
    code: undefined,
  })

  /** A coded error shows its display message; its description stays out of the UI. */
  const open = (content: CodedErrorInfo | string, variant: AlertVariant): void => {
    const isText = typeof content === 'string'
    store.setState({
      open: true,
      message: isText ? content : content.displayMessage,
      variant,
      code: isText ? undefined : content.code,
    })
  }

  const close = (): void => {
    store.setState({ open: false })
  }

  return { store, open, close }
}

export type Alert = ReturnType<typeof createAlert>
