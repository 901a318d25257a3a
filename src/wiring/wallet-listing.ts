import type { ProjectApiClient } from '../clients/project-api-client.js'
import type { ResolvedOptions } from '../controllers/options.js'
import { createWallets } from '../controllers/wallets.js'
import type { PorticoStorage } from '../core/storage.js'
import type { ApiClientsConfig } from './api-clients.js'
import { walletImageUrl } from './api-clients.js'

/** The registry's wallets as the app's options filter and order them, with their images. */
export function walletListing(deps: {
  config: ApiClientsConfig
  project: Pick<ProjectApiClient, 'operations'>
  settings: Pick<
    ResolvedOptions,
    'includeWalletIds' | 'excludeWalletIds' | 'featuredWalletIds' | 'networks'
  >
  storage: Pick<PorticoStorage, 'recentWallets'>
}) {
  const { settings } = deps
  return createWallets({
    getWallets: (init) => deps.project.operations.getWallets(init),
    listingOptions: () => ({
      includeWalletIds: settings.includeWalletIds,
      excludeWalletIds: settings.excludeWalletIds,
      featuredWalletIds: settings.featuredWalletIds,
      caipNetworkIds: settings.networks.map((network) => network.caipNetworkId),
    }),
    walletImageUrl: (wallet) => walletImageUrl(deps.config, wallet),
    // Preloading only warms the browser's image cache; without a page there is nothing to warm.
    preloadImage: () => Promise.resolve(),
    recentWallets: deps.storage.recentWallets,
  })
}
