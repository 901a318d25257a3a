/**
 * The Connector entity (ENT-04, ENT-05), the Connection entity (ENT-06) and a connector's status
 * (spec §4). A connection is the record storage already keeps (StoredConnection), so it is
 * reused here rather than defined twice.
 */
import type { CaipNetwork } from './caip-network.js'
import type { StoredConnection, WalletListing } from './stored-values.js'
import type { ChainNamespace } from '../utils/caip.js'

export const CONNECTOR_TYPES = [
  'ANNOUNCED',
  'INJECTED',
  'EXTERNAL',
  'WALLET_CONNECT',
  'AUTH',
  'MULTI_CHAIN',
] as const

/**
 * How a connector was found or made: ANNOUNCED (EIP-6963), INJECTED, EXTERNAL, WALLET_CONNECT, AUTH
 * (the embedded wallet) or MULTI_CHAIN.
 */
export type ConnectorType = (typeof CONNECTOR_TYPES)[number]

const connectorTypes: readonly unknown[] = CONNECTOR_TYPES

export function isConnectorType(value: unknown): value is ConnectorType {
  return connectorTypes.includes(value)
}

/**
 * Ids of the connectors Portico builds itself. Announced (EIP-6963) wallets are identified by
 * their rdns instead, which stays the same across page loads while their uuid does not.
 */
export const CONNECTOR_IDS = {
  walletConnect: 'walletConnect',
  injected: 'injected',
  auth: 'auth',
} as const

/** What a wallet says about itself; announced wallets fill every field (EIP-6963). */
export interface ConnectorInfo {
  name?: string
  rdns?: string
  icon?: string
  uuid?: string
}

/** A way to connect a wallet (ENT-04). `Provider` is the wallet's own interface, e.g. EIP-1193. */
export interface Connector<Provider = unknown> {
  /** The connector's id: the rdns of an announced wallet, else Portico's own id. */
  id: string
  /** The wallet's name as shown. */
  name: string
  /** How the connector was found or made. */
  type: ConnectorType
  /** The namespace the connector belongs to. */
  chain: ChainNamespace
  /** The networks it can connect to. */
  chains: CaipNetwork[]
  /** The wallet's icon URL (a data URL for an announced wallet). */
  imageUrl?: string
  /** The Project API's image id of the wallet. */
  imageId?: string
  /** What the wallet says about itself. */
  info?: ConnectorInfo
  /** The wallet's registry id, when the registry knows it. */
  explorerId?: string
  /** The wallet's registry entry; its `order` is the registry rank. */
  explorerWallet?: WalletListing
  /** The wallet's own interface, once known. */
  provider?: Provider
}

/** A wallet connection of one namespace (ENT-06): connectorId, accounts and caipNetwork. */
export type Connection = StoredConnection

export const CONNECTOR_STATUSES = ['connected', 'active', 'disconnected'] as const

/** A connector's status in a namespace: connected, active (the one in use) or disconnected. */
export type ConnectorStatus = (typeof CONNECTOR_STATUSES)[number]

const connectorStatuses: readonly string[] = CONNECTOR_STATUSES

function isConnectorStatus(value: string): value is ConnectorStatus {
  return connectorStatuses.includes(value)
}

/** The spec leaves the message open; this one names the value that was refused. */
export function invalidConnectorStatusMessage(status: string): string {
  return `Invalid connector status: ${status}`
}

/** STATE-05: returns the status when it is connected, active or disconnected, else throws. */
export function assertConnectorStatus(status: string): ConnectorStatus {
  if (!isConnectorStatus(status)) throw new Error(invalidConnectorStatusMessage(status))
  return status
}

export interface ConnectorStatusInput {
  connectorId: string
  /** The namespace's active connector, if any. */
  activeConnectorId: string | undefined
  /** The namespace's live connections. */
  connections: readonly Pick<Connection, 'connectorId'>[]
}

/**
 * STATE-02..04: the active connector is connected; another one with live connections is active
 * (the user can switch to it without reconnecting); any other is disconnected.
 */
export function connectorStatus(input: ConnectorStatusInput): ConnectorStatus {
  const { connectorId, activeConnectorId, connections } = input
  if (activeConnectorId === connectorId) return 'connected'
  if (connections.some((connection) => connection.connectorId === connectorId)) return 'active'
  return 'disconnected'
}
