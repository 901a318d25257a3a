import { createConnectionsStore } from '../../../src/controllers/connections-store.js'
import { createConnections } from '../../../src/controllers/connections.js'
import { defineCaipNetwork, type CaipNetwork } from '../../../src/core/caip-network.js'
import { createStorage } from '../../../src/core/storage.js'
import { createEmitter } from '../../../src/core/emitter.js'
import type { ConnectorEvent } from '../../../src/connectors/wallet-connector.js'

export const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

export const devnetNetwork = (id: number, name: string): CaipNetwork =>
  defineCaipNetwork({
    id,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  })

/**
 * A connections controller with one installed wallet (connector id 'wallet') that connects the
 * dev address on the given network; `events` is what that wallet says on its own.
 */
export function oneWalletConnections(
  network: CaipNetwork,
  events = createEmitter<ConnectorEvent>(),
) {
  const storage = createStorage()
  return createConnections({
    storage: {
      connections: storage.connections,
      connectedSocialProvider: storage.connectedSocialProvider,
    },
    getConnector: () => ({
      id: 'wallet',
      name: 'Wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
      chains: [],
      provider: {},
    }),
    hasAdapter: () => true,
    isMultiWalletEnabled: () => true,
    offeredSocials: () => [],
    connectors: {
      connectorOf: (connectorId) =>
        connectorId === 'wallet'
          ? {
              connect: () =>
                Promise.resolve({ accounts: [{ address: DEV_ADDRESS }], caipNetwork: network }),
              disconnect: () => Promise.resolve(),
              getProvider: () => undefined,
              switchNetwork: () => Promise.resolve(),
            }
          : undefined,
      on: events.on,
    },
    findNetwork: (caipNetworkId) => (caipNetworkId === network.caipNetworkId ? network : undefined),
    warn: () => undefined,
    openView: () => undefined,
    showAlert: () => undefined,
    state: createConnectionsStore(storage.connections),
  })
}
