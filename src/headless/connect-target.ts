// Resolving a wallet-list id needs the multi-chain grouping, which only the modal's lazy views
// use besides: it loads with the first connect, so no host's first load carries it.
import type { ConnectRequest } from '../core/connect-request.js'
import { CONNECTION_ERRORS, ConnectionError } from '../core/connection-errors.js'
import { CONNECTOR_IDS } from '../core/connector.js'
import { multiChainMembers, MULTI_CHAIN_ID_PREFIX } from '../controllers/multi-chain-connectors.js'
import type { PorticoInternals } from '../create-portico.js'
import type { ChainNamespace } from '../utils/caip.js'

/** Where to connect a wallet that works in several namespaces. */
export interface ConnectOptions {
  /** For a wallet installed for several namespaces, or WalletConnect: the namespace to connect. */
  namespace?: ChainNamespace
}

/** The namespace and request a wallet-list id connects with. */
export interface Target {
  namespace: ChainNamespace
  request: ConnectRequest
  registryId?: string
}

const activeNamespace = (portico: PorticoInternals): ChainNamespace =>
  portico.chain.store.getState().activeNamespace ?? 'eip155'

/** The connector behind a wallet-list id, in the namespace it connects. */
export function targetOf(
  portico: PorticoInternals,
  walletId: string,
  options: ConnectOptions,
): Target {
  const walletConnect: ConnectRequest = { method: 'walletConnect' }
  if (walletId === CONNECTOR_IDS.walletConnect) {
    return { namespace: options.namespace ?? activeNamespace(portico), request: walletConnect }
  }
  const { connectors } = portico.connectors.store.getState()
  if (walletId.startsWith(MULTI_CHAIN_ID_PREFIX)) {
    const members = multiChainMembers(connectors, walletId.slice(MULTI_CHAIN_ID_PREFIX.length))
    const member =
      members.find((each) => each.chain === options.namespace) ??
      (options.namespace === undefined ? members[0] : undefined)
    if (!member) throw new ConnectionError(CONNECTION_ERRORS.providerNotFound)
    return { namespace: member.chain, request: { method: 'external', connectorId: member.id } }
  }
  const connector = connectors.find((each) => each.id === walletId)
  if (connector?.type === 'AUTH') throw new ConnectionError(CONNECTION_ERRORS.providerNotFound)
  if (connector) {
    return { namespace: connector.chain, request: { method: 'external', connectorId: walletId } }
  }
  // Any other id is a registry wallet: it connects over WalletConnect, to be scanned or opened.
  return {
    namespace: options.namespace ?? activeNamespace(portico),
    request: walletConnect,
    registryId: walletId,
  }
}

/** The registry entry the instance has already fetched for this id, if any. */
export function registryListing(portico: PorticoInternals, id: string) {
  const { wallets, recommended, featured, search, recent } = portico.wallets.store.getState()
  return [...featured, ...recommended, ...recent, ...wallets, ...search].find(
    (wallet) => wallet.id === id,
  )
}
