import { describe, expect, it } from 'vitest'
import type { TrackInput } from '../../../src/controllers/events.js'
import { ConnectionError, CONNECTION_ERRORS } from '../../../src/core/connection-errors.js'
import { trackConnectOutcome } from '../../../src/wiring/connect-funnel.js'

function recorder() {
  const tracked: TrackInput[] = []
  const settle = trackConnectOutcome({ track: (event) => tracked.push(event) })
  return { tracked, settle }
}

describe('trackConnectOutcome', () => {
  it("counts the app's own connects in the funnel: success with the connector, failure with its message", async () => {
    const { tracked, settle } = recorder()
    settle({ method: 'external', connectorId: 'dev.portico.wallet' })
    settle({ method: 'walletConnect' }, { error: new ConnectionError(CONNECTION_ERRORS.rejected) })
    await expect.poll(() => tracked.length).toBe(2)
    expect(tracked).toEqual([
      {
        event: 'CONNECT_SUCCESS',
        properties: { connectorKind: 'external', connectorId: 'dev.portico.wallet' },
      },
      {
        event: 'CONNECT_ERROR',
        properties: {
          connectorKind: 'walletConnect',
          errorMessage: new ConnectionError(CONNECTION_ERRORS.rejected).message,
        },
      },
    ])
  })

  it('leaves out a remembered connection made again by itself', async () => {
    const { tracked, settle } = recorder()
    settle({ method: 'session' })
    settle({ method: 'external', connectorId: 'dev.portico.wallet', silent: true })
    settle({ method: 'email' })
    await expect.poll(() => tracked.length).toBe(1)
    expect(tracked[0]?.properties).toEqual({ connectorKind: 'email' })
  })
})
