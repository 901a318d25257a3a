import { describe, expect, it } from 'vitest'
import type { DisconnectEvent } from '../../../../src/controllers/connections.js'
import { createEmitter } from '../../../../src/core/emitter.js'
import type { Connection } from '../../../../src/core/connector.js'
import type { ChainNamespace } from '../../../../src/utils/caip.js'
import { authNamespaces } from '../../../../src/wiring/auth/auth-namespaces.js'
import { solana } from '../../controllers/test-networks.js'

/** Live connections per namespace, whose disconnect is heard as the controller reports it. */
function liveConnections(initial: Partial<Record<ChainNamespace, Connection[]>>) {
  const live = { ...initial }
  const active: Partial<Record<ChainNamespace, string | undefined>> = {}
  const disconnects = createEmitter<DisconnectEvent>()
  const ended: string[] = []
  const getConnections = (namespace: ChainNamespace) => live[namespace] ?? []
  return {
    live,
    active,
    ended,
    getConnections,
    setConnections: (namespace: ChainNamespace, list: readonly Connection[], id?: string) => {
      live[namespace] = [...list]
      active[namespace] = id
    },
    disconnect: (namespace: ChainNamespace, connectorId = active[namespace]) => {
      if (connectorId === undefined) return Promise.resolve()
      ended.push(`${namespace} ${connectorId}`)
      live[namespace] = getConnections(namespace).filter((kept) => kept.connectorId !== connectorId)
      disconnects.emit({ namespace, connectorId, reason: 'disconnect' })
      return Promise.resolve()
    },
    onDisconnect: disconnects.on,
  }
}

const wallet: Connection = { connectorId: 'walletStandard:Phantom', accounts: [{ address: 'P1' }] }
/** The embedded connector's `signedOut` event, which the connections controller acts on. */
const signedOutBy =
  (connections: ReturnType<typeof liveConnections>) => (namespace: ChainNamespace) => {
    void connections.disconnect(namespace, 'auth')
  }

describe('one login over eip155 and solana', () => {
  it('the login’s Solana account becomes the active solana connection beside other wallets, and leaves alone', () => {
    const connections = liveConnections({ solana: [wallet] })
    const { setSolanaConnection } = authNamespaces(connections, signedOutBy(connections))
    setSolanaConnection({ accounts: [{ address: 'So1' }], caipNetwork: solana })
    expect(connections.live.solana).toEqual([
      wallet,
      { connectorId: 'auth', accounts: [{ address: 'So1' }], caipNetwork: solana },
    ])
    expect(connections.active.solana).toBe('auth')
    setSolanaConnection(undefined)
    expect(connections.live.solana).toEqual([wallet])
  })

  it('signing out in one namespace ends the login in the other, once', async () => {
    const auth: Connection = { connectorId: 'auth', accounts: [{ address: 'A' }] }
    const connections = liveConnections({ eip155: [auth], solana: [wallet, auth] })
    authNamespaces(connections, signedOutBy(connections))
    await connections.disconnect('solana', 'auth')
    expect(connections.ended).toEqual(['solana auth', 'eip155 auth'])
    expect(connections.live).toEqual({ eip155: [], solana: [wallet] })
  })

  it('another wallet’s disconnect leaves the login alone', async () => {
    const auth: Connection = { connectorId: 'auth', accounts: [{ address: 'A' }] }
    const connections = liveConnections({ eip155: [auth], solana: [wallet] })
    authNamespaces(connections, signedOutBy(connections))
    await connections.disconnect('solana', wallet.connectorId)
    expect(connections.ended).toEqual(['solana walletStandard:Phantom'])
    expect(connections.live.eip155).toEqual([auth])
  })
})
