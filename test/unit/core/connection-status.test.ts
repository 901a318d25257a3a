import { describe, expect, it } from 'vitest'
import { CONNECTION_STATUSES, isConnectionStatus } from '../../../src/core/connection-status.js'

describe('connection status', () => {
  it('[STATE-01] takes the values disconnected, connecting and connected', () => {
    expect(CONNECTION_STATUSES).toEqual(['disconnected', 'connecting', 'connected'])
  })

  it('recognises exactly those values', () => {
    for (const status of CONNECTION_STATUSES) expect(isConnectionStatus(status)).toBe(true)
    expect(isConnectionStatus('active')).toBe(false)
    expect(isConnectionStatus(undefined)).toBe(false)
  })
})
