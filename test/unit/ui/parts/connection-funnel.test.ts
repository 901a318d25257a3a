import { describe, expect, it } from 'vitest'
import { isTrackEvent } from '../../../../generated/project-api/checks/TrackEvent.js'
import { createEvents, type TrackInput } from '../../../../src/controllers/events.js'
import { ConnectionError, CONNECTION_ERRORS } from '../../../../src/core/connection-errors.js'
import { codedError } from '../../../../src/core/errors.js'
import { funnelEvents } from '../../../../src/ui/parts/connection-funnel.js'

/** The events as the controller keeps them: through JSON and the TrackEvent contract. */
function tracked(input: TrackInput) {
  const events = createEvents({
    analytics: { sendBatch: () => Promise.resolve(true), sendError: () => Promise.resolve() },
    isAnalyticsEnabled: () => false,
    pageUrl: () => 'http://127.0.0.1:5173/',
    context: () => ({ caipNetworkId: 'eip155:1' }),
    onPageHide: () => () => undefined,
  })
  events.track(input)
  const { lastEvent } = events.store.getState()
  void events.dispose()
  return lastEvent
}

const injected = { method: 'external', connectorId: 'dev.portico.wallet' } as const

describe('the connection funnel events', () => {
  it('are TrackEvents carrying the connector kind and never what the visitor typed', () => {
    const all = [
      funnelEvents.modalOpened({ status: { eip155: 'connected' } }),
      funnelEvents.walletSelected(injected),
      funnelEvents.connected({ method: 'social', provider: 'google' }),
      funnelEvents.connectFailed(
        { method: 'email' },
        new ConnectionError(CONNECTION_ERRORS.rejected),
      ),
    ].map(tracked)
    for (const event of all) expect(isTrackEvent(event)).toBe(true)
    expect(all.map((event) => [event?.props.event, event?.props.properties])).toEqual([
      ['MODAL_OPEN', { caipNetworkId: 'eip155:1', connected: true }],
      [
        'SELECT_WALLET',
        { caipNetworkId: 'eip155:1', connectorKind: 'external', connectorId: 'dev.portico.wallet' },
      ],
      [
        'CONNECT_SUCCESS',
        { caipNetworkId: 'eip155:1', connectorKind: 'social', provider: 'google' },
      ],
      [
        'CONNECT_ERROR',
        { caipNetworkId: 'eip155:1', connectorKind: 'email', errorMessage: 'Connection rejected' },
      ],
    ])
  })

  it("a failure caused by a coded error carries the code (APKT004 'Wallet Request Timeout')", () => {
    const failure = new ConnectionError(
      CONNECTION_ERRORS.connectFailed,
      codedError('WALLET_REQUEST_TIMEOUT'),
    )
    expect(funnelEvents.connectFailed(injected, failure).properties).toEqual({
      connectorKind: 'external',
      connectorId: 'dev.portico.wallet',
      errorMessage: 'Failed to connect',
      errorCode: 'APKT004',
    })
  })
})
