import type { TrackInput } from '../../controllers/events.js'
import type { ConnectionsState } from '../../controllers/connections.js'
import type { ConnectRequest } from '../../core/connect-request.js'
import { PorticoCodedError } from '../../core/errors.js'

/**
 * The connection funnel's analytics events, in the order a visitor meets them; sign-in's
 * SIWX_AUTH_SUCCESS and SIWX_AUTH_ERROR (the SIWX controller's) end it. Each goes through
 * `events.track`, so it is checked against the TrackEvent contract and sent only where analytics
 * is allowed. None carries what the visitor typed: the connector, and a catalogue error.
 */
export const FUNNEL_EVENTS = {
  modalOpened: 'MODAL_OPEN',
  walletSelected: 'SELECT_WALLET',
  connected: 'CONNECT_SUCCESS',
  connectFailed: 'CONNECT_ERROR',
} as const

/** The connector kind (the connect method) and which connector of that kind. */
function connectorOf(request: ConnectRequest): Record<string, string> {
  switch (request.method) {
    case 'external':
      return { connectorKind: request.method, connectorId: request.connectorId }
    case 'social':
      return { connectorKind: request.method, provider: request.provider }
    default:
      return { connectorKind: request.method }
  }
}

/**
 * A failed connect is a ConnectionError whose message is one of the spec's catalogue (§8); the
 * coded error behind it, where there is one, adds its code (APKT004, ...).
 */
function failureOf(error: unknown): Record<string, string> {
  const message = error instanceof Error ? error.message : 'Failed to connect'
  const cause = error instanceof Error ? error.cause : undefined
  const coded = [error, cause].find((item) => item instanceof PorticoCodedError)
  return coded ? { errorMessage: message, errorCode: coded.code } : { errorMessage: message }
}

/** A remembered connection made again by itself is no step the visitor took. */
const isRestore = (request: ConnectRequest): boolean =>
  request.method === 'session' || (request.method === 'external' && request.silent === true)

const isConnected = (state: Pick<ConnectionsState, 'status'>): boolean =>
  Object.values(state.status).includes('connected')

export const funnelEvents: {
  modalOpened: (connections: Pick<ConnectionsState, 'status'>) => TrackInput
  walletSelected: (request: ConnectRequest) => TrackInput
  connected: (request: ConnectRequest) => TrackInput
  connectFailed: (request: ConnectRequest, error: unknown) => TrackInput
  outcome: (request: ConnectRequest, failure?: { error: unknown }) => TrackInput | undefined
} = {
  modalOpened: (connections: Pick<ConnectionsState, 'status'>): TrackInput => ({
    event: FUNNEL_EVENTS.modalOpened,
    properties: { connected: isConnected(connections) },
  }),
  walletSelected: (request: ConnectRequest): TrackInput => ({
    event: FUNNEL_EVENTS.walletSelected,
    properties: connectorOf(request),
  }),
  connected: (request: ConnectRequest): TrackInput => ({
    event: FUNNEL_EVENTS.connected,
    properties: connectorOf(request),
  }),
  connectFailed: (request: ConnectRequest, error: unknown): TrackInput => ({
    event: FUNNEL_EVENTS.connectFailed,
    properties: { ...connectorOf(request), ...failureOf(error) },
  }),
  /** A connect's outcome, the modal's or the app's own; none for a restore after a reload. */
  outcome: (request: ConnectRequest, failure?: { error: unknown }): TrackInput | undefined => {
    if (isRestore(request)) return undefined
    return failure
      ? funnelEvents.connectFailed(request, failure.error)
      : funnelEvents.connected(request)
  },
}
