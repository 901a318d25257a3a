import { createAnalyticsClient } from '../clients/analytics-client.js'
import { createBlockchainCoreClient } from '../clients/blockchain-core-client.js'
import { commonQueryOf, type ClientConfig } from '../clients/client-config.js'
import { createProjectApiClient } from '../clients/project-api-client.js'
import type { WalletListing } from '../controllers/wallets.js'
import type { CaipNetwork } from '../core/caip-network.js'

/** The endpoints of the services Portico talks to; on the devnet, its local servers. */
export interface ApiUrls {
  /** The Blockchain API's base URL (balances, activity, names, swaps, on-ramp). */
  blockchainApi: string
  /** The Project API's base URL (configuration, wallet registry, images, limits). */
  projectApi: string
  /** Where analytics events go. */
  analytics: string
}

export interface ApiClientsConfig {
  apiUrls: ApiUrls
  projectId: string
  fetch?: typeof globalThis.fetch
  sendBeacon?: (url: string, data: string) => boolean
}

/** One instance's clients: each call carries the instance's project id to its own endpoints. */
export function createApiClients(config: ApiClientsConfig) {
  const clientConfig = (baseUrl: string): ClientConfig => ({
    baseUrl,
    projectId: config.projectId,
    fetch: config.fetch,
  })
  return {
    blockchain: createBlockchainCoreClient(clientConfig(config.apiUrls.blockchainApi)),
    project: createProjectApiClient(clientConfig(config.apiUrls.projectApi)),
    analytics: createAnalyticsClient({
      ...clientConfig(config.apiUrls.analytics),
      sendBeacon: config.sendBeacon,
    }),
  }
}

/** The Project API's image URL of a wallet, with the query every call carries (spec §7). */
export function walletImageUrl(
  config: ApiClientsConfig,
  wallet: WalletListing,
): string | undefined {
  return wallet.image_id === undefined
    ? undefined
    : projectImageUrl(config, `/getWalletImage/${encodeURIComponent(wallet.image_id)}`)
}

/**
 * A network's icon: its own imageUrl, else the Project API's asset image of its imageId
 * (getAssetImage); undefined when it has neither, for the modal's neutral mark.
 */
export function networkImageUrl(
  config: ApiClientsConfig,
  network: Pick<CaipNetwork, 'assets'>,
): string | undefined {
  const { imageUrl, imageId } = network.assets ?? {}
  if (imageUrl !== undefined) return imageUrl
  return imageId === undefined
    ? undefined
    : projectImageUrl(config, `/public/getAssetImage/${encodeURIComponent(imageId)}`)
}

function projectImageUrl(config: ApiClientsConfig, path: string): string {
  const url = new URL(path, config.apiUrls.projectApi)
  const query = commonQueryOf({ baseUrl: config.apiUrls.projectApi, projectId: config.projectId })
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  return url.toString()
}

/** The instance's image URLs; a network's asset image waits until requests are allowed. */
export function imageUrls(config: ApiClientsConfig, requestsAllowed: () => boolean) {
  return {
    /** The Project API image route of a registry wallet. */
    walletImageUrl: (wallet: WalletListing) => walletImageUrl(config, wallet),
    /** A network's icon (its imageUrl or the Project API asset image); undefined without one. */
    networkImageUrl: (network: Pick<CaipNetwork, 'assets'>) =>
      requestsAllowed() ? networkImageUrl(config, network) : undefined,
  }
}
