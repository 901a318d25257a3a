import type { ConnectRequest } from '../core/connect-request.js'
import { CONNECTION_ERRORS, ConnectionError } from '../core/connection-errors.js'
import { CONNECTOR_IDS, type Connection } from '../core/connector.js'
import { multiChainMembers, MULTI_CHAIN_ID_PREFIX } from '../controllers/multi-chain-connectors.js'
import type { Portico } from '../create-portico.js'
import type { ChainNamespace } from '../utils/caip.js'

/** Where to connect a wallet that works in several namespaces. */
export interface ConnectOptions {
  /** For a wallet installed for several namespaces, or WalletConnect: the namespace to connect. */
  namespace?: ChainNamespace
}

interface Target {
  namespace: ChainNamespace
  request: ConnectRequest
  registryId?: string
}

const activeNamespace = (portico: Portico): ChainNamespace =>
  portico.chain.store.getState().activeNamespace ?? 'eip155'

/** The connector behind a wallet-list id, in the namespace it connects. */
function targetOf(portico: Portico, walletId: string, options: ConnectOptions): Target {
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

/**
 * Connects the wallet of a `getWalletList`/`searchWallets` entry: an installed wallet in its
 * extension, `walletConnect` or a registry wallet through a pairing (show its URI from
 * `getWalletConnectUri` or `watchWalletConnectUri`). Resolves with the connection, which becomes
 * the namespace's active one, or undefined when multi-wallet is off and another wallet is
 * connected. Rejects with a ConnectionError: 'Connection rejected' when the visitor refused,
 * 'Provider not found' for an id no wallet has. Email logins use `sendEmailCode`.
 */
export async function connect(
  portico: Portico,
  walletId: string,
  options: ConnectOptions = {},
): Promise<Connection | undefined> {
  const { namespace, request, registryId } = targetOf(portico, walletId, options)
  const connection = await portico.connections.connect(namespace, request)
  const listed = registryId === undefined ? undefined : registryListing(portico, registryId)
  if (connection && listed) portico.wallets.addRecentWallet(listed)
  return connection
}

/** The registry entry the instance has already fetched for this id, if any. */
function registryListing(portico: Portico, id: string) {
  const { wallets, recommended, featured, search, recent } = portico.wallets.store.getState()
  return [...featured, ...recommended, ...recent, ...wallets, ...search].find(
    (wallet) => wallet.id === id,
  )
}
