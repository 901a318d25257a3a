import { describe, expect, it } from 'vitest'
import type { Connection } from '../../../../src/core/connector.js'
import type { ChainNamespace } from '../../../../src/utils/caip.js'
import {
  hasStoredConnection,
  walletConnectSessionSync,
} from '../../../../src/wiring/session/walletconnect-session-sync.js'

function liveConnections(initial: Partial<Record<ChainNamespace, Connection[]>>) {
  const live = { ...initial }
  const active: Partial<Record<ChainNamespace, string | undefined>> = {}
  const order: Partial<Record<ChainNamespace, true>> = {}
  return {
    live,
    active,
    order,
    getConnections: (namespace: ChainNamespace) => live[namespace] ?? [],
    setConnections: (namespace: ChainNamespace, list: readonly Connection[], id?: string) => {
      live[namespace] = [...list]
      active[namespace] = id
      order[namespace] = true
    },
    getStoredConnections: (namespace: ChainNamespace) => live[namespace] ?? [],
  }
}

const injected: Connection = { connectorId: 'dev.portico.wallet', accounts: [{ address: '0x1' }] }

describe('one WalletConnect session over several namespaces', () => {
  it('makes each namespace the session holds a live WalletConnect connection, beside other wallets', () => {
    const connections = liveConnections({ eip155: [injected] })
    walletConnectSessionSync(
      connections,
      () => 'eip155',
    )([
      { namespace: 'eip155', accounts: [{ address: '0xA' }], caipNetwork: undefined },
      { namespace: 'solana', accounts: [{ address: 'So1' }], caipNetwork: undefined },
    ])
    expect(connections.live.eip155?.map((each) => each.connectorId)).toEqual([
      'dev.portico.wallet',
      'walletConnect',
    ])
    expect(connections.live.solana).toEqual([
      { connectorId: 'walletConnect', accounts: [{ address: 'So1' }], caipNetwork: undefined },
    ])
    expect(connections.active).toEqual({ eip155: 'walletConnect', solana: 'walletConnect' })
    // The active namespace is set last, so the account it follows ends up on it.
    expect(Object.keys(connections.order)).toEqual(['solana', 'eip155'])
  })

  it('an ended session leaves every namespace, other wallets staying', () => {
    const wc: Connection = { connectorId: 'walletConnect', accounts: [{ address: '0xA' }] }
    const connections = liveConnections({ eip155: [injected, wc], solana: [wc] })
    walletConnectSessionSync(connections, () => 'eip155')([])
    expect(connections.live).toEqual({ eip155: [injected], solana: [] })
    expect(hasStoredConnection(connections, 'walletConnect')).toBe(false)
    expect(hasStoredConnection(connections, 'dev.portico.wallet')).toBe(true)
  })
})
