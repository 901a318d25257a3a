import { describe, expect, it } from 'vitest'
import type { Connection } from '../../../../src/core/connector.js'
import type { ChainNamespace } from '../../../../src/utils/caip.js'
import { followOtherTabs } from '../../../../src/wiring/session/cross-tab-connections.js'

type Listener = (event: { key: string | null }) => void

function setup(live: Connection[], stored: Connection[]) {
  const listeners = new Set<Listener>()
  const log: string[] = []
  let liveNow = [...live]
  const stop = followOtherTabs({
    target: {
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
    },
    connectionsKey: 'portico:connections',
    connections: {
      getConnections: (namespace: ChainNamespace) => (namespace === 'eip155' ? liveNow : []),
      getStoredConnections: (namespace: ChainNamespace) => (namespace === 'eip155' ? stored : []),
      reloadStored: () => log.push('reload'),
      disconnect: (namespace, connectorId) => {
        log.push(`end ${namespace} ${String(connectorId)}`)
        liveNow = liveNow.filter((kept) => kept.connectorId !== connectorId)
        return Promise.resolve()
      },
      setConnections: (namespace, connections) => {
        log.push(`drop ${namespace}: ${connections.map((kept) => kept.connectorId).join(',')}`)
      },
    },
    reconnect: (namespace, connectorId) => {
      log.push(`reconnect ${namespace} ${connectorId}`)
      return Promise.resolve()
    },
    restoreWalletConnect: () => log.push('walletconnect'),
    warn: (message) => log.push(message),
  })
  const write = (key: string | null) => {
    for (const listener of [...listeners]) listener({ key })
  }
  return { log, write, stop, listeners }
}

const auth: Connection = { connectorId: 'auth', accounts: [] }
const wc: Connection = { connectorId: 'walletConnect', accounts: [] }

describe('followOtherTabs', () => {
  it('ends here a connection another tab ended', () => {
    const { log, write } = setup([auth], [])
    write('portico:connections')
    expect(log).toEqual(['reload', 'end eip155 auth'])
  })

  it('drops here, without asking the wallet again, a WalletConnect session another tab ended', () => {
    const { log, write } = setup([auth, wc], [auth])
    write('portico:connections')
    expect(log).toEqual(['reload', 'drop eip155: auth'])
  })

  it('makes here a connection another tab made: silently, WalletConnect from its own storage', () => {
    const first = setup([], [auth])
    first.write('portico:connections')
    expect(first.log).toEqual(['reload', 'reconnect eip155 auth'])
    const second = setup([], [wc])
    second.write(null)
    expect(second.log).toEqual(['reload', 'walletconnect'])
  })

  it('ignores other keys and stops listening when stopped', () => {
    const { log, write, stop, listeners } = setup([auth], [])
    write('portico:recentWallets')
    expect(log).toEqual([])
    stop()
    expect(listeners.size).toBe(0)
  })
})
