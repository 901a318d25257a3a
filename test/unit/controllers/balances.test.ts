import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBlockchainApiClient } from '../../../src/clients/blockchain-api-client.js'
import {
  createBalances,
  displayBalance,
  type Balances,
  type BalancesDeps,
  type TokenBalance,
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

describe("the wallet's own asset list", () => {
  const fromWallet = { balances: [usdcRow] }

  it('is what the account holds when the wallet lists it: the API is not asked', async () => {
    const asked: string[] = []
    const balances = createBalances({
      ...deps,
      walletBalances: (account) => {
        asked.push(account.address)
        return Promise.resolve(fromWallet)
      },
    })
    expect(await balances.fetchTokenBalances(ACCOUNT)).toEqual([usdcRow])
    expect(asked).toEqual([ADDRESS])
    expect(balanceRequests()).toEqual([])
  })

  it("checks the wallet's rows as the API's: an unreadable one is left out and counted", async () => {
    const unreadable = { ...usdcRow, symbol: 'BAD', quantity: { decimals: '6', numeric: 'lots' } }
    const balances = createBalances({
      ...deps,
      walletBalances: () => Promise.resolve({ balances: [usdcRow, unreadable] }),
    })
    expect(symbols(await balances.fetchTokenBalances(ACCOUNT))).toEqual(['USDC'])
    expect(held(balances).unreadable).toBe(1)
  })

  it('leaves the balances to the API when the wallet lists nothing', async () => {
    const balances = createBalances({ ...deps, walletBalances: () => Promise.resolve(undefined) })
    expect(symbols(await balances.fetchTokenBalances(ACCOUNT))).toEqual(['ETH', 'USDC'])
    expect(balanceRequests()).toHaveLength(1)
  })

  it("leaves the balances to the API, with no error shown, when the wallet's list fails", async () => {
    const balances = createBalances({
      ...deps,
      walletBalances: () =>
        Promise.reject(new Error('Failed to fetch dynamically imported module')),
    })
    expect(symbols(await balances.fetchTokenBalances(ACCOUNT))).toEqual(['ETH', 'USDC'])
    expect(balanceRequests()).toHaveLength(1)
    expect(deps.showError).not.toHaveBeenCalled()
  })
})
