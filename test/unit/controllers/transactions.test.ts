import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createBlockchainApiClient } from '../../../src/clients/blockchain-api-client.js'
import {
  FETCH_TRANSACTIONS_ERROR_EVENT,
  createTransactions,
  groupByYearAndMonth,
  type TransactionsDeps,
} from '../../../src/controllers/transactions.js'
import { startRecordedServer, type RecordedServer } from '../../contract/recorded-server.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT = `eip155:1:${ADDRESS}`
const OTHER_ACCOUNT = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const FIRST_PAGE = 'blockchain-api/getTransactionHistory/200-page-with-next.json'
const SECOND_PAGE = 'blockchain-api/getTransactionHistory/200-second-page.json'
const FAILURE = 'blockchain-api/getTransactionHistory/500-internal-error.json'

const SEND = 'c4d565768824f79125fc22a767c2e40c6f34c52843878e038e0108f01ed38091'
const TRADE = '7914c8f9d35efe00de694a7ef021485868ac6b3dc40dda8a094f5a30d2269478'
const MINT_WITHOUT_CHAIN = 'ade4f2a638481bdd1d699493462137f9551d28a1c1a8a1c47e0956a0a1e662bb'
const APRIL_SEND = 'a1'.repeat(32)
const SPAM_AIRDROP = 'b2'.repeat(32)
const POLYGON_SEND = 'c3'.repeat(32)
const DECEMBER_RECEIVE = 'd4'.repeat(32)

let server: RecordedServer
let deps: TransactionsDeps & {
  showError: ReturnType<typeof vi.fn<TransactionsDeps['showError']>>
  track: ReturnType<typeof vi.fn<TransactionsDeps['track']>>
}

beforeAll(async () => {
  server = await startRecordedServer('blockchain-api')
})
afterAll(() => server.close())

beforeEach(() => {
  server.requests.length = 0
  server.serve(FIRST_PAGE)
  const client = createBlockchainApiClient({ baseUrl: server.url, projectId: 'test' })
  deps = {
    getHistory: client.account.getHistory,
    activeCaipNetworkId: () => 'eip155:1',
    showError: vi.fn<TransactionsDeps['showError']>(),
    track: vi.fn<TransactionsDeps['track']>(),
  }
})

const ids = (transactions: readonly { id: string }[]) => transactions.map(({ id }) => id)
const cursors = () => server.requests.map((request) => request.query.cursor)

describe('transaction list state', () => {
  it('[ENT-23] holds transactions, transactionsByYear, the next cursor, loading and empty', () => {
    const { store } = createTransactions(deps)
    expect(store.getState()).toEqual({
      transactions: [],
      transactionsByYear: {},
      next: undefined,
      loading: false,
      empty: false,
    })
  })

  it('[ERR-15] refuses to fetch without an account address', async () => {
    const transactions = createTransactions(deps)
    for (const missing of [undefined, '']) {
      await expect(transactions.fetchTransactions(missing)).rejects.toThrow(
        "Transactions can't be fetched without an accountAddress",
      )
    }
    expect(server.requests).toEqual([])
    expect(transactions.store.getState().loading).toBe(false)
  })

  it('[STATE-37] is loading while the fetch runs', async () => {
    const transactions = createTransactions(deps)
    const fetching = transactions.fetchTransactions(ACCOUNT)
    expect(transactions.store.getState().loading).toBe(true)
    await fetching
    expect(transactions.store.getState().loading).toBe(false)
  })

  it('[STATE-38] appends each fetched page to the transactions already held', async () => {
    const transactions = createTransactions(deps)
    await transactions.fetchTransactions(ACCOUNT)
    expect(ids(transactions.store.getState().transactions)).toEqual([SEND, TRADE])
    server.serve(SECOND_PAGE)
    await transactions.fetchTransactions(ACCOUNT)
    expect(ids(transactions.store.getState().transactions)).toEqual([
      SEND,
      TRADE,
      APRIL_SEND,
      DECEMBER_RECEIVE,
    ])
    expect(transactions.store.getState().empty).toBe(false)
  })

  it('[STATE-39] groups the transactions by year, then month of minedAt', async () => {
    const transactions = createTransactions(deps)
    await transactions.fetchTransactions(ACCOUNT)
    server.serve(SECOND_PAGE)
    await transactions.fetchTransactions(ACCOUNT)
    const { transactionsByYear } = transactions.store.getState()
    expect(Object.keys(transactionsByYear)).toEqual(['2023', '2024'])
    expect(ids(transactionsByYear[2024]?.[4] ?? [])).toEqual([SEND, TRADE])
    expect(ids(transactionsByYear[2024]?.[3] ?? [])).toEqual([APRIL_SEND])
    expect(ids(transactionsByYear[2023]?.[11] ?? [])).toEqual([DECEMBER_RECEIVE])
  })

  it('[STATE-39] groups by the UTC date, adding to the months already held', () => {
    const at = (id: string, minedAt: string) => ({
      id,
      metadata: {
        operationType: 'send',
        hash: id,
        minedAt,
        sentFrom: '0x',
        sentTo: '0x',
        status: 'ok',
      },
      transfers: [],
    })
    const first = groupByYearAndMonth({}, [at('new-year', '2024-01-01T00:30:00+01:00')])
    const second = groupByYearAndMonth(first, [at('later', '2023-12-31T12:00:00Z')])
    expect(ids(second[2023]?.[11] ?? [])).toEqual(['new-year', 'later'])
    expect(first[2023]?.[11]?.length).toBe(1)
  })
})

describe('what the activity list keeps', () => {
  it('[CONST-34] hides a transaction whose NFT transfers are all spam', async () => {
    server.serve(SECOND_PAGE)
    const transactions = createTransactions(deps)
    await transactions.fetchTransactions(ACCOUNT)
    expect(ids(transactions.store.getState().transactions)).not.toContain(SPAM_AIRDROP)
  })

  it('[CONST-35] keeps only the transactions of the active chain', async () => {
    server.serve(SECOND_PAGE)
    const onMainnet = createTransactions(deps)
    await onMainnet.fetchTransactions(ACCOUNT)
    expect(ids(onMainnet.store.getState().transactions)).toEqual([APRIL_SEND, DECEMBER_RECEIVE])

    const onPolygon = createTransactions({ ...deps, activeCaipNetworkId: () => 'eip155:137' })
    await onPolygon.fetchTransactions(ACCOUNT)
    expect(ids(onPolygon.store.getState().transactions)).toEqual([POLYGON_SEND])
  })

  it("[CONST-35] without an active network, keeps the address's own chain", async () => {
    const transactions = createTransactions({ ...deps, activeCaipNetworkId: () => undefined })
    await transactions.fetchTransactions(ACCOUNT)
    const kept = ids(transactions.store.getState().transactions)
    expect(kept).toEqual([SEND, TRADE])
    expect(kept).not.toContain(MINT_WITHOUT_CHAIN)
  })
})

describe('a failed fetch', () => {
  it('[STATE-40] [STATE-41] sets empty and clears the next cursor', async () => {
    const transactions = createTransactions(deps)
    await transactions.fetchTransactions(ACCOUNT)
    expect(transactions.store.getState().next).toBe('eyJvZmZzZXQiOjQwfQ')
    server.serve(FAILURE)
    await transactions.fetchTransactions(ACCOUNT)
    const state = transactions.store.getState()
    expect(state).toMatchObject({ empty: true, next: undefined, loading: false })
    expect(ids(state.transactions)).toEqual([SEND, TRADE])
  })

  it("[ERR-12] shows the toast 'Failed to fetch transactions'", async () => {
    server.serve(FAILURE)
    await createTransactions(deps).fetchTransactions(ACCOUNT)
    expect(deps.showError).toHaveBeenCalledExactlyOnceWith('Failed to fetch transactions')
  })

  it('[ERR-13] sends a tracking event', async () => {
    server.serve(FAILURE)
    await createTransactions(deps).fetchTransactions(ACCOUNT)
    expect(deps.track).toHaveBeenCalledExactlyOnceWith({
      event: FETCH_TRANSACTIONS_ERROR_EVENT,
      address: ADDRESS,
      properties: {
        caipNetworkId: 'eip155:1',
        cursor: undefined,
        message: 'HTTP status code: 500',
      },
    })
  })

  it('a retry after a failed page starts over without repeating held transactions', async () => {
    const transactions = createTransactions(deps)
    await transactions.fetchTransactions(ACCOUNT)
    server.serve(FAILURE)
    await transactions.fetchTransactions(ACCOUNT)
    server.serve(FIRST_PAGE)
    await transactions.fetchTransactions(ACCOUNT)
    expect(ids(transactions.store.getState().transactions)).toEqual([SEND, TRADE])
    expect(cursors()).toEqual([undefined, 'eyJvZmZzZXQiOjQwfQ', undefined])
  })
})

describe('paging and accounts', () => {
  it('asks for the next page with the cursor, and stops after the last page', async () => {
    const transactions = createTransactions(deps)
    await transactions.fetchTransactions(ACCOUNT)
    server.serve(SECOND_PAGE)
    await transactions.fetchTransactions(ACCOUNT)
    expect(transactions.hasMore()).toBe(false)
    await transactions.fetchTransactions(ACCOUNT)
    expect(cursors()).toEqual([undefined, 'eyJvZmZzZXQiOjQwfQ'])
    expect(transactions.store.getState().next).toBeUndefined()
  })

  it('joins a fetch already running for the same account', async () => {
    const transactions = createTransactions(deps)
    await Promise.all([
      transactions.fetchTransactions(ACCOUNT),
      transactions.fetchTransactions(ACCOUNT),
    ])
    expect(server.requests).toHaveLength(1)
  })

  it('starts a new list when the account changes', async () => {
    const transactions = createTransactions(deps)
    await transactions.fetchTransactions(ACCOUNT)
    server.serve(SECOND_PAGE)
    await transactions.fetchTransactions(OTHER_ACCOUNT)
    expect(ids(transactions.store.getState().transactions)).toEqual([APRIL_SEND, DECEMBER_RECEIVE])
    expect(cursors()).toEqual([undefined, undefined])
    expect(server.requests.at(-1)?.path.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  })

  it('drops a reply that arrives after the account changed', async () => {
    const transactions = createTransactions(deps)
    const stale = transactions.fetchTransactions(ACCOUNT)
    transactions.reset()
    await stale
    expect(transactions.store.getState()).toMatchObject({ transactions: [], loading: false })
    expect(transactions.hasMore()).toBe(true)
  })
})

describe('refresh and failure', () => {
  it('refresh drops the held pages and reads the first page again', async () => {
    const { store, fetchTransactions, refresh } = createTransactions(deps)
    await fetchTransactions(ACCOUNT)
    server.serve(SECOND_PAGE)
    await fetchTransactions(ACCOUNT)
    server.serve(FIRST_PAGE)
    await refresh(ACCOUNT)
    expect(cursors()).toEqual([undefined, expect.any(String), undefined])
    expect(ids(store.getState().transactions)).toEqual([SEND, TRADE])
  })

  it('a refresh while the first page is on its way joins that fetch', async () => {
    const { store, refresh } = createTransactions(deps)
    await Promise.all([refresh(ACCOUNT), refresh(ACCOUNT)])
    expect(cursors()).toEqual([undefined])
    expect(ids(store.getState().transactions)).toEqual([SEND, TRADE])
  })

  it('[STATE-40] failed() tells a failed fetch from an empty account; the next success clears it', async () => {
    const { store, fetchTransactions, refresh, failed } = createTransactions(deps)
    server.serve(FAILURE)
    await fetchTransactions(ACCOUNT)
    expect(store.getState().empty).toBe(true)
    expect(failed()).toBe(true)
    server.serve(FIRST_PAGE)
    await refresh(ACCOUNT)
    expect(failed()).toBe(false)
    expect(store.getState().empty).toBe(false)
  })
})
