import type { ProjectOperations } from '../clients/project/project-operations.js'
import { IMAGE_PRELOAD_RACE_MS, WALLET_LIMITS } from '../core/constants.js'
import { createStore } from '../core/store.js'
import { within } from '../core/within.js'
import { displayWalletListing } from '../utils/display-wallet.js'
import {
  fetchListed as fetchListedWallets,
  joined,
  listFilters,
  type WalletListing,
  type WalletListingOptions,
  type WalletsQuery,
} from './wallet-listing.js'
import {
  isWalletVisible,
  recommendedWalletCap,
  type ExcludedWallet,
  type RecommendedSlots,
  type WalletCandidate,
} from './wallet-visibility.js'

export type { WalletListing, WalletListingOptions } from './wallet-listing.js'

export interface WalletsDeps {
  getWallets: ProjectOperations['getWallets']
  listingOptions: () => WalletListingOptions
  /** Where the wallet's image is, or undefined when it has none. */
  walletImageUrl: (wallet: WalletListing) => string | undefined
  /** Resolves once the image is loaded (e.g. `new Image()` onload). */
  preloadImage: (url: string) => Promise<void>
  /** The recent wallets in storage, newest first; `add` answers the list after adding. */
  recentWallets: {
    get: () => WalletListing[] | undefined
    add: (wallet: WalletListing) => WalletListing[]
  }
}

/** The registry wallets the modal lists. */
export interface WalletsState {
  /** The all-wallets list, page after page, without repeats. */
  wallets: WalletListing[]
  /** How many wallets the registry holds for the current filters. */
  count: number
  /** The last page fetched; 0 before the first. */
  page: number
  /** The best-ranked wallets, shown on Connect. */
  recommended: WalletListing[]
  /** The app's featured wallets, in the order it gave their ids. */
  featured: WalletListing[]
  /** The All Wallets search's results. */
  search: WalletListing[]
  /** True while a search is under way. */
  searching: boolean
  /** Newest first, at most 2 (ENT-16). */
  recent: WalletListing[]
  /** Names and rdns of the wallets the app excluded, to hide them when installed. */
  excluded: ExcludedWallet[]
}

export interface RecommendedContext extends Omit<RecommendedSlots, 'installed'> {
  installed: readonly Pick<WalletCandidate, 'rdns'>[]
}

const uniqueById = (wallets: readonly WalletListing[]): WalletListing[] => [
  ...new Map(wallets.map((wallet) => [wallet.id, wallet])).values(),
]

const isDefined = <T>(value: T | undefined): value is T => value !== undefined

const wait = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms)
  })

export function createWallets(deps: WalletsDeps) {
  const store = createStore<WalletsState>({
    wallets: [],
    count: 0,
    page: 0,
    recommended: [],
    featured: [],
    search: [],
    searching: false,
    recent: (deps.recentWallets.get() ?? [])
      .slice(0, WALLET_LIMITS.recentKept)
      .map(displayWalletListing),
    excluded: [],
  })
  let latestSearch = 0

  /**
   * CONST-02: an image gets 2 s to load; after that the list shows without it (it may still
   * arrive later). A failed image is not an error either.
   */
  const preloadImage = async (url: string): Promise<void> => {
    const loaded = new Promise<void>((resolve) => {
      resolve(deps.preloadImage(url))
    }).catch(() => undefined)
    await within(loaded, IMAGE_PRELOAD_RACE_MS, undefined)
  }

  const preloadImages = async (wallets: readonly WalletListing[]): Promise<void> => {
    const urls = wallets.map((wallet) => deps.walletImageUrl(wallet)).filter(isDefined)
    await Promise.all(urls.map(preloadImage))
  }

  const filters = (which: { withFeatured: boolean }) => listFilters(deps.listingOptions(), which)
  const fetchListed = (query: WalletsQuery, preload: (data: WalletListing[]) => unknown) =>
    fetchListedWallets(deps.getWallets, query, preload)

  /** One page of the all-wallets list (40 wallets, CONST-43), added after the pages held. */
  const fetchWalletsPage = async (page: number): Promise<void> => {
    const query = { page, entries: WALLET_LIMITS.pageSize, ...filters({ withFeatured: false }) }
    const { data, count } = await fetchListed(query, preloadImages)
    store.setState((draft) => {
      draft.wallets = uniqueById([...draft.wallets, ...data])
      draft.count = count
      draft.page = Math.max(draft.page, page)
    })
  }

  const fetchNextPage = (): Promise<void> => fetchWalletsPage(store.getState().page + 1)

  const hasMorePages = (): boolean => {
    const { page, wallets, count } = store.getState()
    return page === 0 || wallets.length < count
  }

  /** The 4 best-ranked wallets (CONST-44), with their images and the recent wallets' images. */
  const fetchRecommended = async (): Promise<void> => {
    const query = {
      page: 1,
      entries: WALLET_LIMITS.recommendedFetch,
      ...filters({ withFeatured: false }),
    }
    const { data } = await fetchListed(query, (wallets) =>
      preloadImages([...wallets, ...store.getState().recent]),
    )
    store.setState({ recommended: data })
  }

  /**
   * The featured wallets the app named, with their images. The registry answers in its own rank
   * order, so the app's order is restored here; an id the registry does not know is left out.
   */
  const fetchFeatured = async (): Promise<void> => {
    const ids = deps.listingOptions().featuredWalletIds
    if (ids.length === 0) return
    const query = { page: 1, entries: ids.length, include: joined(ids) }
    const { data } = await fetchListed(query, preloadImages)
    const byId = new Map(data.map((wallet) => [wallet.id, wallet]))
    store.setState({ featured: ids.map((id) => byId.get(id)).filter(isDefined) })
  }

  /** Featured wallets not already listed above them, as recent or installed. */
  const visibleFeatured = (installed: RecommendedContext['installed']): WalletListing[] => {
    const { featured, recent } = store.getState()
    const recentIds = new Set(recent.map((wallet) => wallet.id))
    const installedRdns = new Set(installed.map((wallet) => wallet.rdns).filter(Boolean))
    return featured.filter((wallet) => !recentIds.has(wallet.id) && !installedRdns.has(wallet.rdns))
  }

  /**
   * CONST-45 names "prefetch ranks 20" without saying what it means. It is read as: before the
   * all-wallets view opens, fetch the 20 best-ranked wallets (the registry is ordered by rank) and
   * load their images, so the view's first rows show at once. They are the start of page 1, which
   * later completes them in the same order.
   */
  const prefetch = async (): Promise<void> => {
    const query = {
      page: 1,
      entries: WALLET_LIMITS.prefetchRanks,
      ...filters({ withFeatured: false }),
    }
    const { data, count } = await fetchListed(query, preloadImages)
    store.setState((draft) => {
      draft.wallets = uniqueById([...data, ...draft.wallets])
      draft.count = count
    })
  }

  /** Learns the name and rdns of each excluded wallet, so an installed one can be hidden too. */
  const fetchExcludedWallets = async (): Promise<void> => {
    const ids = deps.listingOptions().excludeWalletIds
    if (ids.length === 0) return
    const query = { page: 1, entries: ids.length, include: joined(ids) }
    const { data } = await fetchListed(query, () => undefined)
    store.setState({ excluded: data.map(({ name, rdns }) => ({ name, rdns })) })
  }

  /**
   * Searches the registry (100 entries, CONST-46). Results show no sooner than 300 ms after the
   * search started (CONST-47) so fast replies do not flicker; a newer search wins over an older.
   */
  const searchWallets = async (text: string): Promise<void> => {
    const search = text.trim()
    const id = (latestSearch += 1)
    store.setState({ search: [], searching: search.length > 0 })
    if (!search) return
    const query = {
      page: 1,
      entries: WALLET_LIMITS.searchSize,
      search,
      ...filters({ withFeatured: true }),
    }
    try {
      const [{ data }] = await Promise.all([
        fetchListed(query, preloadImages),
        wait(WALLET_LIMITS.searchMinWaitMs),
      ])
      if (id !== latestSearch) return
      store.setState({ search: data, searching: false })
    } catch (error) {
      if (id !== latestSearch) return
      store.setState({ searching: false })
      throw error
    }
  }

  const addRecentWallet = (wallet: WalletListing): void => {
    const recent = deps.recentWallets
      .add(wallet)
      .slice(0, WALLET_LIMITS.recentKept)
      .map(displayWalletListing)
    store.setState({ recent })
  }

  const isVisible = (candidate: WalletCandidate, isMobile: boolean): boolean =>
    isWalletVisible(candidate, { excluded: store.getState().excluded, isMobile })

  /**
   * The recommended wallets the Connect view has room for, leaving out recent and installed ones.
   */
  const visibleRecommended = (context: RecommendedContext): WalletListing[] => {
    const { recommended, recent } = store.getState()
    const recentIds = new Set(recent.map((wallet) => wallet.id))
    const installedRdns = new Set(context.installed.map((wallet) => wallet.rdns).filter(Boolean))
    const cap = recommendedWalletCap({ ...context, installed: context.installed.length })
    return recommended
      .filter((wallet) => !recentIds.has(wallet.id) && !installedRdns.has(wallet.rdns))
      .slice(0, cap)
  }

  return {
    store,
    fetchWalletsPage,
    fetchNextPage,
    hasMorePages,
    fetchRecommended,
    fetchFeatured,
    visibleFeatured,
    prefetch,
    fetchExcludedWallets,
    searchWallets,
    addRecentWallet,
    isVisible,
    visibleRecommended,
  }
}
