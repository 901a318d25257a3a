import { describe, expect, it } from 'vitest'
import type { DisconnectEvent } from '../../../../src/controllers/connections.js'
import { createEmitter } from '../../../../src/core/emitter.js'
import type { Connection } from '../../../../src/core/connector.js'
import type { ChainNamespace } from '../../../../src/utils/caip.js'
import type { AuthSessionDeps } from '../../../../src/wiring/auth/auth-session.js'
import { embeddedConnectors } from '../../../../src/wiring/auth/embedded-connector.js'
import { mainnet } from '../../controllers/test-networks.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const login: Connection = {
  connectorId: 'auth',
  accounts: [{ address: ADDRESS }],
  caipNetwork: mainnet,
}
const SIGNATURE = `0x${'12'.repeat(65)}`

/** Live connections of one login in both namespaces. */
function setup() {
  const log: string[] = []
  const live: Partial<Record<ChainNamespace, Connection[]>> = { eip155: [login], solana: [login] }
  const disconnects = createEmitter<DisconnectEvent>()
  const connections: AuthSessionDeps['connections'] = {
    getConnections: (namespace) => live[namespace] ?? [],
    setConnections: (namespace, list) => {
      live[namespace] = [...list]
    },
    onDisconnect: disconnects.on,
  }
  // The connections controller's disconnect: the connection goes, then its listeners hear it.
  const disconnect = (namespace: ChainNamespace, connectorId: string) => {
    log.push(`${namespace} ${connectorId} ended`)
    live[namespace] = (live[namespace] ?? []).filter((kept) => kept.connectorId !== connectorId)
    disconnects.emit({ namespace, connectorId, reason: 'disconnect' })
  }
  const fail = () => Promise.reject(new Error('not used'))
  const sessionEnded = createEmitter<string>()
  const changed = createEmitter<undefined>()
  const notices: string[] = []
  const kind = embeddedConnectors({
    auth: {
      connectEmail: () =>
        Promise.resolve({ accounts: [{ address: ADDRESS }], caipNetwork: mainnet }),
      restore: fail,
      connectSocial: fail,
      connectFarcaster: fail,
      abortRequests: () => log.push('frame abort'),
      disconnect: () => {
        log.push('frame signed out')
        return Promise.resolve()
      },
      rpcRequest: (payload) => {
        log.push(`frame ${payload.method}`)
        return Promise.resolve(SIGNATURE)
      },
      switchNetwork: fail,
      onSessionEnded: sessionEnded.on,
    },
    connections,
    warn: () => undefined,
    onFarcasterUrl: () => undefined,
    onSessionEnded: (message) => notices.push(message),
    eip155Provider: {
      connection: {
        connections: { ...connections, store: { subscribe: (listener) => changed.on(listener) } },
        chain: { findNetwork: () => mainnet, setActiveNetwork: () => undefined },
      },
    },
  })
  const providerChanges: string[] = []
  kind.on((event) => {
    // What the connections controller does with the kind's events.
    if (event.type === 'providerChanged') providerChanges.push(event.namespace)
    else if (event.type === 'signedOut') disconnect(event.namespace, event.connectorId)
    else log.push(event.type)
  })
  const connector = kind.connectorOf('auth')
  const session = {
    connectEmail: () => connector?.connect({ method: 'email' }),
    disconnect: () => connector?.disconnect('eip155'),
    abort: () => connector?.abort?.(),
    stop: kind.stop,
  }
  return {
    session,
    connector,
    log,
    disconnect,
    listeners: disconnects.size,
    live,
    sessionEnded,
    notices,
    providerChanges,
    changed: () => {
      changed.emit(undefined)
    },
  }
}

describe('the embedded connector, loaded at the first login step', () => {
  it('follows the connections from the first step on, and a stop before it loads nothing', async () => {
    const { session, listeners } = setup()
    session.stop()
    await Promise.resolve()
    expect(listeners()).toBe(0)
    await session.connectEmail()
    await session.connectEmail()
    expect(listeners()).toBe(1)
  })

  it('a cancel on ApproveTransaction aborts in the frame (the embedded wallet can abort)', () => {
    const { session, log } = setup()
    session.abort()
    expect(log).toEqual(['frame abort'])
  })

  it('once loaded, signing out of the login in solana ends it in eip155, until stopped', async () => {
    const { session, log, disconnect, live } = setup()
    await session.connectEmail()
    disconnect('solana', 'auth')
    await Promise.resolve()
    expect(log).toEqual(['solana auth ended', 'eip155 auth ended'])
    expect(live).toEqual({ eip155: [], solana: [] })
    await session.disconnect()
    expect(log.slice(2)).toEqual(['frame signed out'])

    live.eip155 = [login]
    session.stop()
    await Promise.resolve()
    disconnect('solana', 'auth')
    expect(live.eip155).toEqual([login])
  })

  it('a session ended from another place signs the login out here in both namespaces, with the toast; stop stops hearing it', async () => {
    const { session, log, sessionEnded, notices, live } = setup()
    await session.connectEmail()
    sessionEnded.emit('This session was ended from Account: sign in again')
    await Promise.resolve()
    expect(log).toEqual(['eip155 auth ended', 'solana auth ended'])
    expect(live).toEqual({ eip155: [], solana: [] })
    expect(notices).toEqual(['This session was ended from Account: sign in again'])

    session.stop()
    await Promise.resolve()
    sessionEnded.emit('later')
    expect(notices).toHaveLength(1)
  })

  it('hands out the login’s own EIP-1193 provider, which signs in the frame, while the connection lasts; it names the requests an app’s call shows for approval', async () => {
    const { connector, session, log, live, providerChanges, changed } = setup()
    expect(connector?.getProvider('eip155')).toBeUndefined()
    await session.connectEmail()
    const provider = connector?.getProvider('eip155')
    expect(providerChanges).toEqual(['eip155'])
    expect(await provider?.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    const signature = await provider?.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', ADDRESS],
    })
    expect(signature).toBe(SIGNATURE)
    // The approval is the app's side's (approved-provider.ts): the provider itself asks none.
    expect(log).toEqual(['frame personal_sign'])
    expect(connector?.approvalMethods).toContain('personal_sign')
    expect(connector?.approvalMethods).toContain('wallet_switchEthereumChain')

    live.eip155 = []
    changed()
    expect(connector?.getProvider('eip155')).toBeUndefined()
    expect(providerChanges).toEqual(['eip155', 'eip155'])
  })
})
