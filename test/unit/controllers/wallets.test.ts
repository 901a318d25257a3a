import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createProjectApiClient } from '../../../src/clients/project-api-client.js'
import {
  createWallets,
  type WalletListing,
  type WalletListingOptions,
  type WalletsDeps,
} from '../../../src/controllers/wallets.js'
import { PorticoCodedError } from '../../../src/core/errors.js'
import { createMemoryStorage, createStorage } from '../../../src/core/storage.js'
import { startRecordedServer, type RecordedServer } from '../../contract/recorded-server.js'

const WALLETS = 'project-api/getWallets'
const METAMASK_ID = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'

let server: RecordedServer
let options: WalletListingOptions
let preloaded: string[]
let storage: ReturnType<typeof createStorage>

beforeAll(async () => {
  server = await startRecordedServer('project-api')
})
afterAll(() => server.close())

beforeEach(() => {
  // Only the controller's timers and clock are faked; the HTTP underneath runs for real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  server.requests.length = 0
  server.serve(`${WALLETS}/first-page.json`)
  options = {
    includeWalletIds: [],
    excludeWalletIds: [],
    featuredWalletIds: [],
    caipNetworkIds: [],
  }
  preloaded = []
  storage = createStorage({ backend: createMemoryStorage() })
})
afterEach(() => {
  vi.useRealTimers()
})

function walletsDeps(overrides: Partial<WalletsDeps> = {}): WalletsDeps {
  const client = createProjectApiClient({ baseUrl: server.url, projectId: 'test' })
  return {
    getWallets: client.operations.getWallets,
    listingOptions: () => options,
    walletImageUrl: (wallet) =>
      wallet.image_id ? `${server.url}/getWalletImage/${wallet.image_id}` : undefined,
    preloadImage: (url) => {
      preloaded.push(url)
      return Promise.resolve()
    },
    recentWallets: storage.recentWallets,
    ...overrides,
  }
}

/** A promise that resolves when the signal is given, to learn that a real reply has arrived. */
function signal() {
  let give = (): void => undefined
  const given = new Promise<void>((resolve) => {
    give = resolve
  })
  return {
    given,
    give: () => {
      give()
    },
  }
}

const names = (wallets: readonly WalletListing[]) => wallets.map(({ name }) => name)
const queries = () => server.requests.map((request) => request.query)

describe('the all-wallets list', () => {
  it('[CONST-43] asks for pages of 40 wallets, narrowed by the app options', async () => {
    options = {
      includeWalletIds: ['a', 'b'],
      excludeWalletIds: ['x'],
      featuredWalletIds: ['f'],
      caipNetworkIds: ['eip155:1', 'eip155:137'],
    }
    const wallets = createWallets(walletsDeps())
    await wallets.fetchWalletsPage(1)
    expect(queries()[0]).toMatchObject({
      page: 1,
      entries: 40,
      include: 'a,b',
      exclude: 'x,f',
      chains: 'eip155:1,eip155:137',
    })
    expect(wallets.store.getState()).toMatchObject({ count: 422, page: 1 })
  })

  it('appends each page without repeating a wallet, and preloads the images', async () => {
    const wallets = createWallets(walletsDeps())
    await wallets.fetchWalletsPage(1)
    server.serve(`${WALLETS}/chains-exclude.json`)
    await wallets.fetchNextPage()
    expect(queries().map(({ page }) => page)).toEqual([1, 2])
    expect(names(wallets.store.getState().wallets)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Safe',
      'Rainbow',
      'Uniswap Wallet',
      'Zerion',
      'OKX Wallet',
    ])
    expect(preloaded).toHaveLength(8)
    expect(wallets.hasMorePages()).toBe(true)
  })

  it('[CONST-45] prefetches the 20 best-ranked wallets, which page 1 then completes', async () => {
    const wallets = createWallets(walletsDeps())
    await wallets.prefetch()
    expect(queries()[0]).toMatchObject({ page: 1, entries: 20 })
    expect(names(wallets.store.getState().wallets)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'Safe',
      'Rainbow',
      'Uniswap Wallet',
    ])
    expect(preloaded).toHaveLength(5)
    expect(wallets.hasMorePages()).toBe(true)
    await wallets.fetchNextPage()
    expect(queries()[1]).toMatchObject({ page: 1, entries: 40 })
    expect(wallets.store.getState().wallets).toHaveLength(5)
  })

  it("[ERR-54] a failed fetch raises APKT003 'Network Error: Wallet Load Failed'", async () => {
    server.serve(`${WALLETS}/server-error.json`)
    const error = await createWallets(walletsDeps())
      .fetchWalletsPage(1)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PorticoCodedError)
    expect(error).toMatchObject({
      code: 'APKT003',
      displayMessage: 'Network Error: Wallet Load Failed',
    })
  })

  it('[ERR-58] a refused project is raised as its own coded error (APKT007), not as APKT003', async () => {
    server.serve(`${WALLETS}/unknown-project.json`)
    const error = await createWallets(walletsDeps())
      .fetchWalletsPage(1)
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'APKT007', displayMessage: 'Invalid Project ID' })
  })
})

describe('recommended wallets', () => {
  it('[CONST-44] fetches 4 recommended wallets, leaving out the featured ones', async () => {
    options = { ...options, featuredWalletIds: ['f1', 'f2'] }
    const wallets = createWallets(walletsDeps())
    await wallets.fetchRecommended()
    expect(queries()[0]).toMatchObject({ page: 1, entries: 4, exclude: 'f1,f2' })
    expect(wallets.store.getState().recommended).toHaveLength(5)
  })

  it('[CONST-42] shows only what fits, without the recent and installed wallets', async () => {
    const wallets = createWallets(walletsDeps())
    await wallets.fetchRecommended()
    const [metaMask] = wallets.store.getState().recommended
    if (metaMask) wallets.addRecentWallet(metaMask)
    const slots = { featured: 0, custom: 0, emailEnabled: false, socialsEnabled: false }
    const shown = (installed: { rdns: string }[], extra = {}) =>
      names(wallets.visibleRecommended({ ...slots, installed, ...extra }))
    expect(shown([])).toEqual(['Trust Wallet', 'Safe', 'Rainbow', 'Uniswap Wallet'])
    expect(shown([{ rdns: 'me.rainbow' }])).toEqual(['Trust Wallet', 'Safe', 'Uniswap Wallet'])
    expect(shown([], { emailEnabled: true, socialsEnabled: true })).toEqual([
      'Trust Wallet',
      'Safe',
    ])
    expect(shown([], { featured: 4 })).toEqual([])
  })

  it('[CONST-02] continues without an image that has not loaded after 2 s', async () => {
    const arrived = signal()
    const wallets = createWallets(
      walletsDeps({
        preloadImage: () => {
          arrived.give()
          return new Promise<void>(() => undefined)
        },
      }),
    )
    let done = false
    const fetching = wallets.fetchRecommended().then(() => {
      done = true
    })
    await arrived.given
    await vi.advanceTimersByTimeAsync(1999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await fetching
    expect(wallets.store.getState().recommended).toHaveLength(5)
  })

  it('[CONST-02] a failed image does not hold the list back', async () => {
    const wallets = createWallets(
      walletsDeps({ preloadImage: () => Promise.reject(new Error('404')) }),
    )
    await wallets.fetchRecommended()
    expect(wallets.store.getState().recommended).toHaveLength(5)
  })
})

describe('featured wallets', () => {
  const RAINBOW_ID = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'

  it('fetches the featured ids with their images, in the order the app gave them', async () => {
    options = { ...options, featuredWalletIds: [RAINBOW_ID, 'unknown-id', METAMASK_ID] }
    const wallets = createWallets(walletsDeps())
    await wallets.fetchFeatured()
    expect(queries()[0]).toMatchObject({
      page: 1,
      entries: 3,
      include: `${RAINBOW_ID},unknown-id,${METAMASK_ID}`,
    })
    expect(names(wallets.store.getState().featured)).toEqual(['Rainbow', 'MetaMask'])
    expect(preloaded).toHaveLength(5)
  })

  it('leaves out a featured wallet that is recent or installed', async () => {
    options = { ...options, featuredWalletIds: [RAINBOW_ID, METAMASK_ID] }
    const wallets = createWallets(walletsDeps())
    await wallets.fetchFeatured()
    const [rainbow] = wallets.store.getState().featured
    expect(names(wallets.visibleFeatured([{ rdns: 'io.metamask' }]))).toEqual(['Rainbow'])
    if (rainbow) wallets.addRecentWallet(rainbow)
    expect(names(wallets.visibleFeatured([]))).toEqual(['MetaMask'])
  })

  it('asks nothing when the app features no wallet', async () => {
    await createWallets(walletsDeps()).fetchFeatured()
    expect(server.requests).toEqual([])
  })
})

describe('search', () => {
  it('[CONST-46] asks for 100 entries with the trimmed text', async () => {
    server.serve(`${WALLETS}/search.json`)
    const wallets = createWallets(walletsDeps())
    const searching = wallets.searchWallets('  safe ')
    await vi.advanceTimersByTimeAsync(300)
    await searching
    expect(queries()[0]).toMatchObject({ page: 1, entries: 100, search: 'safe' })
    expect(names(wallets.store.getState().search)).toEqual([
      'Safe',
      'SafePal',
      'Safematrix',
      'SafeMoon',
      'Safe App Syscoin',
    ])
  })

  it('[CONST-47] shows the results no sooner than 300 ms after the search started', async () => {
    server.serve(`${WALLETS}/search.json`)
    const arrived = signal()
    const wallets = createWallets(
      walletsDeps({
        preloadImage: () => {
          arrived.give()
          return Promise.resolve()
        },
      }),
    )
    const searching = wallets.searchWallets('safe')
    await arrived.given
    expect(wallets.store.getState()).toMatchObject({ search: [], searching: true })
    await vi.advanceTimersByTimeAsync(299)
    expect(wallets.store.getState().search).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await searching
    expect(wallets.store.getState()).toMatchObject({ searching: false })
    expect(wallets.store.getState().search).toHaveLength(5)
  })

  it('keeps the newest search when an older one answers later', async () => {
    server.serve(`${WALLETS}/search.json`)
    const olderArrived = signal()
    const newerArrived = signal()
    // The older search's images never load, so it only answers once their 2 s are over.
    let olderImages = true
    const wallets = createWallets(
      walletsDeps({
        preloadImage: () => {
          if (!olderImages) {
            newerArrived.give()
            return Promise.resolve()
          }
          olderArrived.give()
          return new Promise(() => undefined)
        },
      }),
    )
    const older = wallets.searchWallets('safe')
    await olderArrived.given
    olderImages = false
    server.serve(`${WALLETS}/rdns.json`)
    const newer = wallets.searchWallets('meta')
    await newerArrived.given
    await vi.advanceTimersByTimeAsync(300)
    await newer
    expect(names(wallets.store.getState().search)).toEqual(['MetaMask', 'Trust Wallet'])
    await vi.advanceTimersByTimeAsync(2000)
    await older
    expect(names(wallets.store.getState().search)).toEqual(['MetaMask', 'Trust Wallet'])
  })

  it('clears the results for an empty search without asking', async () => {
    const wallets = createWallets(walletsDeps())
    await wallets.searchWallets('   ')
    expect(wallets.store.getState()).toMatchObject({ search: [], searching: false })
    expect(server.requests).toEqual([])
  })
})

describe('recent wallets', () => {
  it('[ENT-16] keeps the 2 most recent wallets, in storage too', async () => {
    const wallets = createWallets(walletsDeps())
    await wallets.fetchWalletsPage(1)
    const [first, second, third] = wallets.store.getState().wallets
    for (const wallet of [first, second, third]) if (wallet) wallets.addRecentWallet(wallet)
    expect(names(wallets.store.getState().recent)).toEqual(['Safe', 'Trust Wallet'])
    expect(names(storage.recentWallets.get() ?? [])).toEqual(['Safe', 'Trust Wallet'])
    expect(names(createWallets(walletsDeps()).store.getState().recent)).toEqual([
      'Safe',
      'Trust Wallet',
    ])
  })
})

describe('excluded wallets', () => {
  it('[VAL-42] [VAL-43] hides installed wallets the app excluded, by rdns or name', async () => {
    server.serve(`${WALLETS}/rdns.json`)
    options = { ...options, excludeWalletIds: [METAMASK_ID, 'trust'] }
    const wallets = createWallets(walletsDeps())
    await wallets.fetchExcludedWallets()
    expect(queries()[0]).toMatchObject({ page: 1, entries: 2, include: `${METAMASK_ID},trust` })
    expect(
      wallets.isVisible({ name: 'MetaMask Beta', rdns: 'io.metamask', installed: true }, false),
    ).toBe(false)
    expect(wallets.isVisible({ name: 'trust wallet', installed: true }, true)).toBe(false)
    expect(wallets.isVisible({ name: 'Rainbow', rdns: 'me.rainbow', installed: true }, false)).toBe(
      true,
    )
  })

  it('asks nothing when no wallet is excluded', async () => {
    await createWallets(walletsDeps()).fetchExcludedWallets()
    expect(server.requests).toEqual([])
  })
})
