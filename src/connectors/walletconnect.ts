import { CONNECTOR_IDS } from '../core/connector.js'
import { createEmitter } from '../core/emitter.js'
import { lazyController } from '../core/lazy-controller.js'
import type { WalletConnectHandlers, WalletConnectHandlersDeps } from './walletconnect-handlers.js'
import type { ConnectorEvent, ConnectorKind, WalletConnector } from './wallet-connector.js'

export type { WalletConnectOptions } from './walletconnect-handlers.js'

/**
 * WalletConnect as a connector kind, in the first load only as this facade: one connector, whose
 * pairing, session wait, disconnect and restore after a reload arrive through `import()` at the
 * first use, so a page that never uses WalletConnect never downloads them. A chain the wallet
 * switches to and the session's end are the kind's events; `request` sends a call on the session,
 * for the eip155 provider Portico makes of it.
 */
export function walletConnectConnectors(deps: Omit<WalletConnectHandlersDeps, 'onChainChanged'>) {
  const connectorId = CONNECTOR_IDS.walletConnect
  const events = createEmitter<ConnectorEvent>()
  let destroyed = false

  const handlers = lazyController(() =>
    import('./walletconnect-handlers.js').then(({ createWalletConnectHandlers }) => {
      const made = createWalletConnectHandlers({
        ...deps,
        onChainChanged: (event) => {
          events.emit({ ...event, connectorId, namespace: 'eip155' })
        },
      })
      made.onSessionDelete(() => {
        events.emit({ type: 'disconnected', connectorId })
      })
      return made
    }),
  )
  const { load } = handlers
  const restore = async (): Promise<void> => {
    if (!destroyed) await (await load()).restore()
  }
  const connector: WalletConnector = {
    // The options of another kind carry no pairing: the wait fails as for an unknown one.
    connect: async (options) =>
      (await load()).connectWalletConnect('pairingUri' in options ? options.pairingUri : ''),
    disconnect: async () => (await load()).disconnect(),
    switchNetwork: async (network) => (await load()).switchNetwork(network),
    pair: async () => (await load()).createPairing(),
    restore,
  }
  const kind: ConnectorKind = {
    connectorOf: (id) => (id === connectorId ? connector : undefined),
    on: events.on,
    stop: () => {
      destroyed = true
      events.clear()
      void handlers.whenLoaded((made) => {
        made.destroy()
      })
    },
  }
  return {
    ...kind,
    restore,
    request: async (...args: Parameters<WalletConnectHandlers['request']>) =>
      (await load()).request(...args),
  }
}
