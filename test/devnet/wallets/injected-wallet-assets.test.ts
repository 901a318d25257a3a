import { createPublicClient, erc20Abi, formatUnits, http, numberToHex, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  createDevnetInjectedProvider,
  type DevnetInjectedProvider,
  type InjectedWalletRequest,
} from '../../../devnet/wallets/injected-wallet-provider.js'
import { walletBalances } from '../../../src/controllers/wallet-assets.js'
import { createMemoryStorage } from '../../../src/core/storage.js'
import { parseCaipAddress } from '../../../src/utils/caip.js'
import { devAccount as devAccountOn } from '../evm/dev-account.js'
import { mainnetAndBaseForFile } from './mainnet-and-base.js'

const { mainnet, base } = mainnetAndBaseForFile()

/** A dev account the devnet gives no tokens (only the first ten get them). */
const WITHOUT_TOKENS = 12

/**
 * The wallet of dev account `index`: it lists the devnet tokens on Ethereum (assetDiscovery
 * there) and nothing on Base (no assetDiscovery).
 */
async function connectedWallet(
  index: number,
  options: { eip5792?: boolean } = {},
): Promise<DevnetInjectedProvider> {
  const wallet = createDevnetInjectedProvider({
    privateKey: devAccountOn(mainnet(), index).privateKey,
    chains: [
      {
        chainId: 1,
        rpcUrl: mainnet().rpcUrl,
        name: mainnet().name,
        assetTokens: mainnet().tokens.map(({ address }) => address),
      },
      { chainId: 8453, rpcUrl: base().rpcUrl, name: base().name },
    ],
    storage: createMemoryStorage(),
    eip5792: options.eip5792,
  })
  await wallet.request({ method: 'eth_requestAccounts' })
  return wallet
}

const addressOf = (index: number): Address => devAccountOn(mainnet(), index).address

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error instanceof Error && 'code' in error ? error.code : error
  }
  throw new Error('The wallet answered')
}

describe('the devnet injected wallet lists its assets (ERC-7811)', () => {
  it('reports assetDiscovery on the chains it lists assets on, and only there', async () => {
    const wallet = await connectedWallet(0)
    expect(
      await wallet.request({ method: 'wallet_getCapabilities', params: [addressOf(0)] }),
    ).toEqual({
      '0x1': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
      '0x2105': { atomic: { status: 'unsupported' } },
    })
  })

  it('answers the native coin and each token it holds, with the balances on the chain', async () => {
    const owner = addressOf(0)
    const wallet = await connectedWallet(0)
    const answer = await wallet.request({
      method: 'wallet_getAssets',
      params: [{ account: owner, chainFilter: ['0x1'] }],
    })
    const client = createPublicClient({ transport: http(mainnet().rpcUrl) })
    const tokens = await Promise.all(
      mainnet().tokens.map(async (token) => ({
        address: token.address,
        balance: numberToHex(
          await client.readContract({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [owner],
          }),
        ),
        type: 'ERC20',
        metadata: { name: token.name, symbol: token.symbol, decimals: token.decimals },
      })),
    )
    expect(answer).toEqual({
      '0x1': [
        {
          address: 'native',
          balance: numberToHex(await client.getBalance({ address: owner })),
          type: 'NATIVE',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
        ...tokens,
      ],
    })
    expect(tokens.map(({ metadata }) => metadata.symbol)).toEqual(['USDC', 'USDT', 'DAI'])
  })

  it('leaves out the tokens the account does not hold, and the chains it lists nothing on', async () => {
    const owner = addressOf(WITHOUT_TOKENS)
    const wallet = await connectedWallet(WITHOUT_TOKENS)
    const answer = await wallet.request({
      method: 'wallet_getAssets',
      params: [{ account: owner, chainFilter: ['0x1', '0x2105'] }],
    })
    expect(answer).toEqual({
      '0x1': [expect.objectContaining({ address: 'native', type: 'NATIVE' })],
    })
  })

  it('refuses bad requests as the other methods do', async () => {
    const wallet = await connectedWallet(0)
    const ask = (params: InjectedWalletRequest['params']) =>
      refusal(wallet.request({ method: 'wallet_getAssets', params }))
    expect(await ask({ account: addressOf(0), chainFilter: ['0x1'] })).toBe(-32602)
    expect(await ask([{ account: addressOf(0) }])).toBe(-32602)
    expect(await ask([{ account: addressOf(0), chainFilter: [] }])).toBe(-32602)
    expect(await ask([{ account: addressOf(0), chainFilter: [1] }])).toBe(-32602)
    expect(await ask([{ account: 'me', chainFilter: ['0x1'] }])).toBe(-32602)
    expect(await ask([{ account: addressOf(1), chainFilter: ['0x1'] }])).toBe(4100)
    const stranger = createDevnetInjectedProvider({
      privateKey: devAccountOn(mainnet(), 0).privateKey,
      chains: [{ chainId: 1, rpcUrl: mainnet().rpcUrl, name: mainnet().name, assetTokens: [] }],
      storage: createMemoryStorage(),
    })
    const beforeConnecting = stranger.request({
      method: 'wallet_getAssets',
      params: [{ account: addressOf(0), chainFilter: ['0x1'] }],
    })
    expect(await refusal(beforeConnecting)).toBe(4100)
  })
})

describe("Portico's balances from the devnet wallet", () => {
  it('[CALL-53] reads the balances from wallet_getAssets where the wallet reports assetDiscovery', async () => {
    const owner = addressOf(0)
    const wallet = await connectedWallet(0)
    const answer = await walletBalances(wallet, parseCaipAddress(`eip155:1:${owner}`))
    expect(wallet.asked().slice(-2)).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    const usdc = mainnet().tokens.find(({ symbol }) => symbol === 'USDC')
    if (usdc === undefined) throw new Error('The devnet has no USDC')
    const client = createPublicClient({ transport: http(mainnet().rpcUrl) })
    const held = await client.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    })
    expect(answer?.balances.find(({ symbol }) => symbol === 'USDC')).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      address: `eip155:1:${usdc.address}`,
      value: 0,
      price: 0,
      quantity: { decimals: '6', numeric: formatUnits(held, 6) },
      iconUrl: '',
    })
  })

  it('[CALL-54] never asks wallet_getAssets on a chain without assetDiscovery, nor of a wallet without wallet_getCapabilities', async () => {
    const owner = addressOf(0)
    const wallet = await connectedWallet(0)
    expect(await walletBalances(wallet, parseCaipAddress(`eip155:8453:${owner}`))).toBeUndefined()
    const plain = await connectedWallet(0, { eip5792: false })
    expect(await walletBalances(plain, parseCaipAddress(`eip155:1:${owner}`))).toBeUndefined()
    for (const asked of [wallet.asked(), plain.asked()]) {
      expect(asked).toContain('wallet_getCapabilities')
      expect(asked).not.toContain('wallet_getAssets')
    }
  })
})
