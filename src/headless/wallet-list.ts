import { internalsOf } from '../instance/internal-handle.js'
import type { Portico } from '../instance/public-portico.js'
import type { WalletList } from './wallet-list-groups.js'

/**
 * The wallet list as the Connect view shows it: installed wallets, WalletConnect, recent,
 * featured, the app's custom wallets and the recommended ones, with their icons. Fetches the
 * recommended and featured wallets from the registry first; a failed fetch rejects with its
 * coded error (a PorticoError).
 */
export async function getWalletList(portico: Portico): Promise<WalletList> {
  const internals = internalsOf(portico)
  const { wallets } = internals
  await Promise.all([wallets.fetchRecommended(), wallets.fetchFeatured(), wallets.prefetch()])
  const { walletListOf } = await import('./wallet-list-groups.js')
  return walletListOf(internals)
}
