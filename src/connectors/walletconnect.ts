import { CONNECTOR_IDS } from '../core/connector.js'
import { createEmitter } from '../core/emitter.js'
import { lazyController } from '../core/lazy-controller.js'
import { createProviderShelf } from './provider-shelf.js'
import type { WalletConnectHandlersDeps } from './walletconnect-handlers.js'
import type { ConnectorEvent, ConnectorKind, WalletConnector } from './wallet-connector.js'

export type { WalletConnectOptions } from './walletconnect-handlers.js'

export type WalletConnectConnectorsDeps = Omit<
  WalletConnectHandlersDeps,
  'onChainChanged' | 'providers' | 'onPairingResumed'
>

/**
 * WalletConnect as a connector kind, in the first load only as this facade: one connector, whose
 * pairing, session wait, disconnect, restore after a reload and providers (an EIP-1193 provider
 * over the session, a Wallet Standard wallet for its solana account) arrive through `import()` at
 * the first use, so a page that never uses WalletConnect never downloads them. A chain the wallet
 * switches to and the session's end are the kind's events. A pairing proposed before the tab was
 * discarded is answered after the reload (walletconnect-pending-pairing.ts).
 */
export function walletConnectConnectors(deps: WalletConnectConnectorsDeps) {
  const connectorId = CONNECTOR_IDS.walletConnect
  const events = createEmitter<ConnectorEvent>()
  const shelf = createProviderShelf(events.emit)
  let destroyed = false

  const handlers = lazyController(() =>
    import('./walletconnect-handlers.js').then(({ createWalletConnectHandlers }) => {
      const made = createWalletConnectHandlers({
        ...deps,
        onChainChanged: (event) => {
          events.emit({ ...event, connectorId, namespace: 'eip155' })
        },
        providers: shelf,
        onPairingResumed: (namespace, pairing) => {
          events.emit({ type: 'pairingResumed', connectorId, namespace, pairing })
        },
      })
      made.onSessionDelete(() => {
        events.emit({ type: 'disconnected', connectorId })
      })
      return made
    }),
  )
  const { load } = handlers
  /** The session kept from before; else the pairing an earlier page left pending, if any. */
  const restore = async (): Promise<void> => {
    if (!destroyed) await (await load()).restore()
  }
  const connector: WalletConnector = {
    // The options of another kind carry no pairing: the wait fails as for an unknown one.
    connect: async (options) =>
      (await load()).connectWalletConnect('pairingUri' in options ? options.pairingUri : ''),
    disconnect: async () => (await load()).disconnect(),
    getProvider: (namespace) => shelf.get(namespace, connectorId),
    switchNetwork: async (network) => (await load()).switchNetwork(network),
    pair: async () => (await load()).createPairing(),
    restore,
  }
  const kind: ConnectorKind = {
    connectorOf: (id) => (id === connectorId ? connector : undefined),
    on: events.on,
    stop: () => {
      destroyed = true
      void handlers.whenLoaded((made) => {
        made.destroy()
      })
      events.clear()
    },
  }
  /** A pairing an earlier page of this tab proposed may still be answered: restore takes it. */
  const awaitsPairing = (): boolean => {
    try {
      return localStorage.getItem(deps.pendingPairingKey) !== null
    } catch {
      return false
    }
  }
  return { ...kind, restore, awaitsPairing }
}
