import type { TrackInput } from '../controllers/events.js'
import type { ConnectRequest } from '../core/connect-request.js'

/** A remembered connection made again by itself is no step the visitor took. */
const isRestore = (request: ConnectRequest): boolean =>
  request.method === 'session' || (request.method === 'external' && request.silent === true)

/**
 * The funnel's CONNECT_SUCCESS or CONNECT_ERROR for every connection the visitor or the app
 * starts (the modal's, or the app's own `connections.connect`), once each. The event builders
 * come through import(), off the first load; `failure` is absent for a connection made.
 */
export const trackConnectOutcome =
  (track: (event: TrackInput) => void) =>
  (request: ConnectRequest, failure?: { error: unknown }): void => {
    if (isRestore(request)) return
    import('../ui/parts/connection-funnel.js').then(
      ({ funnelEvents }) => {
        track(
          failure
            ? funnelEvents.connectFailed(request, failure.error)
            : funnelEvents.connected(request),
        )
      },
      // A chunk that fails to load loses one analytics event, nothing the visitor would notice.
      () => undefined,
    )
  }
