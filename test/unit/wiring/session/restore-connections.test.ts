import { describe, expect, it } from 'vitest'
import { createConnectors } from '../../../../src/controllers/connectors.js'
import { AuthSessionEndedError } from '../../../../src/core/auth-session-ended.js'
import type { ConnectRequest } from '../../../../src/core/connect-request.js'
import { ConnectionError, CONNECTION_ERRORS } from '../../../../src/core/connection-errors.js'
import type { Connection } from '../../../../src/core/connector.js'
import type { ChainNamespace } from '../../../../src/utils/caip.js'
import { restoreConnections } from '../../../../src/wiring/session/restore-connections.js'

const stored: Partial<Record<ChainNamespace, Connection[]>> = {
  eip155: [
    { connectorId: 'io.metamask', accounts: [] },
    { connectorId: 'dev.portico.wallet', accounts: [] },
  ],
  solana: [{ connectorId: 'walletStandard:Phantom', accounts: [] }],
  bip122: [{ connectorId: 'walletConnect', accounts: [] }],
}

const authStored: Partial<Record<ChainNamespace, Connection[]>> = {
  eip155: [{ connectorId: 'auth', accounts: [] }],
}

interface SetupOptions {
  remembered?: Partial<Record<ChainNamespace, Connection[]>>
  hasFrameLogin?: boolean
  connectFails?: Error
  onRestored?: () => void
  /** A connect that answers only when the test says (`answer()`). */
  connectWaits?: boolean
  /** `deferRequests`: the frame may load once this resolves. */
  frameAllowed?: Promise<void>
}

function setup(options: SetupOptions = {}) {
  const remembered = options.remembered ?? stored
  const connectors = createConnectors()
  const calls: { namespace: ChainNamespace; request: ConnectRequest }[] = []
  const forgotten: string[] = []
  const warnings: string[] = []
  const markedRestoring: ChainNamespace[] = []
  const heldRestored: string[] = []
  let announce = (): void => undefined
  const walletsAnnounced = new Promise<void>((resolve) => {
    announce = resolve
  })
  let answer = (): void => undefined
  const restoring = restoreConnections({
    connections: {
      getStoredConnections: (namespace) => remembered[namespace] ?? [],
      connect: (namespace, request) => {
        calls.push({ namespace, request })
        if (options.connectWaits) {
          return new Promise((resolve) => {
            answer = () => {
              resolve(undefined)
            }
          })
        }
        return options.connectFails === undefined
          ? Promise.resolve(undefined)
          : Promise.reject(options.connectFails)
      },
      disconnect: (namespace, connectorId) => {
        forgotten.push(`${namespace} ${String(connectorId)}`)
        return Promise.resolve()
      },
      markRestoring: (namespace) => markedRestoring.push(namespace),
    },
    frameAllowed: options.frameAllowed,
    onHeldRestored: () => heldRestored.push('done'),
    connectors,
    hasFrameLogin: () => options.hasFrameLogin ?? false,
    warn: (message) => warnings.push(message),
    onRestored: options.onRestored,
    walletsAnnounced,
  })
  let isSettled = false
  void restoring.settled.then(() => {
    isSettled = true
  })
  const discover = (id: string, chain: ChainNamespace) => {
    connectors.addConnectors([{ id, name: id, type: 'ANNOUNCED', chain, chains: [] }])
  }
  return {
    calls,
    forgotten,
    warnings,
    markedRestoring,
    heldRestored,
    discover,
    stop: restoring.stop,
    announce,
    answer: () => {
      answer()
    },
    isSettled: () => isSettled,
  }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

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

  it('takes an email, social or Farcaster login back through the frame when the login cache says one exists', async () => {
    const { calls, forgotten, discover } = setup({ remembered: authStored, hasFrameLogin: true })
    discover('auth', 'eip155')
    await settled()
    expect(calls).toEqual([{ namespace: 'eip155', request: { method: 'session' } }])
    expect(forgotten).toEqual([])
  })

  it('deferred: holds a remembered login, shown as connecting, until the frame may load', async () => {
    let allow = (): void => undefined
    const frameAllowed = new Promise<void>((resolve) => {
      allow = resolve
    })
    const { calls, markedRestoring, heldRestored, discover, isSettled } = setup({
      remembered: authStored,
      hasFrameLogin: true,
      frameAllowed,
    })
    discover('auth', 'eip155')
    await settled()
    expect(calls).toEqual([])
    expect(markedRestoring).toEqual(['eip155'])
    expect(isSettled()).toBe(false)
    allow()
    await settled()
    expect(calls).toEqual([{ namespace: 'eip155', request: { method: 'session' } }])
    expect(heldRestored).toEqual(['done'])
    expect(isSettled()).toBe(true)
  })

  it('deferred: an installed wallet is not held, and a login the cache forgot is forgotten at once', async () => {
    const frameAllowed = new Promise<void>(() => undefined)
    const wallet = setup({ frameAllowed })
    wallet.discover('dev.portico.wallet', 'eip155')
    expect(wallet.calls).toHaveLength(1)
    expect(wallet.markedRestoring).toEqual([])
    await settled()
    expect(wallet.heldRestored).toEqual([])
    const forgot = setup({ remembered: authStored, hasFrameLogin: false, frameAllowed })
    forgot.discover('auth', 'eip155')
    await settled()
    expect(forgot.forgotten).toEqual(['eip155 auth'])
    expect(forgot.markedRestoring).toEqual([])
  })

  it('forgets a remembered login the login cache knows nothing of, without creating the frame', async () => {
    const { calls, forgotten, discover } = setup({ remembered: authStored, hasFrameLogin: false })
    discover('auth', 'eip155')
    await settled()
    expect(calls).toEqual([])
    expect(forgotten).toEqual(['eip155 auth'])
  })

  it('ends a login the secure site no longer knows: the connection is disconnected and forgotten', async () => {
    const ended = new ConnectionError(CONNECTION_ERRORS.connectFailed, new AuthSessionEndedError())
    const { forgotten, warnings, discover } = setup({
      remembered: authStored,
      hasFrameLogin: true,
      connectFails: ended,
    })
    discover('auth', 'eip155')
    await settled()
    expect(forgotten).toEqual(['eip155 auth'])
    expect(warnings).toEqual([])
  })

  it('keeps the login remembered when the frame fails for another reason, with a warning', async () => {
    const { forgotten, warnings, discover } = setup({
      remembered: authStored,
      hasFrameLogin: true,
      connectFails: new Error('iframe_load_failed'),
    })
    discover('auth', 'eip155')
    await settled()
    expect(forgotten).toEqual([])
    expect(warnings).toEqual(['Restoring the eip155 connection failed'])
  })

  it('tells when each remembered connection has been made again, or has failed to be', async () => {
    let restored = 0
    const counted = () => {
      restored += 1
    }
    const { discover } = setup({ onRestored: counted })
    discover('dev.portico.wallet', 'eip155')
    discover('walletStandard:Phantom', 'solana')
    await settled()
    expect(restored).toBe(2)

    const failing = setup({
      remembered: authStored,
      hasFrameLogin: true,
      connectFails: new Error('iframe_load_failed'),
      onRestored: counted,
    })
    failing.discover('auth', 'eip155')
    await settled()
    expect(restored).toBe(3)
  })

  it('settles at once when nothing was remembered, or only a WalletConnect session (restored on its own)', async () => {
    const none = setup({ remembered: {} })
    const walletConnectOnly = setup({
      remembered: { bip122: [{ connectorId: 'walletConnect', accounts: [] }] },
    })
    await settled()
    expect([none.isSettled(), walletConnectOnly.isSettled()]).toEqual([true, true])
  })

  it('settles once the reconnect has answered, however long it takes, not before', async () => {
    const { discover, announce, answer, isSettled } = setup({
      remembered: { eip155: [{ connectorId: 'dev.portico.wallet', accounts: [] }] },
      connectWaits: true,
    })
    discover('dev.portico.wallet', 'eip155')
    announce()
    await settled()
    expect(isSettled()).toBe(false)
    answer()
    await settled()
    expect(isSettled()).toBe(true)
  })

  it('waits for a remembered wallet until the installed wallets have announced themselves, then settles without it', async () => {
    const { calls, discover, announce, isSettled } = setup({
      remembered: { eip155: [{ connectorId: 'io.metamask', accounts: [] }] },
    })
    await settled()
    expect(isSettled()).toBe(false)
    announce()
    await settled()
    expect(isSettled()).toBe(true)
    // A wallet that comes later still gets its connection back.
    discover('io.metamask', 'eip155')
    expect(calls).toHaveLength(1)
  })

  it('settles when stopped, so nothing waits on a destroyed instance', async () => {
    const { stop, isSettled } = setup({
      remembered: { eip155: [{ connectorId: 'io.metamask', accounts: [] }] },
    })
    stop()
    await settled()
    expect(isSettled()).toBe(true)
  })
})
