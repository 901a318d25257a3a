import type { CaipNetwork } from '../core/caip-network.js'
import type { ConnectionStatus } from '../core/connection-status.js'
import type { ConnectorType } from '../core/connector.js'
import type { PorticoInternals } from '../create-portico.js'
import type { CaipAddress, ChainNamespace } from '../utils/caip.js'

/** The active namespace's account as a host app without React reads it. */
export interface PorticoAccount {
  /** The namespace whose account this is; undefined before any network is active. */
  namespace: ChainNamespace | undefined
  /** The connected address; undefined while nothing is connected. */
  address: string | undefined
  /** The address with its network (`eip155:1:0x…`); undefined while nothing is connected. */
  caipAddress: CaipAddress | undefined
  /** The active network of the namespace. */
  network: CaipNetwork | undefined
  /** `connecting` while a connection is being made, then `connected` or `disconnected`. */
  status: ConnectionStatus
  /** The kind of connector of the active connection (`ANNOUNCED`, `WALLET_CONNECT`, `AUTH`…). */
  connectorKind: ConnectorType | undefined
}

/** The active namespace's account as `portico.getAccount()` answers it. */
export function accountOf(portico: PorticoInternals): PorticoAccount {
  const { chain, account, connections, connectors } = portico
  const { activeNamespace: namespace, networks } = chain.store.getState()
  const current = namespace && account.getAccount(namespace)
  const connectorId = namespace && connections.activeConnectorId(namespace)
  return {
    namespace,
    address: current?.address,
    caipAddress: current?.caipAddress,
    network: namespace && networks[namespace]?.caipNetwork,
    status: namespace ? connections.statusOf(namespace) : 'disconnected',
    connectorKind: connectorId ? connectors.getConnector(connectorId)?.type : undefined,
  }
}
