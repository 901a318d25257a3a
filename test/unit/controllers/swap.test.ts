import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parseEther } from 'viem'
import {
  createBlockchainApiClient,
  type BlockchainApiClient,
} from '../../../src/clients/blockchain-api-client.js'
import type { SwapToken } from '../../../src/controllers/swap-api.js'
import { createSwap } from '../../../src/controllers/swap.js'
import type { AtomicBatch } from '../../../src/controllers/swap-batch.js'
import {
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_LIFETIME_MS,
} from '../../../src/controllers/swap-quote-expiry.js'
import { SWAP_SLIPPAGE_TOLERANCE, SWAP_SUGGESTED_TOKENS } from '../../../src/core/constants.js'
import type { CaipAddress } from '../../../src/utils/caip.js'
import { startRecordedServer, type RecordedServer } from '../../contract/recorded-server.js'
import {
  createLocalEvmWallet,
  type LocalEvmWallet,
  type LocalTransactionRequest,
} from './local-evm-wallet.js'
import { UserRejectedRequestError } from '../../../src/core/user-rejected-request-error.js'
import { USER_REJECTED_REQUEST_MESSAGE } from '../../../src/utils/user-rejection.js'

const RECORDED = 'blockchain-api'
const ROUTER = '0x111111125421cA6dc452d289314280a0f8842A65'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const BATCH_HASH = `0x${'ab'.repeat(32)}` as const

describe('swap controller', () => {
  let server: RecordedServer
  let client: BlockchainApiClient
  let wallet: LocalEvmWallet

  beforeAll(async () => {
    server = await startRecordedServer('blockchain-api')
    client = createBlockchainApiClient({ baseUrl: server.url, projectId: 'test' })
  })
  afterAll(() => server.close())

  beforeEach(() => {
    wallet = createLocalEvmWallet()
    server.requests.length = 0
    server.serve(`${RECORDED}/getConvertTokens/200-tokens.json`)
    server.serve(`${RECORDED}/getGasPrice/200-gas-price.json`)
    server.serve(`${RECORDED}/getConvertQuotes/200-quote.json`)
    server.serve(`${RECORDED}/getConvertAllowance/200-none.json`)
    server.serve(`${RECORDED}/buildConvertApprove/200-approve.json`)
    server.serve(`${RECORDED}/buildConvertTransaction/200-transaction.json`)
    server.serve(`${RECORDED}/getFungiblePrice/200-prices.json`)
  })

  /** The controller's clock, moved by the expiry tests. */
  let clock = 1_700_000_000_000

  function setup(
    caipAddress: CaipAddress = `eip155:1:${wallet.address}`,
    atomicBatch?: AtomicBatch,
  ) {
    const errors: string[] = []
    const swap = createSwap({
      atomicBatch,
      now: () => clock,
      convert: client.convert,
      projectId: 'test',
      getActiveCaipAddress: () => caipAddress,
      sendTransaction: (request) => wallet.sendTransaction(request),
      showError: (message) => errors.push(message),
    })
    return { swap, errors, state: () => swap.store.getState() }
  }

  const requestsOf = (operationId: string) =>
    server.requests.filter((request) => request.operationId === operationId)

  const tokenOf = (state: { tokens: SwapToken[] }, symbol: string): SwapToken => {
    const token = state.tokens.find((candidate) => candidate.symbol === symbol)
    if (!token) throw new Error(`no ${symbol} token`)
    return token
  }

  /** Initialised, swapping `amount` of `from` into `to`, quoted. */
  async function quoted(from: string, to: string, amount: string, atomicBatch?: AtomicBatch) {
    const context = setup(undefined, atomicBatch)
    await context.swap.initialize()
    context.swap.setSourceToken(tokenOf(context.state(), from))
    context.swap.setToToken(tokenOf(context.state(), to))
    context.swap.setSourceTokenAmount(amount)
    await context.swap.fetchQuote()
    return context
  }

  it('[CONST-50] on another chain the client refuses before any request is sent', async () => {
    const { swap, state, errors } = setup(`eip155:11155111:${wallet.address}`)
    await swap.initialize()
    expect(state()).toMatchObject({
      initialized: false,
      loadingTokens: false,
      error: 'Network not supported for Swaps',
    })
    expect(errors).toEqual(['Network not supported for Swaps'])
    expect(server.requests).toEqual([])
  })

  it('loads the tokens and the standard gas price; the native coin is the first source', async () => {
    const { swap, state } = setup()
    await swap.initialize()
    expect(state()).toMatchObject({
      initialized: true,
      loadingTokens: false,
      gasPrice: '12000000000',
    })
    expect(state().tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC'])
    expect(state().sourceToken?.symbol).toBe('ETH')
    expect(requestsOf('getConvertTokens')[0]?.query).toMatchObject({ chainId: 'eip155:1' })
  })

  it('[CONST-51] suggests ETH, USDC and USDT (then the other listed ones) from the token list', async () => {
    expect(SWAP_SUGGESTED_TOKENS.slice(0, 3)).toEqual(['ETH', 'USDC', 'USDT'])
    server.serve(`${RECORDED}/getConvertTokens/200-suggested-and-other-tokens.json`)
    const { swap, state } = setup()
    await swap.initialize()
    expect(state().suggestedTokens.map((token) => token.symbol)).toEqual([
      'ETH',
      'USDC',
      'USDT',
      'DAI',
      'WBTC',
    ])
  })

  it('quotes a native swap with the amount in wei and the gas price, without an allowance check', async () => {
    const { state } = await quoted('ETH', 'USDC', '0.1')
    expect(state()).toMatchObject({
      loadingQuote: false,
      toTokenAmount: '301.245',
      approvalRequired: false,
      quote: { fromAmount: '100000000000000000', toAmount: '301245000' },
    })
    expect(requestsOf('getConvertQuotes')[0]?.query).toMatchObject({
      amount: '100000000000000000',
      userAddress: `eip155:1:${wallet.address}`,
      from: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      to: `eip155:1:${USDC}`,
      gasPrice: '12000000000',
    })
    expect(requestsOf('getConvertAllowance')).toEqual([])
  })

  it('values both sides of the quote at market prices: the price impact in percent', async () => {
    const { state } = await quoted('ETH', 'USDC', '0.1')
    // 0.1 ETH at 3012.5 USD against 301.245 USDC at 1.00008 USD.
    const valueIn = 0.1 * 3012.5
    const valueOut = 301.245 * 1.00008
    expect(state().priceImpact).toBeCloseTo(((valueIn - valueOut) / valueIn) * 100, 9)
    expect(requestsOf('getFungiblePrice')[0]?.body).toEqual({
      currency: 'usd',
      addresses: ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', `eip155:1:${USDC}`],
      projectId: 'test',
    })
  })

  it('quotes without a price impact when the prices cannot be fetched', async () => {
    server.serve(`${RECORDED}/getFungiblePrice/500-internal-error.json`)
    const { state, errors } = await quoted('ETH', 'USDC', '0.1')
    expect(state()).toMatchObject({ toTokenAmount: '301.245', priceImpact: undefined })
    expect(errors).toEqual([])
  })

  it('drops a quote whose amount was changed while it was on its way', async () => {
    const context = setup()
    await context.swap.initialize()
    context.swap.setToToken(tokenOf(context.state(), 'USDC'))
    context.swap.setSourceTokenAmount('0.1')
    const fetching = context.swap.fetchQuote()
    context.swap.setSourceTokenAmount('0.2')
    await fetching
    expect(context.state()).toMatchObject({ loadingQuote: false, quote: undefined })
  })

  it('does not quote without both tokens and a positive amount', async () => {
    const { swap } = setup()
    await swap.initialize()
    swap.setSourceTokenAmount('0')
    await swap.fetchQuote()
    expect(requestsOf('getConvertQuotes')).toEqual([])
  })

  it('[CONST-49] sends the swap built by the API with eip155.slippage 1', async () => {
    server.serve(`${RECORDED}/getConvertAllowance/200-unlimited.json`)
    const { swap, state } = await quoted('ETH', 'USDC', '0.1')
    const hash = await swap.swap()
    expect(SWAP_SLIPPAGE_TOLERANCE).toBe(1)
    expect(state().slippage).toBe(1)
    expect(requestsOf('buildConvertTransaction')[0]?.body).toEqual({
      amount: '100000000000000000',
      eip155: { slippage: 1 },
      projectId: 'test',
      from: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      to: `eip155:1:${USDC}`,
      userAddress: `eip155:1:${wallet.address}`,
      disableEstimate: false,
    })
    expect(wallet.sent).toHaveLength(1)
    expect(wallet.sent[0]).toMatchObject({
      chainId: 1,
      to: ROUTER,
      value: parseEther('0.1'),
      gas: 187_000n,
      gasPrice: 12_000_000_000n,
    })
    expect(wallet.sent[0]?.data).toMatch(/^0x07ed2379/)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(state()).toMatchObject({
      loadingTransaction: false,
      quote: undefined,
      sourceTokenAmount: '',
    })
  })

  it('with too small an allowance, sends the API-built approve first, then the swap', async () => {
    const { swap, state } = await quoted('USDC', 'ETH', '100')
    expect(requestsOf('getConvertAllowance')[0]?.query).toMatchObject({
      tokenAddress: `eip155:1:${USDC}`,
      userAddress: `eip155:1:${wallet.address}`,
    })
    expect(state().approvalRequired).toBe(true)
    await swap.swap()
    expect(wallet.sent.map((tx) => tx.to)).toEqual([USDC, ROUTER])
    expect(wallet.sent[0]?.data).toMatch(/^0x095ea7b3/)
    expect(wallet.sent[0]).toMatchObject({ value: 0n, gasPrice: 12_000_000_000n })
    expect(requestsOf('buildConvertApprove')[0]?.query).toMatchObject({
      from: `eip155:1:${USDC}`,
      to: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    })
    expect(requestsOf('buildConvertTransaction')[0]?.body).toMatchObject({
      amount: '100000000',
      disableEstimate: true,
    })
    expect(state().approvalRequired).toBe(false)
  })

  it('sends the approve and the swap without a gas price when the API built them without one', async () => {
    server.serve(`${RECORDED}/buildConvertApprove/200-approve-without-gas.json`)
    server.serve(`${RECORDED}/buildConvertTransaction/200-without-gas.json`)
    const { swap } = await quoted('USDC', 'ETH', '100')
    await swap.swap()
    expect(wallet.sent.map((tx) => tx.to)).toEqual([USDC, ROUTER])
    // Nothing from the API to pass on, so the wallet picks its own (not the recorded 12 gwei).
    expect(wallet.sent.map((tx) => tx.gasPrice === 12_000_000_000n)).toEqual([false, false])
  })

  /** A wallet's EIP-5792 side as the swap sees it: atomic on chain 1 or not, and what it was sent. */
  function eip5792Wallet(atomic: boolean) {
    const asked: { from: string; chainId: number }[] = []
    const batches: LocalTransactionRequest[][] = []
    const batch: AtomicBatch = {
      supported: (from, chainId) => {
        asked.push({ from, chainId })
        return Promise.resolve(atomic && chainId === 1)
      },
      send: (transactions) => {
        batches.push([...transactions])
        return Promise.resolve(BATCH_HASH)
      },
    }
    return { batch, asked, batches }
  }

  it('with a wallet that sends the chain’s calls atomically, the approve and then the swap go as one batch: no transaction of their own', async () => {
    const eip5792 = eip5792Wallet(true)
    const { swap, state } = await quoted('USDC', 'ETH', '100', eip5792.batch)
    expect(state().approvalRequired).toBe(true)
    expect(await swap.swap()).toBe(BATCH_HASH)
    expect(eip5792.asked).toEqual([{ from: wallet.address, chainId: 1 }])
    expect(eip5792.batches).toHaveLength(1)
    const [approve, swapped] = eip5792.batches[0] ?? []
    expect([approve?.to, swapped?.to]).toEqual([USDC, ROUTER])
    expect(approve?.data).toMatch(/^0x095ea7b3/)
    expect(wallet.sent).toEqual([])
    // Built before the approval is on chain: no estimate against the old allowance.
    expect(requestsOf('buildConvertTransaction')[0]?.body).toMatchObject({ disableEstimate: true })
    expect(state()).toMatchObject({
      loadingTransaction: false,
      sourceTokenAmount: '',
      error: undefined,
    })
  })

  it('with a wallet that cannot send them atomically, the approve and the swap are two transactions as before', async () => {
    const eip5792 = eip5792Wallet(false)
    const { swap } = await quoted('USDC', 'ETH', '100', eip5792.batch)
    await swap.swap()
    expect(eip5792.asked).toHaveLength(1)
    expect(eip5792.batches).toEqual([])
    expect(wallet.sent.map((tx) => tx.to)).toEqual([USDC, ROUTER])
  })

  it('a swap without an approval asks nothing of EIP-5792: one transaction', async () => {
    server.serve(`${RECORDED}/getConvertAllowance/200-unlimited.json`)
    const eip5792 = eip5792Wallet(true)
    const { swap } = await quoted('USDC', 'ETH', '100', eip5792.batch)
    await swap.swap()
    expect(eip5792.asked).toEqual([])
    expect(wallet.sent.map((tx) => tx.to)).toEqual([ROUTER])
  })

  it('a refusal of the batch in the wallet shows the refusal, sends nothing else and keeps the approval due', async () => {
    const eip5792 = eip5792Wallet(true)
    eip5792.batch.send = () => Promise.reject(new UserRejectedRequestError())
    const { swap, state, errors } = await quoted('USDC', 'ETH', '100', eip5792.batch)
    expect(await swap.swap()).toBeUndefined()
    expect(wallet.sent).toEqual([])
    expect(errors).toEqual([USER_REJECTED_REQUEST_MESSAGE])
    expect(state()).toMatchObject({ loadingTransaction: false, approvalRequired: true })
  })

  it('an unlimited allowance needs no approve', async () => {
    server.serve(`${RECORDED}/getConvertAllowance/200-unlimited.json`)
    const { swap, state } = await quoted('USDC', 'ETH', '100')
    expect(state().approvalRequired).toBe(false)
    await swap.swap()
    expect(wallet.sent.map((tx) => tx.to)).toEqual([ROUTER])
    expect(requestsOf('buildConvertApprove')).toEqual([])
  })

  it('[ERR-20] a quote refused for insufficient liquidity shows Insufficient liquidity', async () => {
    server.serve(`${RECORDED}/getConvertQuotes/400-insufficient-liquidity.json`)
    const { state, errors } = await quoted('ETH', 'USDC', '0.1')
    expect(state()).toMatchObject({ loadingQuote: false, error: 'Insufficient liquidity' })
    expect(errors).toEqual(['Insufficient liquidity'])
  })

  it('[ERR-20] a swap build refused for insufficient liquidity shows Insufficient liquidity', async () => {
    server.serve(`${RECORDED}/buildConvertTransaction/400-insufficient-liquidity.json`)
    const { swap, state, errors } = await quoted('ETH', 'USDC', '0.1')
    expect(await swap.swap()).toBeUndefined()
    expect(state()).toMatchObject({ loadingTransaction: false, error: 'Insufficient liquidity' })
    expect(errors).toEqual(['Insufficient liquidity'])
    expect(wallet.sent).toEqual([])
  })

  it('another API error shows its own message', async () => {
    server.serve(`${RECORDED}/getConvertQuotes/500-internal-error.json`)
    const { state } = await quoted('ETH', 'USDC', '0.1')
    expect(state().error).toBe('Internal server error')
  })

  it('switching tokens swaps source and target and drops the quote', async () => {
    const { swap, state } = await quoted('ETH', 'USDC', '0.1')
    swap.switchTokens()
    expect(state()).toMatchObject({ quote: undefined, toTokenAmount: '' })
    expect(state().sourceToken?.symbol).toBe('USDC')
    expect(state().toToken?.symbol).toBe('ETH')
  })

  describe('quote expiry', () => {
    it('a quote as old as its lifetime (the 15 s of CONST-14) is not sent: a new one is fetched and the user told', async () => {
      const { swap, state, errors } = await quoted('ETH', 'USDC', '0.1')
      expect(state().quotedAt).toBe(clock)
      expect(QUOTE_LIFETIME_MS).toBe(15_000)
      clock += QUOTE_LIFETIME_MS - 1
      server.serve(`${RECORDED}/buildConvertTransaction/400-quote-expired.json`)
      // Still fresh here: the API is asked (and this time refuses it as expired, see below).
      expect(await swap.swap()).toBeUndefined()
      expect(requestsOf('buildConvertTransaction')).toHaveLength(1)
      server.serve(`${RECORDED}/buildConvertTransaction/200-transaction.json`)
      const quotesBefore = requestsOf('getConvertQuotes').length
      clock += QUOTE_LIFETIME_MS
      expect(await swap.swap()).toBeUndefined()
      expect(requestsOf('buildConvertTransaction')).toHaveLength(1)
      expect(requestsOf('getConvertQuotes')).toHaveLength(quotesBefore + 1)
      expect(wallet.sent).toEqual([])
      expect(state()).toMatchObject({ error: QUOTE_EXPIRED_MESSAGE, quotedAt: clock })
      expect(state().quote).toBeDefined()
      expect(errors.at(-1)).toBe(QUOTE_EXPIRED_MESSAGE)
      // The new quote is accepted by swapping again.
      expect(await swap.swap()).toMatch(/^0x[0-9a-f]{64}$/)
      expect(wallet.sent).toHaveLength(1)
    })

    it("the API's refusal of an expired quote (QUOTE_EXPIRED) fetches a new quote instead of failing, and sends nothing", async () => {
      const { swap, state, errors } = await quoted('ETH', 'USDC', '0.1')
      server.serve(`${RECORDED}/buildConvertTransaction/400-quote-expired.json`)
      const quotesBefore = requestsOf('getConvertQuotes').length
      clock += 1
      expect(await swap.swap()).toBeUndefined()
      expect(requestsOf('getConvertQuotes')).toHaveLength(quotesBefore + 1)
      expect(wallet.sent).toEqual([])
      expect(state()).toMatchObject({
        loadingTransaction: false,
        error: QUOTE_EXPIRED_MESSAGE,
        quotedAt: clock,
      })
      expect(errors).toEqual([QUOTE_EXPIRED_MESSAGE])
    })

    it('a failed quote fetch leaves no quote to swap with', async () => {
      const { swap, state } = await quoted('ETH', 'USDC', '0.1')
      server.serve(`${RECORDED}/getConvertQuotes/500-internal-error.json`)
      swap.setSourceTokenAmount('0.2')
      await swap.fetchQuote()
      expect(state()).toMatchObject({ quote: undefined, quotedAt: undefined })
      expect(await swap.swap()).toBeUndefined()
      expect(requestsOf('buildConvertTransaction')).toEqual([])
    })
  })
})
