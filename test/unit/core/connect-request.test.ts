import { describe, expect, it } from 'vitest'
import {
  connectBlocker,
  connectFailure,
  connectorIdOf,
  reconnectRequest,
  type ConnectContext,
} from '../../../src/core/connect-request.js'
import { ConnectionError } from '../../../src/core/connection-errors.js'

const ready: ConnectContext = {
  hasAuthConnector: true,
  offeredSocials: ['google', 'x', 'farcaster'],
  hasProvider: (id) => id === 'io.metamask',
}

/** The shape EIP-1193 wallets reject with. */
function walletError(code: number, message: string): Error {
  return Object.assign(new Error(message), { code })
}

describe('connect requests', () => {
  it('email and social use the auth connector, WalletConnect and external wallets their own', () => {
    expect(connectorIdOf({ method: 'email' })).toBe('auth')
    expect(connectorIdOf({ method: 'social', provider: 'google' })).toBe('auth')
    expect(connectorIdOf({ method: 'walletConnect' })).toBe('walletConnect')
    expect(connectorIdOf({ method: 'external', connectorId: 'io.metamask' })).toBe('io.metamask')
  })

  it('a remembered connection is made again by the method it was made with', () => {
    expect(reconnectRequest({ connectorId: 'auth' }, undefined)).toEqual({ method: 'email' })
    expect(reconnectRequest({ connectorId: 'auth' }, 'x')).toEqual({
      method: 'social',
      provider: 'x',
    })
    expect(reconnectRequest({ connectorId: 'walletConnect' }, 'x')).toEqual({
      method: 'walletConnect',
    })
    expect(reconnectRequest({ connectorId: 'io.metamask' }, undefined)).toEqual({
      method: 'external',
      connectorId: 'io.metamask',
    })
  })
})

describe('connect blockers', () => {
  it('nothing blocks a connection that has what it needs', () => {
    expect(connectBlocker({ method: 'email' }, ready)).toBeUndefined()
    expect(connectBlocker({ method: 'social', provider: 'x' }, ready)).toBeUndefined()
    expect(connectBlocker({ method: 'walletConnect' }, ready)).toBeUndefined()
    expect(
      connectBlocker({ method: 'external', connectorId: 'io.metamask' }, ready),
    ).toBeUndefined()
  })

  it('[ERR-73] email and social without an auth connector: No auth connector found', () => {
    const context = { ...ready, hasAuthConnector: false }
    expect(connectBlocker({ method: 'email' }, context)).toBe('No auth connector found')
    expect(connectBlocker({ method: 'social', provider: 'x' }, context)).toBe(
      'No auth connector found',
    )
  })

  it('[ERR-71] a social login not offered here: Failed to initiate social connection', () => {
    expect(connectBlocker({ method: 'social', provider: 'facebook' }, ready)).toBe(
      'Failed to initiate social connection',
    )
  })

  it('[ERR-76] an external wallet without a provider: Provider not found', () => {
    expect(connectBlocker({ method: 'external', connectorId: 'app.phantom' }, ready)).toBe(
      'Provider not found',
    )
  })
})

describe('connect failures', () => {
  it('[ERR-68] a wallet refusal becomes Connection rejected', () => {
    const refusal = walletError(4001, 'User rejected the request.')
    const error = connectFailure({ method: 'external', connectorId: 'io.metamask' }, refusal)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error.message).toBe('Connection rejected')
    expect(error.cause).toBe(refusal)
    expect(connectFailure({ method: 'walletConnect' }, walletError(5000, 'no')).message).toBe(
      'Connection rejected',
    )
  })

  it('[ERR-70] any other failure becomes Failed to connect', () => {
    const cause = new Error('socket hang up')
    for (const request of [
      { method: 'email' },
      { method: 'social', provider: 'google' },
      { method: 'walletConnect' },
      { method: 'external', connectorId: 'io.metamask' },
    ] as const) {
      const error = connectFailure(request, cause)
      expect(error.message).toBe('Failed to connect')
      expect(error.cause).toBe(cause)
    }
    expect(connectFailure({ method: 'email' }, 'not an error').message).toBe('Failed to connect')
  })

  it('[ERR-72] a failed Farcaster login becomes Failed to connect to farcaster', () => {
    const error = connectFailure({ method: 'social', provider: 'farcaster' }, new Error('qr'))
    expect(error.message).toBe('Failed to connect to farcaster')
  })

  it('keeps a catalogue message a collaborator already gave', () => {
    const popup = new Error('Popup closed')
    const social = { method: 'social', provider: 'google' } as const
    expect(connectFailure(social, popup).message).toBe('Popup closed')
    expect(connectFailure(social, new Error('Failed to initiate social connection')).message).toBe(
      'Failed to initiate social connection',
    )
    const own = new ConnectionError('Modal closed')
    expect(connectFailure(social, own)).toBe(own)
  })
})
