/**
 * How a connection is made: the method and what it needs. A connection remembers only its
 * connector, so reconnecting one works the method back out of the connector id.
 */
import {
  CONNECTION_ERROR_MESSAGES,
  CONNECTION_ERRORS,
  ConnectionError,
  type ConnectionErrorMessage,
} from './connection-errors.js'
import { CONNECTOR_IDS, type Connection } from './connector.js'
import { isUserRejectedError } from '../utils/user-rejection.js'

const FARCASTER = 'farcaster'

export type ConnectRequest =
  | { method: 'email' }
  | { method: 'social'; provider: string }
  | { method: 'walletConnect' }
  /**
   * Takes back the email, social or Farcaster login the secure frame still holds (after a reload,
   * in another tab): no code, no popup.
   */
  | { method: 'session' }
  /** `silent` asks only for what the wallet already allowed (restoring after a reload). */
  | { method: 'external'; connectorId: string; silent?: boolean }

/** What a connect call hands back; the connection's connector comes from the request. */
export type ConnectedAccounts = Omit<Connection, 'connectorId'>

/** Email and social logins both run through the auth (iframe) connector. */
export function connectorIdOf(request: ConnectRequest): string {
  switch (request.method) {
    case 'email':
    case 'social':
    case 'session':
      return CONNECTOR_IDS.auth
    case 'walletConnect':
      return CONNECTOR_IDS.walletConnect
    case 'external':
      return request.connectorId
  }
}

/**
 * The request that makes a remembered connection again. An auth connection was a social login
 * when a social provider is remembered (spec §7 `connectedSocialProvider`), else an email login;
 * any connector other than Portico's own is an external wallet.
 */
export function reconnectRequest(
  connection: Pick<Connection, 'connectorId'>,
  socialProvider: string | undefined,
): ConnectRequest {
  switch (connection.connectorId) {
    case CONNECTOR_IDS.auth:
      return socialProvider === undefined
        ? { method: 'email' }
        : { method: 'social', provider: socialProvider }
    case CONNECTOR_IDS.walletConnect:
      return { method: 'walletConnect' }
    default:
      return { method: 'external', connectorId: connection.connectorId }
  }
}

/** What the page knows before it starts a connection. */
export interface ConnectContext {
  hasAuthConnector: boolean
  /** The socials offered on this platform. */
  offeredSocials: readonly string[]
  hasProvider: (connectorId: string) => boolean
}

/**
 * Why a connection cannot start, or undefined when it can: email and social need the auth
 * connector (ERR-73); a social login that is not offered here cannot be initiated (ERR-71); an
 * external wallet needs its provider, which is gone when the wallet was uninstalled (ERR-76).
 */
export function connectBlocker(
  request: ConnectRequest,
  context: ConnectContext,
): ConnectionErrorMessage | undefined {
  const isAuth =
    request.method === 'email' || request.method === 'social' || request.method === 'session'
  if (isAuth && !context.hasAuthConnector) return CONNECTION_ERRORS.noAuthConnector
  if (request.method === 'social' && !context.offeredSocials.includes(request.provider)) {
    return CONNECTION_ERRORS.socialNotStarted
  }
  if (request.method === 'external' && !context.hasProvider(request.connectorId)) {
    return CONNECTION_ERRORS.providerNotFound
  }
  return undefined
}

/**
 * Why a connection failed, in the catalogue's words. A refusal by the user is a rejection
 * (ERR-68). A collaborator's error that already carries a catalogue message keeps it, so the
 * popup's 'Popup closed' or 'Failed to initiate social connection' reach the user as they are.
 * Anything else is a failed Farcaster login (ERR-72) or, for every other method, a failed
 * connection (ERR-70); the original error stays as the cause.
 */
export function connectFailure(request: ConnectRequest, error: unknown): ConnectionError {
  if (error instanceof ConnectionError) return error
  if (isUserRejectedError(error)) {
    return new ConnectionError(CONNECTION_ERRORS.rejected, error)
  }
  const known = CONNECTION_ERROR_MESSAGES.find(
    (message) => error instanceof Error && error.message === message,
  )
  if (known) return new ConnectionError(known, error)
  const isFarcaster = request.method === 'social' && request.provider === FARCASTER
  return new ConnectionError(
    isFarcaster ? CONNECTION_ERRORS.farcasterFailed : CONNECTION_ERRORS.connectFailed,
    error,
  )
}
