import { describe, expect, it } from 'vitest'
import type { Eip1193Provider, Eip1193RequestArguments } from '../../../src/connectors/injected.js'
import {
  tokenBalanceFromAsset,
  walletBalances,
  type WalletAsset,
} from '../../../src/controllers/wallet-assets.js'
import { parseCaipAddress } from '../../../src/utils/caip.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT = parseCaipAddress(`eip155:1:${ADDRESS}`)
const SHORT_WAIT_MS = 50

const usdcAsset: WalletAsset = {
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  balance: '0x47868c00',
  type: 'ERC20',
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, value: 1200, price: 1, iconUrl: 'u' },
}
const ethAsset: WalletAsset = {
  address: 'native',
  balance: '0xde0b6b3a7640000',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, value: 3012.5, price: 3012.5 },
}
const DISCOVERS_ON_MAINNET = { '0x1': { assetDiscovery: { supported: true } } }

type Answer = (params: Eip1193RequestArguments['params']) => Promise<unknown>

/** A wallet answering each method as told (an unknown method: 4200), recording what it was asked. */
function scriptedWallet(answers: Partial<Record<string, Answer>>) {
  const asked: Eip1193RequestArguments[] = []
  const provider: Eip1193Provider = {
    request: (args) => {
      asked.push(args)
      const answer = answers[args.method]
      return answer
        ? answer(args.params)
        : Promise.reject(Object.assign(new Error('Unsupported method'), { code: 4200 }))
    },
  }
  return { asked, provider, methods: () => asked.map(({ method }) => method) }
}

const answering = (capabilities: unknown, assets: unknown) =>
  scriptedWallet({
    wallet_getCapabilities: () => Promise.resolve(capabilities),
    wallet_getAssets: () => Promise.resolve(assets),
  })
const discovering = (assets: unknown) => answering(DISCOVERS_ON_MAINNET, assets)

const never = (): Promise<unknown> => new Promise(() => undefined)
const refusal = (code: number) => () =>
  Promise.reject(Object.assign(new Error(`refused with ${String(code)}`), { code }))

describe('the wallet asks (CALL-53/54)', () => {
  it('[CALL-53] asks wallet_getAssets with the account and chainFilter when the capabilities report assetDiscovery', async () => {
    const wallet = discovering({ '0x1': [ethAsset, usdcAsset] })
    const answer = await walletBalances(wallet.provider, ACCOUNT)
    expect(wallet.asked).toEqual([
      { method: 'wallet_getCapabilities', params: [ADDRESS] },
      { method: 'wallet_getAssets', params: [{ account: ADDRESS, chainFilter: ['0x1'] }] },
    ])
    expect(answer).toEqual({
      balances: [
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
      ],
    })
  })

  it('[CALL-53] takes assetDiscovery listed for every chain (0x0) and asks for the account’s chain', async () => {
    const base = parseCaipAddress(`eip155:8453:${ADDRESS}`)
    const wallet = answering(
      { '0x0': { assetDiscovery: { supported: true } } },
      {
        '0x2105': [ethAsset],
      },
    )
    const answer = await walletBalances(wallet.provider, base)
    expect(wallet.asked[1]).toEqual({
      method: 'wallet_getAssets',
      params: [{ account: ADDRESS, chainFilter: ['0x2105'] }],
    })
    expect(answer?.balances.map(({ chainId }) => chainId)).toEqual(['eip155:8453'])
  })

  it('[CALL-54] never asks wallet_getAssets when the capabilities do not report assetDiscovery for the chain', async () => {
    for (const capabilities of [
      undefined,
      null,
      [],
      { '0x1': { atomic: { status: 'supported' } } },
      { '0x1': { assetDiscovery: { supported: false } } },
      { '0x1': { assetDiscovery: { supported: 'true' } } },
      { '0x1': { assetDiscovery: true } },
      { '0x89': { assetDiscovery: { supported: true } } },
    ]) {
      const wallet = answering(capabilities, { '0x1': [ethAsset] })
      expect(await walletBalances(wallet.provider, ACCOUNT)).toBeUndefined()
      expect(wallet.methods()).toEqual(['wallet_getCapabilities'])
    }
  })

  it('asks nothing for an account outside eip155', async () => {
    const wallet = discovering({ '0x1': [ethAsset] })
    const solana = parseCaipAddress(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    )
    expect(await walletBalances(wallet.provider, solana)).toBeUndefined()
    expect(wallet.asked).toEqual([])
  })
})

describe('a wallet that does not answer leaves the balances to the API', () => {
  it.each([
    ['4200 (unsupported method)', 4200],
    ['-32601 (method not found)', -32601],
    ['4100 (unauthorized)', 4100],
  ])('wallet_getCapabilities refused with %s', async (_, code) => {
    const wallet = scriptedWallet({ wallet_getCapabilities: refusal(code) })
    expect(await walletBalances(wallet.provider, ACCOUNT)).toBeUndefined()
  })

  it('wallet_getAssets refused after reporting assetDiscovery', async () => {
    const wallet = scriptedWallet({
      wallet_getCapabilities: () => Promise.resolve(DISCOVERS_ON_MAINNET),
      wallet_getAssets: refusal(-32601),
    })
    expect(await walletBalances(wallet.provider, ACCOUNT)).toBeUndefined()
    expect(wallet.methods()).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
  })

  it('a provider that throws instead of rejecting', async () => {
    const provider: Eip1193Provider = {
      request: () => {
        throw new Error('not a function of this wallet')
      },
    }
    expect(await walletBalances(provider, ACCOUNT)).toBeUndefined()
  })

  it('wallet_getCapabilities never answered: undefined once the wait is over', async () => {
    const wallet = scriptedWallet({ wallet_getCapabilities: never })
    const started = Date.now()
    expect(await walletBalances(wallet.provider, ACCOUNT, SHORT_WAIT_MS)).toBeUndefined()
    expect(Date.now() - started).toBeGreaterThanOrEqual(SHORT_WAIT_MS - 5)
    expect(wallet.methods()).toEqual(['wallet_getCapabilities'])
  })

  it('wallet_getAssets never answered: undefined once the wait is over', async () => {
    const wallet = scriptedWallet({
      wallet_getCapabilities: () => Promise.resolve(DISCOVERS_ON_MAINNET),
      wallet_getAssets: never,
    })
    expect(await walletBalances(wallet.provider, ACCOUNT, SHORT_WAIT_MS)).toBeUndefined()
  })
})

describe("the wallet's answer is checked, not trusted", () => {
  it('[ENT-19] keeps only hex-balance assets of type ERC20 or NATIVE (any case)', async () => {
    const nft = { ...usdcAsset, type: 'ERC721', metadata: { name: 'Pass', decimals: 0 } }
    const notHex = { ...usdcAsset, balance: '1200' }
    const lowerCase = {
      ...usdcAsset,
      type: 'erc20',
      metadata: { ...usdcAsset.metadata, symbol: 'DAI' },
    }
    const wallet = discovering({ '0x1': [ethAsset, usdcAsset, nft, notHex, lowerCase] })
    const answer = await walletBalances(wallet.provider, ACCOUNT)
    expect(answer?.balances.map(({ symbol }) => symbol)).toEqual(['ETH', 'USDC', 'DAI'])
  })

  it('drops assets with hostile metadata: absurd decimals, non-string names, non-finite prices', async () => {
    const hostile = [
      { ...usdcAsset, metadata: { ...usdcAsset.metadata, decimals: 1e9 } },
      { ...usdcAsset, metadata: { ...usdcAsset.metadata, decimals: -1 } },
      { ...usdcAsset, metadata: { ...usdcAsset.metadata, decimals: 1.5 } },
      { ...usdcAsset, metadata: { ...usdcAsset.metadata, symbol: { toString: 'USDC' } } },
      { ...usdcAsset, metadata: { ...usdcAsset.metadata, price: 'NaN' } },
      { ...usdcAsset, metadata: { ...usdcAsset.metadata, value: Infinity } },
      { ...usdcAsset, metadata: null },
      { ...usdcAsset, address: 42 },
      'USDC',
      null,
    ]
    const wallet = discovering({ '0x1': [...hostile, ethAsset] })
    const answer = await walletBalances(wallet.provider, ACCOUNT)
    expect(answer?.balances.map(({ symbol }) => symbol)).toEqual(['ETH'])
  })

  it('takes nothing from an answer that is not a list for the chain asked', async () => {
    for (const assets of [null, 'assets', [ethAsset], { '0x1': 'ETH' }, { '0x2105': [ethAsset] }]) {
      const wallet = discovering(assets)
      expect(await walletBalances(wallet.provider, ACCOUNT)).toBeUndefined()
    }
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
