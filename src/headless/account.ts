import type { CaipNetwork } from '../core/caip-network.js'
import type { ConnectionStatus } from '../core/connection-status.js'
import type { ConnectorType } from '../core/connector.js'
import type { Portico } from '../create-portico.js'
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

/**
 * The active namespace's account: address, CAIP address, network, connection status and the
 * kind of connector behind it. Framework-free: what a Vue, Svelte or vanilla host reads.
 */
export function getAccount(portico: Portico): PorticoAccount {
  const { activeNamespace: namespace, networks } = portico.chain.store.getState()
  if (namespace === undefined) {
    return {
      namespace,
      address: undefined,
      caipAddress: undefined,
      network: undefined,
      status: 'disconnected',
      connectorKind: undefined,
    }
  }
  const account = portico.account.getAccount(namespace)
  const connectorId = portico.connections.activeConnectorId(namespace)
  return {
    namespace,
    address: account.address,
    caipAddress: account.caipAddress,
    network: networks[namespace]?.caipNetwork,
    status: portico.connections.statusOf(namespace),
    connectorKind:
      connectorId === undefined ? undefined : portico.connectors.getConnector(connectorId)?.type,
  }
}

const sameAccount = (one: PorticoAccount, other: PorticoAccount): boolean =>
  one.namespace === other.namespace &&
  one.caipAddress === other.caipAddress &&
  one.network?.caipNetworkId === other.network?.caipNetworkId &&
  one.status === other.status &&
  one.connectorKind === other.connectorKind

/**
 * Calls `onChange` with the account each time it changes (not at once: read `getAccount` for the
 * first value). Returns the function that stops listening.
 */
export function watchAccount(
  portico: Portico,
  onChange: (account: PorticoAccount, previous: PorticoAccount) => void,
): () => void {
  let last = getAccount(portico)
  const check = (): void => {
    const next = getAccount(portico)
    if (sameAccount(next, last)) return
    const previous = last
    last = next
    onChange(next, previous)
  }
  const stops = [
    portico.chain.store.subscribe(check),
    portico.account.store.subscribe(check),
    portico.connections.store.subscribe(check),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
