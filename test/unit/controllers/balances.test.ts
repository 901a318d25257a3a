import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBlockchainApiClient } from '../../../src/clients/blockchain-api-client.js'
import {
  createBalances,
  displayBalance,
  tokenBalanceFromAsset,
  type Balances,
  type BalancesDeps,
  type TokenBalance,
  type WalletAsset,
  type WalletAssetsRequest,
} from '../../../src/controllers/balances.js'
import { balancesOf } from '../../../src/controllers/balance-selectors.js'
import { createMemoryStorage, createStorage } from '../../../src/core/storage.js'
import { startRecordedServer, type RecordedServer } from '../../contract/recorded-server.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT = `eip155:1:${ADDRESS}`
const WITH_PASS = 'blockchain-api/getBalance/200-with-zero-decimals-token.json'
const FAILURE = 'blockchain-api/getBalance/500-internal-error.json'

let server: RecordedServer
let deps: BalancesDeps & { showError: ReturnType<typeof vi.fn<BalancesDeps['showError']>> }

beforeAll(async () => {
  server = await startRecordedServer('blockchain-api')
})
afterAll(() => server.close())

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  server.requests.length = 0
  server.serve(WITH_PASS)
  const client = createBlockchainApiClient({ baseUrl: server.url, projectId: 'test' })
  deps = { getBalance: client.account.getBalance, showError: vi.fn<BalancesDeps['showError']>() }
})
afterEach(() => {
  vi.useRealTimers()
})

const usdcRow: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 20,
  price: 1,
  quantity: { decimals: '6', numeric: '20' },
  iconUrl: '',
}
const symbols = (balances: readonly TokenBalance[]) => balances.map(({ symbol }) => symbol)
/** What the balances store holds for the account. */
const held = (balances: Balances, caipAddress: string = ACCOUNT) =>
  balancesOf(balances.store.getState(), caipAddress)
const balanceRequests = () => server.requests.filter((r) => r.operationId === 'getBalance')

describe('token balance fetch', () => {
  it('[STATE-42] is loading while the fetch runs', async () => {
    const balances = createBalances(deps)
    const fetching = balances.fetchTokenBalances(ACCOUNT)
    expect(held(balances).loading).toBe(true)
    await fetching
    expect(held(balances).loading).toBe(false)
  })

  it("[CONST-36] drops tokens whose decimals is '0'", async () => {
    const balances = createBalances(deps)
    const fetched = await balances.fetchTokenBalances(ACCOUNT)
    expect(symbols(fetched)).toEqual(['ETH', 'USDC'])
    expect(held(balances).balances).toEqual(fetched)
    expect(balanceRequests()[0]?.query).toMatchObject({ chainId: 'eip155:1', currency: 'usd' })
  })

  it('[CONST-27] shows a balance cut, not rounded, to 3 decimals', async () => {
    const [eth] = await createBalances(deps).fetchTokenBalances(ACCOUNT)
    expect(eth?.quantity.numeric).toBe('1.23456789')
    expect(eth && displayBalance(eth)).toBe('1.234')
  })
})

describe('an unsupported network', () => {
  const POLKADOT =
    'polkadot:91b171bb158e2d3848fa23a9f1c25182:5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'

  it("[ERR-24] shows the toast 'Token Balance Unavailable'", async () => {
    await createBalances(deps).fetchTokenBalances(POLKADOT)
    expect(deps.showError).toHaveBeenCalledExactlyOnceWith('Token Balance Unavailable')
  })

  it('[ERR-25] answers empty balances without calling the API', async () => {
    const balances = createBalances(deps)
    await expect(balances.fetchTokenBalances(POLKADOT)).resolves.toEqual([])
    expect(held(balances, POLKADOT)).toMatchObject({ balances: [], loading: false })
    expect(server.requests).toEqual([])
  })

  it('fetches Solana balances, a supported namespace', async () => {
    server.serve('blockchain-api/getBalance/200-empty.json')
    const solana =
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    await createBalances(deps).fetchTokenBalances(solana)
    expect(balanceRequests()).toHaveLength(1)
    expect(deps.showError).not.toHaveBeenCalled()
  })
})

describe('a failed fetch and the retry guard', () => {
  it('[STATE-43] sets lastRetry to the time of the failure', async () => {
    server.serve(FAILURE)
    const balances = createBalances(deps)
    await expect(balances.fetchTokenBalances(ACCOUNT)).resolves.toEqual([])
    expect(held(balances)).toMatchObject({ lastRetry: Date.now(), loading: false })
  })

  it("[ERR-14] shows the toast 'Token Balance Unavailable'", async () => {
    server.serve(FAILURE)
    await createBalances(deps).fetchTokenBalances(ACCOUNT)
    expect(deps.showError).toHaveBeenCalledExactlyOnceWith('Token Balance Unavailable')
  })

  it('[STATE-44] a retry within 30 s of the failure answers empty without fetching', async () => {
    server.serve(FAILURE)
    const balances = createBalances(deps)
    await balances.fetchTokenBalances(ACCOUNT)
    server.serve(WITH_PASS)
    vi.advanceTimersByTime(29_999)
    await expect(balances.fetchTokenBalances(ACCOUNT)).resolves.toEqual([])
    expect(balanceRequests()).toHaveLength(1)
  })

  it('[STATE-45] a retry more than 30 s after the failure fetches again', async () => {
    server.serve(FAILURE)
    const balances = createBalances(deps)
    await balances.fetchTokenBalances(ACCOUNT)
    server.serve(WITH_PASS)
    vi.advanceTimersByTime(30_001)
    expect(symbols(await balances.fetchTokenBalances(ACCOUNT))).toEqual(['ETH', 'USDC'])
    expect(balanceRequests()).toHaveLength(2)
    expect(held(balances).lastRetry).toBeUndefined()
  })

  it("the visitor's own retry is not held back by the 30 s guard, and clears it", async () => {
    server.serve(FAILURE)
    const balances = createBalances(deps)
    await balances.fetchTokenBalances(ACCOUNT)
    server.serve(WITH_PASS)
    vi.advanceTimersByTime(1_000)
    const retried = await balances.fetchTokenBalances(ACCOUNT, { retry: true })
    expect(symbols(retried)).toEqual(['ETH', 'USDC'])
    expect(balanceRequests()).toHaveLength(2)
    expect(held(balances).lastRetry).toBeUndefined()
  })

  it("another account does not wait on the previous account's failure", async () => {
    server.serve(FAILURE)
    const balances = createBalances(deps)
    await balances.fetchTokenBalances(ACCOUNT)
    server.serve(WITH_PASS)
    await balances.fetchTokenBalances('eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(balanceRequests()).toHaveLength(2)
  })
})

describe('balances kept by address', () => {
  const OTHER = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

  it("keeps each account's balances and failure apart", async () => {
    const balances = createBalances(deps)
    await balances.fetchTokenBalances(ACCOUNT)
    server.serve(FAILURE)
    await balances.fetchTokenBalances(OTHER)
    expect(symbols(held(balances).balances)).toEqual(['ETH', 'USDC'])
    expect(held(balances).lastRetry).toBeUndefined()
    expect(held(balances, OTHER)).toMatchObject({ balances: [], lastRetry: Date.now() })
  })

  it('keeps the same address on another network as an account of its own', async () => {
    const balances = createBalances(deps)
    await balances.fetchTokenBalances(ACCOUNT)
    const onBase = `eip155:8453:${ADDRESS}`
    expect(held(balances, onBase)).toMatchObject({ balances: [], settled: false })
    await balances.fetchTokenBalances(onBase)
    expect(balanceRequests()[1]?.query).toMatchObject({ chainId: 'eip155:8453' })
  })

  it("an answer arriving after another account's is still its own account's", async () => {
    const answers = new Map<string, (response: { balances: TokenBalance[] }) => void>()
    const balances = createBalances({
      ...deps,
      getBalance: (caipAddress) =>
        new Promise((resolve) => {
          answers.set(caipAddress, resolve)
        }),
    })
    const first = balances.fetchTokenBalances(ACCOUNT)
    const second = balances.fetchTokenBalances(OTHER)
    const ether = (numeric: string): TokenBalance => ({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: 0,
      price: 0,
      quantity: { decimals: '18', numeric },
      iconUrl: '',
    })
    await vi.waitFor(() => {
      expect(answers.size).toBe(2)
    })
    answers.get(OTHER)?.({ balances: [ether('2')] })
    await second
    answers.get(ACCOUNT)?.({ balances: [ether('1')] })
    await first
    expect(held(balances).balances.map(({ quantity }) => quantity.numeric)).toEqual(['1'])
    expect(held(balances, OTHER).balances.map(({ quantity }) => quantity.numeric)).toEqual(['2'])
  })

  it("writes only an account's latest fetch", async () => {
    const answers: ((response: { balances: TokenBalance[] }) => void)[] = []
    const balances = createBalances({
      ...deps,
      getBalance: () =>
        new Promise((resolve) => {
          answers.push(resolve)
        }),
    })
    const older = balances.fetchTokenBalances(ACCOUNT)
    const newer = balances.fetchTokenBalances(ACCOUNT, { fresh: true })
    await vi.waitFor(() => {
      expect(answers).toHaveLength(2)
    })
    answers[1]?.({ balances: [] })
    await newer
    answers[0]?.({ balances: [usdcRow] })
    await older
    expect(held(balances)).toMatchObject({ balances: [], loading: false, settled: true })
  })
})

describe('the portfolio cache', () => {
  it('answers from storage for 30 s, then fetches again', async () => {
    const storage = createStorage({ backend: createMemoryStorage() })
    const balances = createBalances({ ...deps, cache: storage.cache })
    await balances.fetchTokenBalances(ACCOUNT)
    vi.advanceTimersByTime(29_999)
    expect(symbols(await balances.fetchTokenBalances(ACCOUNT))).toEqual(['ETH', 'USDC'])
    expect(balanceRequests()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    await balances.fetchTokenBalances(ACCOUNT)
    expect(balanceRequests()).toHaveLength(2)
  })

  it('a fresh fetch skips the cache and stores what it read', async () => {
    const storage = createStorage({ backend: createMemoryStorage() })
    const balances = createBalances({ ...deps, cache: storage.cache })
    await balances.fetchTokenBalances(ACCOUNT)
    await balances.fetchTokenBalances(ACCOUNT, { fresh: true })
    expect(balanceRequests()).toHaveLength(2)
    await balances.fetchTokenBalances(ACCOUNT)
    expect(balanceRequests()).toHaveLength(2)
  })
})

describe('wallet_getAssets', () => {
  const usdcAsset: WalletAsset = {
    address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    balance: '0x47868c00',
    type: 'ERC20',
    metadata: {
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      value: 1200,
      price: 1,
      iconUrl: 'u',
    },
  }
  const ethAsset: WalletAsset = {
    address: 'native',
    balance: '0xde0b6b3a7640000',
    type: 'NATIVE',
    metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, value: 3012.5, price: 3012.5 },
  }
  const nft = { ...usdcAsset, type: 'ERC721', metadata: { name: 'Pass', decimals: 0 } }
  const notHex = { ...usdcAsset, balance: '1200' }

  const walletDeps = (capabilities: unknown) => {
    const requests: WalletAssetsRequest[] = []
    const wallet: Pick<BalancesDeps, 'getCapabilities' | 'walletGetAssets'> = {
      getCapabilities: (account) => Promise.resolve(account === ADDRESS ? capabilities : undefined),
      walletGetAssets: (request) => {
        requests.push(request)
        return Promise.resolve({ '0x1': [ethAsset, usdcAsset, nft, notHex] })
      },
    }
    return { requests, wallet }
  }

  it('[CALL-53] fetches the assets with account and chainFilter when assetDiscovery is supported', async () => {
    const { requests, wallet } = walletDeps({ '0x1': { assetDiscovery: { supported: true } } })
    const fetched = await createBalances({ ...deps, ...wallet }).fetchTokenBalances(ACCOUNT)
    expect(requests).toEqual([{ account: ADDRESS, chainFilter: ['0x1'] }])
    expect(balanceRequests()).toEqual([])
    expect(fetched).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 3012.5,
        price: 3012.5,
        quantity: { decimals: '18', numeric: '1' },
        iconUrl: '',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        value: 1200,
        price: 1,
        quantity: { decimals: '6', numeric: '1200' },
        iconUrl: 'u',
      },
    ])
  })

  it('[ENT-19] keeps only hex-balance assets of type ERC20 or NATIVE', async () => {
    const { wallet } = walletDeps({ '0x0': { assetDiscovery: { supported: true } } })
    const fetched = await createBalances({ ...deps, ...wallet }).fetchTokenBalances(ACCOUNT)
    expect(symbols(fetched)).toEqual(['ETH', 'USDC'])
  })

  it('[CALL-54] does not call wallet_getAssets without assetDiscovery support', async () => {
    for (const capabilities of [
      undefined,
      { '0x1': { atomic: { status: 'supported' } } },
      { '0x1': { assetDiscovery: { supported: false } } },
      { '0x89': { assetDiscovery: { supported: true } } },
    ]) {
      server.requests.length = 0
      const { requests, wallet } = walletDeps(capabilities)
      const fetched = await createBalances({ ...deps, ...wallet }).fetchTokenBalances(ACCOUNT)
      expect(requests).toEqual([])
      expect(balanceRequests()).toHaveLength(1)
      expect(symbols(fetched)).toEqual(['ETH', 'USDC'])
    }
  })

  it('falls back to the API when the wallet fails to answer', async () => {
    const balances = createBalances({
      ...deps,
      getCapabilities: () => Promise.reject(new Error('Method not supported')),
      walletGetAssets: () => Promise.resolve({}),
    })
    expect(symbols(await balances.fetchTokenBalances(ACCOUNT))).toEqual(['ETH', 'USDC'])
    expect(balanceRequests()).toHaveLength(1)
  })

  it('maps an asset without metadata to empty names and zero amounts', () => {
    const bare: WalletAsset = { address: '0xabc', balance: '0x5', type: 'erc20', metadata: {} }
    expect(tokenBalanceFromAsset(bare, 'eip155:10')).toEqual({
      name: '',
      symbol: '',
      chainId: 'eip155:10',
      address: 'eip155:10:0xabc',
      value: 0,
      price: 0,
      quantity: { decimals: '0', numeric: '5' },
      iconUrl: '',
    })
  })
})
