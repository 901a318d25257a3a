import { describe, expect, it } from 'vitest'
import { CONNECTION_ERRORS, ConnectionError } from '../../../src/core/connection-errors.js'

describe('connection error catalogue', () => {
  it('holds the spec messages word for word', () => {
    expect(CONNECTION_ERRORS).toEqual({
      modalClosed: 'Modal closed',
      rejected: 'Connection rejected',
      popupClosed: 'Popup closed',
      connectFailed: 'Failed to connect',
      socialNotStarted: 'Failed to initiate social connection',
      farcasterFailed: 'Failed to connect to farcaster',
      noAuthConnector: 'No auth connector found',
      notAuthConnected: 'Not connected to email or social',
      disconnectFailed: 'Failed to disconnect',
      providerNotFound: 'Provider not found',
      adapterNotFound: 'Adapter not found',
    })
  })

  it('a connection error carries its message and, when given, the cause', () => {
    const cause = new Error('socket closed')
    const error = new ConnectionError(CONNECTION_ERRORS.connectFailed, cause)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ConnectionError')
    expect(error.message).toBe('Failed to connect')
    expect(error.cause).toBe(cause)
    expect('cause' in new ConnectionError(CONNECTION_ERRORS.modalClosed)).toBe(false)
  })
})
