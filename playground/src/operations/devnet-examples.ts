import { isRecord } from '../../../src/utils/is-record.js'
import type { DevnetState } from './load-devnet-state.js'
import type { RecordedRequest } from './operation-examples.js'
import type { PrepareStep } from './prepare-step.js'

/** A request built from the devnet's real state, and the status the devnet answers it with. */
export interface DevnetExample {
  status: number
  description: string
  request: RecordedRequest
  prepare?: PrepareStep
}

type Builder = (state: DevnetState) => DevnetExample[]

const ok = (description: string, request: RecordedRequest): DevnetExample => ({
  status: 200,
  description,
  request,
})

const wallet = (state: DevnetState): string => state.accounts.eip155?.[0] ?? ''
const unnamed = (state: DevnetState): string => state.accounts.eip155?.[2] ?? ''
const FIRST_CHAIN = 'eip155:1'
const BASE_CHAIN = 'eip155:8453'
const token = (state: DevnetState, symbol: string, chain = FIRST_CHAIN): string =>
  state.tokens[chain]?.[symbol] ?? ''
const caip10 = (address: string, chain = FIRST_CHAIN): string => `${chain}:${address}`
const ETH_WEI_TENTH = '100000000000000000'

/**
 * The devnet refuses to build a swap whose latest quote is over 30 s old ('Quote expired'), so the
 * swap example asks for a quote of the very swap in the form first, each time it is fired.
 */
const freshQuote = (gasPrice: string): PrepareStep => ({
  operationId: 'getConvertQuotes',
  note: 'Fire asks getConvertQuotes for a fresh quote of this swap first: the devnet builds a swap only within 30 s of its quote.',
  requestFor: ({ body }) => {
    const swap = isRecord(body) ? body : {}
    const { amount, userAddress, from, to } = swap
    return { query: { amount, userAddress, from, to, gasPrice } }
  },
})

/** A fresh UUID v4 (crypto.randomUUID), so each replayed analytics event is a new one. */
const analyticsEvent = (props: Record<string, unknown>) => ({
  eventId: crypto.randomUUID(),
  url: `${window.location.origin}/`,
  domain: window.location.hostname,
  timestamp: Date.now(),
  props,
})

/**
 * Per operation, examples that answer as labelled on the devnet: they use its dev accounts, its
 * token addresses, the name it has registered, its open sessions, a cursor from a real first page
 * and signatures made by a dev key. The first is the form's default. The browser suite fires each.
 */
export const devnetExamples: Readonly<Record<string, Builder>> = {
  getSupportedChains: () => [ok('the chains the devnet serves', {})],
  getIdentity: (s) => [
    ok(`a known address with a name (${s.named.name})`, {
      path: { address: s.named.address },
      query: { sender: wallet(s) },
    }),
    ok('an address with neither name nor avatar', { path: { address: unnamed(s) } }),
  ],
  getTransactionHistory: (s) => [
    ok('the first page of the dev wallet account on eip155:1', {
      path: { address: wallet(s) },
      query: { chainId: FIRST_CHAIN },
    }),
    ...(s.cursor === null
      ? []
      : [
          ok('the next page, with the cursor of the first', {
            path: { address: wallet(s) },
            query: { chainId: FIRST_CHAIN, cursor: s.cursor },
          }),
        ]),
  ],
  getBalance: (s) => [
    ok('the dev wallet account on eip155:1: ETH and its tokens', {
      path: { address: wallet(s) },
      query: { currency: 'usd', chainId: FIRST_CHAIN },
    }),
    ok('the dev wallet account on every EVM chain', {
      path: { address: wallet(s) },
      query: { currency: 'usd' },
    }),
  ],
  getConvertQuotes: (s) => [
    ok('a quote for 0.1 ETH to the devnet USDC', {
      query: {
        amount: ETH_WEI_TENTH,
        userAddress: caip10(wallet(s)),
        from: token(s, 'ETH'),
        to: token(s, 'USDC'),
        gasPrice: s.gasPrice,
      },
    }),
  ],
  getConvertTokens: () => [
    ok('the tokens of eip155:1', { query: { chainId: FIRST_CHAIN } }),
    {
      status: 400,
      description: 'a chain the devnet does not run',
      request: { query: { chainId: 'eip155:999999' } },
    },
  ],
  getFungiblePrice: (s) => [
    ok('the prices of ETH and the devnet USDC', {
      body: {
        currency: 'usd',
        addresses: [token(s, 'ETH'), token(s, 'USDC')],
        projectId: s.projectId,
      },
    }),
  ],
  getConvertAllowance: (s) => [
    ok("the swap pool's allowance of the dev wallet's devnet USDC", {
      query: { tokenAddress: token(s, 'USDC'), userAddress: caip10(wallet(s)) },
    }),
  ],
  getGasPrice: () => [
    ok('the gas prices of eip155:1', { query: { chainId: FIRST_CHAIN } }),
    {
      status: 400,
      description: 'a chain the devnet does not run',
      request: { query: { chainId: 'eip155:999999' } },
    },
  ],
  buildConvertTransaction: (s) => [
    {
      ...ok('the swap of 0.1 ETH to the devnet USDC, gas estimated, after a fresh quote', {
        body: {
          amount: ETH_WEI_TENTH,
          eip155: { slippage: 1 },
          projectId: s.projectId,
          from: token(s, 'ETH'),
          to: token(s, 'USDC'),
          userAddress: caip10(wallet(s)),
          disableEstimate: false,
        },
      }),
      prepare: freshQuote(s.gasPrice),
    },
  ],
  buildConvertApprove: (s) => [
    ok('the approval of the devnet USDC for the swap pool', {
      query: { userAddress: caip10(wallet(s)), from: token(s, 'USDC'), to: token(s, 'ETH') },
    }),
  ],
  getNameAccount: (s) => [
    ok(`the name the devnet has registered (${s.named.name})`, {
      path: { name: s.named.name },
      query: { apiVersion: '2' },
    }),
  ],
  getNamesByAddress: (s) => [
    ok('the named dev account', { path: { address: s.named.address }, query: { apiVersion: '2' } }),
  ],
  getNameSuggestions: (s) => [
    ok('suggestions beside the registered name', {
      path: { name: s.named.name.split('.')[0] ?? '' },
      query: { zone: 'reown.id' },
    }),
  ],
  registerName: (s) => [
    ok('a new name, signed by the dev account 1 key', { body: s.registration }),
  ],
  generateOnRampUrl: (s) => [
    ok('a checkout of USDC for the dev wallet account', {
      body: {
        destinationWallets: [{ address: wallet(s), blockchains: ['ethereum'], assets: ['USDC'] }],
        partnerUserId: wallet(s),
        defaultExperience: 'buy',
        presetFiatAmount: 100,
      },
    }),
  ],
  getOnRampOptions: () => [ok('the payment and purchase options', {})],
  getOnRampQuote: () => [
    ok('a quote for 100 USD of USDC on ethereum', {
      body: {
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'ethereum',
      },
    }),
  ],
  getSession: (s) => [
    ok('a session the devnet has open', { path: { id: s.session } }),
    {
      status: 404,
      description: 'a session the devnet never opened',
      request: { path: { id: crypto.randomUUID() } },
    },
  ],
  revokeSession: (s) => [
    ok('a fresh open session, signed by a dev key', {
      path: { id: s.revocableSession },
      body: { pci: s.revocableSession, signature: s.revocationSignature },
    }),
  ],
  postChainRpc: () => [
    ok('eth_chainId on eip155:1', {
      query: { chainId: FIRST_CHAIN },
      body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
    }),
  ],
  postWalletRpc: (s) => [
    ok("wallet_getAssets: the dev wallet's assets on Base", {
      query: { chainId: BASE_CHAIN },
      body: {
        jsonrpc: '2.0',
        id: 7,
        method: 'wallet_getAssets',
        params: { account: wallet(s), chainFilter: ['0x2105'] },
      },
    }),
  ],
  postJsonRpc: (s) => [
    ok('reown_getExchanges for 10 of the devnet USDC on Base', {
      body: {
        jsonrpc: '2.0',
        id: 1,
        method: 'reown_getExchanges',
        params: {
          page: 1,
          asset: `${BASE_CHAIN}/erc20:${token(s, 'USDC', BASE_CHAIN).split(':')[2] ?? ''}`,
          amount: '10',
          projectId: s.projectId,
        },
      },
    }),
  ],
  getProjectConfig: () => [ok("the devnet project's features", {})],
  getProjectLimits: () => [ok("the devnet project's plan limits", {})],
  getAllowedOrigins: () => [ok("the devnet project's allowed origins", {})],
  getAnalyticsConfig: () => [ok("the devnet project's analytics switch", {})],
  getWallets: () => [ok('the first page of 5 wallets', { query: { page: 1, entries: 5 } })],
  getWalletImage: () => [
    ok("MetaMask's image", { path: { id: '5195e9db-94d8-4579-6f11-ef553be95100' } }),
  ],
  getAssetImage: () => [
    ok("a network's asset image", { path: { id: '692ed6ba-e569-459a-556a-776476829e00' } }),
  ],
  getCurrencyImage: () => [ok('the USD currency image', { path: { id: 'USD' } })],
  getTokenImage: () => [ok('the USDC token image', { path: { id: 'USDC' } })],
  postErrorEvent: () => [
    {
      status: 204,
      description: 'an SDK error event, new (sent by the devtools)',
      request: {
        body: analyticsEvent({
          type: 'error',
          event: 'SDK_ERROR',
          properties: { errorType: 'INTERNAL_SDK_ERROR', errorMessage: 'Sent from the playground' },
        }),
      },
    },
  ],
  postEventBatch: () => [
    {
      status: 204,
      description: 'a batch of one MODAL_OPEN event, new (sent by the devtools)',
      request: {
        body: [
          analyticsEvent({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } }),
        ],
      },
    },
  ],
}
