import type { Connections } from '../../controllers/connections.js'
import type { Connectors } from '../../controllers/connectors.js'
import { isAuthSessionEnded } from '../../core/auth-session-ended.js'
import { CONNECTOR_IDS } from '../../core/connector.js'
import type { ConnectRequest } from '../../core/connect-request.js'
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../utils/caip.js'

export interface RestoreConnectionsDeps {
  connections: Pick<
    Connections,
    'getStoredConnections' | 'connect' | 'disconnect' | 'markRestoring'
  >
  connectors: Pick<Connectors, 'store' | 'getConnector'>
  /**
   * Whether the login cache says a login exists (shouldCreateFrameAtStartup): only then is the
   * secure frame created to take an email, social or Farcaster login back.
   */
  hasFrameLogin: () => boolean
  warn: (message: string, error: unknown) => void
  /** Called once each remembered connection has been made again, or has failed to be. */
  onRestored?: () => void
  /**
   * `deferRequests`: resolves at the first open or `initialize()`. A remembered login waits for it
   * before its secure frame loads, shown meanwhile as connecting; absent, nothing waits.
   */
  frameAllowed?: Promise<void>
  /** Called once a login held back by `frameAllowed` has been restored, or has failed to be. */
  onHeldRestored?: () => void
  /** Resolves once the installed wallets have announced themselves (walletsAnnounced). */
  walletsAnnounced: Promise<void>
}

export interface RestoringConnections {
  stop: () => void
  /**
   * Resolves once every remembered connection has been made again or has failed to be, and a
   * wallet not there when the installed ones had announced themselves is waited for no more (it
   * is still restored should it come later); at once when nothing was remembered, and at `stop()`.
   */
  settled: Promise<void>
}

/** WalletConnect restores its own session (its client is loaded only when one is stored). */
const restoresItself = (connectorId: string): boolean => connectorId === CONNECTOR_IDS.walletConnect

/** How a remembered connection is made again without asking the user anything. */
const silentRequest = (connectorId: string): ConnectRequest =>
  connectorId === CONNECTOR_IDS.auth
    ? { method: 'session' }
    : { method: 'external', connectorId, silent: true }

/**
 * Makes a remembered connection again, silently. A login the secure site no longer knows (or one
 * the login cache has forgotten) ends cleanly: the visitor is disconnected and the connection
 * forgotten. Any other failure leaves the connection remembered for the user to reconnect.
 */
export async function reconnectSilently(
  deps: Pick<RestoreConnectionsDeps, 'connections' | 'hasFrameLogin' | 'warn'>,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<void> {
  const forget = () => deps.connections.disconnect(namespace, connectorId)
  try {
    if (connectorId === CONNECTOR_IDS.auth && !deps.hasFrameLogin()) await forget()
    else await deps.connections.connect(namespace, silentRequest(connectorId))
  } catch (error) {
    if (!isAuthSessionEnded(error)) {
      deps.warn(`Restoring the ${namespace} connection failed`, error)
      return
    }
    await forget().catch((cause: unknown) => {
      deps.warn(`Forgetting the ended ${namespace} login failed`, cause)
    })
  }
}

/** Reconnects one namespace; a frame login held back by `frameAllowed` waits, connecting. */
function restoreOne(
  deps: RestoreConnectionsDeps,
  namespace: ChainNamespace,
  connectorId: string,
): Promise<void> {
  const held = connectorId === CONNECTOR_IDS.auth && deps.hasFrameLogin() && deps.frameAllowed
  if (!held) return reconnectSilently(deps, namespace, connectorId)
  deps.connections.markRestoring(namespace)
  return held
    .then(() => reconnectSilently(deps, namespace, connectorId))
    .then(() => deps.onHeldRestored?.())
}

/**
 * After a reload, each namespace's last connection is made again as soon as its connector is
 * there: an installed wallet once it announces or registers (a moment after the page starts),
 * silently, restoring only what the wallet still allows; an email, social or Farcaster login
 * through the secure frame, which still holds its credential.
 */
export function restoreConnections(deps: RestoreConnectionsDeps): RestoringConnections {
  const pending = new Map<ChainNamespace, string>()
  for (const namespace of CHAIN_NAMESPACES) {
    const last = deps.connections.getStoredConnections(namespace).at(-1)
    if (last && !restoresItself(last.connectorId)) pending.set(namespace, last.connectorId)
  }
  let reconnecting = 0
  let announced = false
  let settle = (): void => undefined
  const settled = new Promise<void>((resolve) => {
    settle = resolve
  })
  const settleWhenDone = (): void => {
    if (reconnecting === 0 && (pending.size === 0 || announced)) settle()
  }

  const tryPending = (): void => {
    for (const [namespace, connectorId] of [...pending]) {
      if (!deps.connectors.getConnector(connectorId)) continue
      pending.delete(namespace)
      reconnecting += 1
      void restoreOne(deps, namespace, connectorId).then(() => {
        reconnecting -= 1
        deps.onRestored?.()
        settleWhenDone()
      })
    }
    if (pending.size === 0) stop()
    settleWhenDone()
  }

  const stop = deps.connectors.store.subscribe(() => {
    tryPending()
  })
  void deps.walletsAnnounced.then(() => {
    announced = true
    settleWhenDone()
  })
  tryPending()
  return {
    stop: () => {
      stop()
      settle()
    },
    settled,
  }
}
