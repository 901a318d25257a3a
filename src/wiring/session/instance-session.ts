import { createInjectedDiscovery } from '../../connectors/injected.js'
import type { WalletConnector } from '../../connectors/wallet-connector.js'
import type { Account } from '../../controllers/account.js'
import type { Balances } from '../../controllers/balances.js'
import type { Chain } from '../../controllers/chain.js'
import type { Connections } from '../../controllers/connections.js'
import type { Connectors } from '../../controllers/connectors.js'
import type { Modal } from '../../controllers/modal.js'
import type { Router } from '../../controllers/router.js'
import type { CaipNetwork } from '../../core/caip-network.js'
import { CONNECTOR_IDS } from '../../core/connector.js'
import type { Stop } from '../../core/stops.js'
import type { PorticoStorage } from '../../core/storage.js'
import { shouldCreateFrameAtStartup } from '../../frame/login-cache.js'
import type { CreatePorticoOptions } from '../instance-options.js'
import { accountAfterHeldRestore } from './account-after-held-restore.js'
import { syncAccountWithConnections } from './account-sync.js'
import { followOtherTabs } from './cross-tab-connections.js'
import { rememberedNamespace } from './remembered-namespace.js'
import { reconnectSilently, restoreConnections } from './restore-connections.js'
import { hasStoredConnection } from './walletconnect-session-sync.js'
import { walletsAnnounced } from './wallets-announced.js'

export interface InstanceSessionDeps {
  input: Pick<CreatePorticoOptions, 'window' | 'document' | 'deferRequests'>
  settings: { networks: readonly CaipNetwork[] }
  connections: Connections
  connectors: Connectors
  chain: Chain
  account: Account
  balances: Balances
  modal: Modal
  router: Router
  storage: PorticoStorage
  kinds: {
    /** WalletConnect's connector, when the app names a relay: it keeps its session itself. */
    walletConnect: (Pick<WalletConnector, 'restore'> & { awaitsPairing: () => boolean }) | undefined
    /** The embedded wallet's login steps, when the app has a secure site. */
    auth: unknown
  }
  /** `opened` resolves once a deferred instance may make requests (`deferRequests`). */
  gate: { opened: Promise<void> }
  isConnected: () => boolean
  warn: (message: string, error: unknown) => void
  onStop: (stop: Stop) => void
}

/**
 * The visitor's session across visits and tabs: installed wallets are discovered, the connections
 * remembered from the last visit are made again (WalletConnect's from its own session), the
 * namespace the visitor last used comes back, the account follows the connections, and the tabs
 * of one origin follow each other. Resolves `restored` once the remembered connections settle.
 */
export function instanceSession(deps: InstanceSessionDeps): { restored: Promise<void> } {
  const { input, connections, connectors, storage, warn, onStop } = deps
  const { walletConnect } = deps.kinds
  onStop(syncAccountWithConnections(deps))
  const lastNamespace = rememberedNamespace({
    chain: deps.chain,
    connections,
    activeNetwork: storage.activeNetwork,
  })
  onStop(lastNamespace.stop)
  const walletConnectRestored =
    walletConnect &&
    (hasStoredConnection(connections, CONNECTOR_IDS.walletConnect) || walletConnect.awaitsPairing())
      ? deps.gate.opened.then(() => walletConnect.restore?.()).then(lastNamespace.restore)
      : undefined
  if (input.window) {
    const discovery = createInjectedDiscovery({
      target: input.window,
      chains: deps.settings.networks.filter((network) => network.chainNamespace === 'eip155'),
    })
    discovery.onChange((found) => {
      connectors.addConnectors(found)
    })
    discovery.start()
    onStop(discovery.stop)
  }
  const restoring = {
    connections,
    connectors,
    hasFrameLogin: () => deps.kinds.auth !== undefined && shouldCreateFrameAtStartup(storage),
    warn,
  }
  const restoringConnections = restoreConnections({
    ...restoring,
    onRestored: lastNamespace.restore,
    frameAllowed: input.deferRequests ? deps.gate.opened : undefined,
    onHeldRestored: accountAfterHeldRestore(deps.modal, deps.router, deps.isConnected),
    walletsAnnounced: walletsAnnounced(input.window, input.document),
  })
  onStop(restoringConnections.stop)
  if (input.window)
    onStop(
      followOtherTabs({
        target: input.window,
        connectionsKey: storage.keyOf('connections'),
        connections,
        reconnect: (namespace, connectorId) => reconnectSilently(restoring, namespace, connectorId),
        restoreWalletConnect: () => {
          void walletConnect?.restore?.()
        },
        warn,
      }),
    )
  return {
    restored: Promise.allSettled([restoringConnections.settled, walletConnectRestored]).then(
      () => undefined,
    ),
  }
}
