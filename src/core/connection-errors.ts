import { PorticoError } from './portico-error.js'

/** The connection messages of the spec's error catalogue (§8), word for word. */
export const CONNECTION_ERRORS = {
  modalClosed: 'Modal closed',
  rejected: 'Connection rejected',
  /** Raised by the social popup (ERR-69); listed so it reaches the caller unchanged. */
  popupClosed: 'Popup closed',
  connectFailed: 'Failed to connect',
  socialNotStarted: 'Failed to initiate social connection',
  farcasterFailed: 'Failed to connect to farcaster',
  noAuthConnector: 'No auth connector found',
  notAuthConnected: 'Not connected to email or social',
  disconnectFailed: 'Failed to disconnect',
  providerNotFound: 'Provider not found',
  adapterNotFound: 'Adapter not found',
} as const

export type ConnectionErrorMessage = (typeof CONNECTION_ERRORS)[keyof typeof CONNECTION_ERRORS]

export const CONNECTION_ERROR_MESSAGES: readonly ConnectionErrorMessage[] =
  Object.values(CONNECTION_ERRORS)

/** A connection that failed or ended, with the catalogue's message; `cause` says why. */
export class ConnectionError extends PorticoError {
  /** The class name, as logs show it. */
  override readonly name: string = 'ConnectionError'
  /** The catalogue's message. */
  declare readonly message: ConnectionErrorMessage

  /**
   * @param message - the catalogue's message
   * @param cause - the error behind it
   */
  constructor(message: ConnectionErrorMessage, cause?: unknown) {
    super(message, { cause })
  }
}
