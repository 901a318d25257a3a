// The grouping of the wallet list, shared with the modal's lazy views: it loads with the first
// getWalletList, so no host's first load carries it.
import { walletGroups, type WalletGroup } from '../controllers/connectors.js'
import { withMultiChainConnectors } from '../controllers/multi-chain-connectors.js'
import { isFeatureEnabled } from '../controllers/options.js'
import type { PorticoInternals } from '../create-portico.js'
import { connectorEntry, registryEntry, type WalletEntry } from './wallet-entry.js'

/** A group of the wallet list: `injected` (installed), `walletConnect`, `recent`, `recommended`… */
export interface WalletListGroup {
  /** The group: injected, walletConnect, external, recent, featured, custom or recommended. */
  name: WalletGroup['name']
  /** The group's wallets, in the order Connect lists them. */
  wallets: WalletEntry[]
}

/** The wallet list as Portico's Connect view shows it, and the registry's size. */
export interface WalletList {
  /** In the app's `connectorTypeOrder`, else the default one; empty groups left out. */
  groups: WalletListGroup[]
  /** How many wallets the registry holds for the app's networks (see `searchWallets`). */
  registryCount: number
}

/** The wallet list from what the instance holds now (the registry lists already fetched). */
export function walletListOf(portico: PorticoInternals): WalletList {
  const { wallets } = portico
  const { connectors } = portico.connectors.store.getState()
  const { features } = portico.options.store.getState()
  const { customWallets, connectorTypeOrder } = portico.options.options
  const installed = connectors
    .filter((connector) => connector.info?.rdns !== undefined)
    .map((connector) => ({ rdns: connector.info?.rdns }))
  const featured = wallets.visibleFeatured(installed)
  const groups = walletGroups(
    {
      connectors: withMultiChainConnectors(connectors),
      recent: wallets.store.getState().recent,
      featured,
      custom: customWallets,
      recommended: wallets.visibleRecommended({
        installed,
        featured: featured.length,
        custom: customWallets.length,
        emailEnabled: isFeatureEnabled(features, 'email'),
        socialsEnabled: isFeatureEnabled(features, 'socials'),
      }),
    },
    connectorTypeOrder,
  )
  return {
    groups: groups.map((group) => ({
      name: group.name,
      wallets:
        'connectors' in group
          ? group.connectors.map(connectorEntry)
          : group.wallets.map((wallet) => registryEntry(portico, wallet)),
    })),
    registryCount: wallets.store.getState().count,
  }
}
