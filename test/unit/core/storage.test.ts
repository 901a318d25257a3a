import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineCaipNetwork } from '../../../src/core/caip-network.js'
import {
  createMemoryStorage,
  createStorage,
  type StorageLike,
  type StorageOptions,
} from '../../../src/core/storage.js'
import type {
  CacheFamily,
  CacheValues,
  SiwxSession,
  WalletListing,
} from '../../../src/core/stored-values.js'

/** A stand-in for `localStorage`: the same three calls over a Map the test can inspect. */
function mapBackend(): StorageLike & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value)
    },
    removeItem: (key) => {
      entries.delete(key)
    },
  }
}

function wallet(digit: string, name: string): WalletListing {
  return { id: digit.repeat(64), name }
}

const session: SiwxSession = {
  data: {
    accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: 'eip155:1',
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    version: '1',
    nonce: 'abc123',
  },
  message: 'app.example.com wants you to sign in',
  signature: '0x1234',
}

const mainnet = defineCaipNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

const cacheSamples: CacheValues = {
  portfolio: {
    balances: [
      {
        name: 'Ethereum',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 3765.63,
        price: 3012.5,
        quantity: { decimals: '18', numeric: '1.25' },
        iconUrl: 'https://cdn.example.com/eth.png',
      },
    ],
  },
  nativeBalance: { balance: '1.25', symbol: 'ETH' },
  ens: [{ name: 'alice.reown.id', addresses: {} }],
  identity: { name: 'alice.eth', avatar: null },
  transactionHistory: { data: [], next: null },
  tokenPrice: { fungibles: [] },
  latestSdkVersion: '1.2.3',
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const backends: [string, (options?: StorageOptions) => ReturnType<typeof createStorage>][] = [
  ['a Map-backed StorageLike', (options) => createStorage({ ...options, backend: mapBackend() })],
  [
    'the in-memory fallback',
    (options) => {
      vi.stubGlobal('localStorage', undefined)
      return createStorage(options)
    },
  ],
]

describe.each(backends)('browser storage through %s', (_, make) => {
  it('[CALL-67] holds the wallet id and name', () => {
    const storage = make()
    storage.connectedWallet.set({ id: 'metamask', name: 'MetaMask' })
    expect(storage.connectedWallet.get()).toEqual({ id: 'metamask', name: 'MetaMask' })
  })

  it('[CALL-68] holds the active network', () => {
    const storage = make()
    storage.activeNetwork.set('eip155:8453')
    expect(storage.activeNetwork.get()).toBe('eip155:8453')
  })

  it('[CALL-69] holds the connected social provider', () => {
    const storage = make()
    storage.connectedSocialProvider.set('google')
    expect(storage.connectedSocialProvider.get()).toBe('google')
  })

  it('[CALL-70] holds the recent wallets', () => {
    const storage = make()
    storage.recentWallets.add(wallet('a', 'Alpha'))
    expect(storage.recentWallets.get()).toEqual([wallet('a', 'Alpha')])
  })

  it('[CALL-71] holds the connection status', () => {
    const storage = make()
    storage.connectionStatus.set('connected')
    expect(storage.connectionStatus.get()).toBe('connected')
  })

  it('[CALL-72] holds the sign-in tokens: SIWX sessions and the frame session token', () => {
    const storage = make()
    storage.siwxSessions.set([session])
    storage.frameSessionToken.set('token-1')
    expect(storage.siwxSessions.get()).toEqual([session])
    expect(storage.frameSessionToken.get()).toBe('token-1')
  })

  it('[CALL-73] holds the balance, portfolio, name, identity, history and token price caches', () => {
    const storage = make()
    const families: CacheFamily[] = [
      'nativeBalance',
      'portfolio',
      'ens',
      'identity',
      'transactionHistory',
      'tokenPrice',
    ]
    for (const family of families) storage.cache.set(family, '0xabc', cacheSamples[family])
    for (const family of families) {
      expect(storage.cache.get(family, '0xabc')).toEqual(cacheSamples[family])
    }
  })

  it('[CALL-74] holds the preferred account types per namespace', () => {
    const storage = make()
    storage.preferredAccountTypes.set('eip155', 'eoa')
    storage.preferredAccountTypes.set('bip122', 'payment')
    expect(storage.preferredAccountTypes.getAll()).toEqual({ eip155: 'eoa', bip122: 'payment' })
  })

  it('[CALL-75] [ENT-07] holds the connections per namespace, each listed under its own', () => {
    const storage = make()
    const connection = {
      connectorId: 'injected',
      accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }],
      caipNetwork: mainnet,
    }
    storage.connections.set('eip155', [connection])
    expect(storage.connections.get('eip155')).toEqual([connection])
    expect(storage.connections.get('solana')).toBeUndefined()
  })

  it('[CALL-76] holds the recent emails, newest first without repeats', () => {
    const storage = make()
    storage.recentEmails.add('a@example.com')
    storage.recentEmails.add('b@example.com')
    storage.recentEmails.add('a@example.com')
    expect(storage.recentEmails.get()).toEqual(['a@example.com', 'b@example.com'])
  })

  it('[CALL-77] holds the latest version', () => {
    const storage = make()
    storage.latestVersion.set('1.2.3')
    expect(storage.latestVersion.get()).toBe('1.2.3')
  })

  it('removes a value and a namespace entry', () => {
    const storage = make()
    storage.connectedWallet.set({ id: 'metamask', name: 'MetaMask' })
    storage.preferredAccountTypes.set('eip155', 'eoa')
    storage.preferredAccountTypes.set('solana', 'eoa')
    storage.connectedWallet.remove()
    storage.preferredAccountTypes.remove('eip155')
    expect(storage.connectedWallet.get()).toBeUndefined()
    expect(storage.preferredAccountTypes.getAll()).toEqual({ solana: 'eoa' })
  })
})

describe('recent wallets', () => {
  it('[ENT-16] keeps 2 entries after a third distinct wallet: newest first, the oldest dropped', () => {
    const storage = createStorage({ backend: mapBackend() })
    storage.recentWallets.add(wallet('a', 'Alpha'))
    storage.recentWallets.add(wallet('b', 'Beta'))
    storage.recentWallets.add(wallet('c', 'Gamma'))
    expect(storage.recentWallets.get()).toEqual([wallet('c', 'Gamma'), wallet('b', 'Beta')])
  })

  it('[ENT-16] using a kept wallet again moves it to the front instead of repeating it', () => {
    const storage = createStorage({ backend: mapBackend() })
    storage.recentWallets.add(wallet('a', 'Alpha'))
    storage.recentWallets.add(wallet('b', 'Beta'))
    storage.recentWallets.add(wallet('a', 'Alpha'))
    expect(storage.recentWallets.get()).toEqual([wallet('a', 'Alpha'), wallet('b', 'Beta')])
  })
})

describe('cache lifetimes', () => {
  function expectLifetime(family: CacheFamily, lifetimeMs: number): void {
    let now = 1_000_000
    const storage = createStorage({ backend: mapBackend(), now: () => now })
    storage.cache.set(family, 'key', cacheSamples[family])
    now += lifetimeMs - 1
    expect(storage.cache.get(family, 'key')).toEqual(cacheSamples[family])
    now += 1
    expect(storage.cache.get(family, 'key')).toBeUndefined()
    now += 1
    expect(storage.cache.get(family, 'key')).toBeUndefined()
  }

  it('[CONST-09] a portfolio entry is fresh just before 30 s and expired at and after 30 s', () => {
    expectLifetime('portfolio', 30_000)
  })

  it('[CONST-10] a native balance entry is fresh just before 30 s and expired from 30 s', () => {
    expectLifetime('nativeBalance', 30_000)
  })

  it('[CONST-11] an ENS entry is fresh just before 5 min and expired from 5 min', () => {
    expectLifetime('ens', 5 * 60_000)
  })

  it('[CONST-12] an identity entry is fresh just before 5 min and expired from 5 min', () => {
    expectLifetime('identity', 5 * 60_000)
  })

  it('[CONST-13] a transaction history entry is fresh just before 15 s and expired from 15 s', () => {
    expectLifetime('transactionHistory', 15_000)
  })

  it('[CONST-14] a token price entry is fresh just before 15 s and expired from 15 s', () => {
    expectLifetime('tokenPrice', 15_000)
  })

  it('[CONST-15] the latest SDK version is fresh just before 7 days and expired from 7 days', () => {
    const sevenDays = 7 * 24 * 60 * 60_000
    let now = 0
    const storage = createStorage({ backend: mapBackend(), now: () => now })
    storage.latestVersion.set('1.2.3')
    now = sevenDays - 1
    expect(storage.latestVersion.get()).toBe('1.2.3')
    now = sevenDays
    expect(storage.latestVersion.get()).toBeUndefined()
  })

  it('uses the wall clock by default, so fake timers move it', () => {
    vi.useFakeTimers({ now: 0 })
    try {
      const storage = createStorage({ backend: mapBackend() })
      storage.cache.set('tokenPrice', 'usd', cacheSamples.tokenPrice)
      vi.advanceTimersByTime(15_000)
      expect(storage.cache.get('tokenPrice', 'usd')).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })

  it('drops expired entries of a family when a new entry is written', () => {
    let now = 0
    const backend = mapBackend()
    const storage = createStorage({ backend, now: () => now })
    storage.cache.set('identity', 'old', cacheSamples.identity)
    now = 5 * 60_000
    storage.cache.set('identity', 'new', cacheSamples.identity)
    const stored: unknown = JSON.parse(backend.entries.get('portico:cache:identity') ?? '{}')
    expect(Object.keys(stored ?? {})).toEqual(['new'])
  })

  it('keys entries apart and removes one or a whole family', () => {
    const storage = createStorage({ backend: mapBackend() })
    storage.cache.set('identity', 'a', cacheSamples.identity)
    storage.cache.set('identity', 'b', { name: null, avatar: null })
    storage.cache.remove('identity', 'a')
    expect(storage.cache.get('identity', 'a')).toBeUndefined()
    expect(storage.cache.get('identity', 'b')).toEqual({ name: null, avatar: null })
    storage.cache.clear('identity')
    expect(storage.cache.get('identity', 'b')).toBeUndefined()
  })
})

describe('stored values', () => {
  it('are JSON under the default prefix "portico"', () => {
    const backend = mapBackend()
    createStorage({ backend }).activeNetwork.set('eip155:1')
    expect(backend.entries.get('portico:activeNetwork')).toBe('"eip155:1"')
  })

  it('read as absent when the JSON is corrupted', () => {
    const backend = mapBackend()
    backend.setItem('portico:connectedWallet', '{"id": "metamask", ')
    backend.setItem('portico:cache:identity', 'not json')
    const storage = createStorage({ backend })
    expect(storage.connectedWallet.get()).toBeUndefined()
    expect(storage.cache.get('identity', 'x')).toBeUndefined()
  })

  it('read as absent when the JSON has the wrong shape', () => {
    const backend = mapBackend()
    backend.setItem('portico:connectionStatus', '"pending"')
    backend.setItem('portico:activeNetwork', '"mainnet"')
    backend.setItem('portico:recentWallets', '[{"id": 1}]')
    backend.setItem('portico:preferredAccountTypes', '{"eip155": "root", "solana": "eoa"}')
    backend.setItem('portico:cache:identity', '{"x": {"timestamp": 0, "value": {"name": 5}}}')
    const storage = createStorage({ backend, now: () => 0 })
    expect(storage.connectionStatus.get()).toBeUndefined()
    expect(storage.activeNetwork.get()).toBeUndefined()
    expect(storage.recentWallets.get()).toBeUndefined()
    expect(storage.preferredAccountTypes.getAll()).toEqual({ solana: 'eoa' })
    expect(storage.cache.get('identity', 'x')).toBeUndefined()
  })

  it('do not collide between instances with different prefixes', () => {
    const backend = mapBackend()
    const first = createStorage({ backend, prefix: 'app-one' })
    const second = createStorage({ backend, prefix: 'app-two' })
    first.connectionStatus.set('connected')
    expect(second.connectionStatus.get()).toBeUndefined()
    expect(backend.entries.has('app-one:connectionStatus')).toBe(true)
  })
})

describe('backend choice', () => {
  it('uses localStorage when the page has one', () => {
    const backend = mapBackend()
    vi.stubGlobal('localStorage', backend)
    createStorage().connectedSocialProvider.set('github')
    expect(backend.entries.get('portico:connectedSocialProvider')).toBe('"github"')
  })

  it('falls back to memory when reading localStorage throws', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new Error('SecurityError')
      },
    })
    try {
      const storage = createStorage()
      storage.connectedSocialProvider.set('github')
      expect(storage.connectedSocialProvider.get()).toBe('github')
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })

  it('falls back to memory when localStorage refuses writes', () => {
    const refusing = mapBackend()
    refusing.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    vi.stubGlobal('localStorage', refusing)
    const storage = createStorage()
    storage.connectedSocialProvider.set('github')
    expect(storage.connectedSocialProvider.get()).toBe('github')
  })

  it('never throws when a given backend fails', () => {
    const failing: StorageLike = {
      getItem: () => {
        throw new Error('boom')
      },
      setItem: () => {
        throw new Error('boom')
      },
      removeItem: () => {
        throw new Error('boom')
      },
    }
    const storage = createStorage({ backend: failing })
    expect(() => {
      storage.connectedWallet.set({ id: 'metamask', name: 'MetaMask' })
      storage.connectedWallet.remove()
      storage.cache.clear('identity')
    }).not.toThrow()
    expect(storage.connectedWallet.get()).toBeUndefined()
  })

  it('createMemoryStorage keeps values in the instance only', () => {
    const one = createMemoryStorage()
    const two = createMemoryStorage()
    one.setItem('k', 'v')
    expect(one.getItem('k')).toBe('v')
    expect(two.getItem('k')).toBeNull()
  })
})
