import type { components as ProjectApi } from '../../generated/project-api/types.js'
import type { ProjectOperations } from '../clients/project/project-operations.js'
import { HttpStatusError } from '../clients/http-status-error.js'
import { codedError } from '../core/errors.js'
import { displayWalletListing } from '../utils/display-wallet.js'

/** One wallet of the registry, as the Project API answers it. */
export type WalletListing = ProjectApi['schemas']['WalletListing']
/** getWallets' query as the client takes it (projectId, st and sv are added by the client). */
export type WalletsQuery = NonNullable<
  NonNullable<NonNullable<Parameters<ProjectOperations['getWallets']>[0]>['params']>['query']
>
type ListFilters = Pick<WalletsQuery, 'include' | 'exclude' | 'chains'>

/** The app's wallet options and networks that narrow every registry query. */
export interface WalletListingOptions {
  includeWalletIds: readonly string[]
  excludeWalletIds: readonly string[]
  featuredWalletIds: readonly string[]
  /** Only wallets supporting one of these CAIP-2 networks are listed. */
  caipNetworkIds: readonly string[]
}

export const joined = (ids: readonly string[]): string | undefined =>
  ids.length > 0 ? ids.join(',') : undefined

/** Featured wallets have their own row, so lists that sit beside it leave them out. */
export function listFilters(
  options: WalletListingOptions,
  { withFeatured }: { withFeatured: boolean },
): ListFilters {
  const excluded = withFeatured
    ? options.excludeWalletIds
    : [...options.excludeWalletIds, ...options.featuredWalletIds]
  return {
    include: joined(options.includeWalletIds),
    exclude: joined(excluded),
    chains: joined(options.caipNetworkIds),
  }
}

/**
 * Fetches a registry page and waits for its images; a failure is APKT003, unless the service
 * refused the project itself (an unknown project, an origin not allowed, a rate limit): that
 * coded error is the real cause, and 'Wallet Load Failed' would hide it.
 */
export async function fetchListed(
  getWallets: ProjectOperations['getWallets'],
  query: WalletsQuery,
  preload: (data: WalletListing[]) => unknown,
) {
  try {
    const response = await getWallets({ params: { query } })
    // The registry's names and links become display data here, once, for every list.
    const data = response.data.map(displayWalletListing)
    await preload(data)
    return { ...response, data }
  } catch (error) {
    const refused = error instanceof HttpStatusError && error.status < 500 ? error.coded : undefined
    throw refused ?? codedError('WALLET_LOAD_FAILED', error)
  }
}
