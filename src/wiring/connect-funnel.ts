import type { Events } from '../controllers/events.js'
import type { ConnectRequest } from '../core/connect-request.js'

/**
 * The funnel's CONNECT_SUCCESS or CONNECT_ERROR for every connection the visitor or the app
 * starts (the modal's, or the app's own `connections.connect`), once each; a restore after a
 * reload is not counted. The event builders come through import(), off the first load;
 * `failure` is absent for a connection made.
 */
export const trackConnectOutcome =
  (events: Pick<Events, 'track'>) =>
  (request: ConnectRequest, failure?: { error: unknown }): void => {
    import('../ui/parts/connection-funnel.js').then(
      ({ funnelEvents }) => {
        const event = funnelEvents.outcome(request, failure)
        if (event) events.track(event)
      },
      // A chunk that fails to load loses one analytics event, nothing the visitor would notice.
      () => undefined,
    )
  }
