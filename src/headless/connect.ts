import type { Connection } from '../core/connector.js'
import { internalsOf } from '../instance/internal-handle.js'
import type { Portico } from '../instance/public-portico.js'
import type { ConnectOptions } from './connect-target.js'

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
  const { targetOf, registryListing } = await import('./connect-target.js')
  const internals = internalsOf(portico)
  const { namespace, request, registryId } = targetOf(internals, walletId, options)
  const connection = await internals.connections.connect(namespace, request)
  const listed = registryId === undefined ? undefined : registryListing(internals, registryId)
  if (connection && listed) internals.wallets.addRecentWallet(listed)
  return connection
}
