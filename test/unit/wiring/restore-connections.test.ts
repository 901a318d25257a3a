import { describe, expect, it } from 'vitest'
import { createConnectors } from '../../../src/controllers/connectors.js'
import type { ConnectRequest } from '../../../src/core/connect-request.js'
import type { Connection } from '../../../src/core/connector.js'
import type { ChainNamespace } from '../../../src/utils/caip.js'
import { restoreConnections } from '../../../src/wiring/restore-connections.js'

const stored: Partial<Record<ChainNamespace, Connection[]>> = {
  eip155: [
    { connectorId: 'io.metamask', accounts: [] },
    { connectorId: 'dev.portico.wallet', accounts: [] },
  ],
  solana: [{ connectorId: 'walletStandard:Phantom', accounts: [] }],
  bip122: [{ connectorId: 'walletConnect', accounts: [] }],
}

function setup() {
  const connectors = createConnectors()
  const calls: { namespace: ChainNamespace; request: ConnectRequest }[] = []
  const warnings: string[] = []
  const stop = restoreConnections({
    connections: {
      getStoredConnections: (namespace) => stored[namespace] ?? [],
      connect: (namespace, request) => {
        calls.push({ namespace, request })
        return Promise.resolve(undefined)
      },
    },
    connectors,
    warn: (message) => warnings.push(message),
  })
  const discover = (id: string, chain: ChainNamespace) => {
    connectors.addConnectors([{ id, name: id, type: 'ANNOUNCED', chain, chains: [] }])
  }
  return { calls, discover, stop }
}

describe('restoreConnections', () => {
  it("silently reconnects each namespace's last installed wallet once it is discovered, once", () => {
    const { calls, discover } = setup()
    expect(calls).toEqual([])
    discover('io.metamask', 'eip155')
    expect(calls).toEqual([])
    discover('dev.portico.wallet', 'eip155')
    discover('walletStandard:Phantom', 'solana')
    discover('other', 'eip155')
    expect(calls).toEqual([
      {
        namespace: 'eip155',
        request: { method: 'external', connectorId: 'dev.portico.wallet', silent: true },
      },
      {
        namespace: 'solana',
        request: { method: 'external', connectorId: 'walletStandard:Phantom', silent: true },
      },
    ])
  })

  it('leaves WalletConnect to its own session restore, and stops listening when stopped', () => {
    const { calls, discover, stop } = setup()
    stop()
    discover('dev.portico.wallet', 'eip155')
    discover('walletConnect', 'bip122')
    expect(calls).toEqual([])
  })
})
