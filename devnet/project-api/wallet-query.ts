import type { components, operations } from '../../generated/project-api/types.js'
import type { WalletListing } from './wallet-registry.js'

export type WalletsQuery = operations['getWallets']['parameters']['query']
type WalletsPage = components['schemas']['GetWalletsResponse']

export const DEFAULT_PAGE_SIZE = 40

/** A comma-separated parameter as a list; absent or blank means "no filter". */
const listOf = (value: string | undefined): string[] | undefined => {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
  return items.length > 0 ? items : undefined
}

/** The registry's badges are all null: 'none' asks for exactly those, any other value for a match. */
const badgeMatches = (badge: string | null | undefined, wanted: string): boolean =>
  wanted.toLowerCase() === 'none'
    ? badge === null || badge === undefined
    : badge?.toLowerCase() === wanted.toLowerCase()

function matcherOf(query: WalletsQuery): (wallet: WalletListing) => boolean {
  const include = listOf(query.include)
  const exclude = listOf(query.exclude)
  const chains = listOf(query.chains)
  const names = listOf(query.names)?.map((name) => name.toLowerCase())
  const rdns = listOf(query.rdns)
  const search = query.search?.trim().toLowerCase() ?? ''
  const badges = [query.badge_type, query.badge].filter((badge) => badge !== undefined)
  return (wallet) =>
    (!include || include.includes(wallet.id)) &&
    !exclude?.includes(wallet.id) &&
    (!chains || chains.some((chain) => wallet.chains?.includes(chain) === true)) &&
    // Names are compared trimmed: three registry names end in a space.
    (!names || names.includes(wallet.name.trim().toLowerCase())) &&
    (!rdns || (typeof wallet.rdns === 'string' && rdns.includes(wallet.rdns))) &&
    (search === '' || wallet.name.toLowerCase().includes(search)) &&
    badges.every((badge) => badgeMatches(wallet.badge, badge))
}

/** One page of the wallets matching every given filter, and how many match over all pages. */
export function queryWallets(registry: readonly WalletListing[], query: WalletsQuery): WalletsPage {
  const matches = registry.filter(matcherOf(query))
  const entries = query.entries ?? DEFAULT_PAGE_SIZE
  const start = ((query.page ?? 1) - 1) * entries
  return { count: matches.length, data: matches.slice(start, start + entries) }
}
