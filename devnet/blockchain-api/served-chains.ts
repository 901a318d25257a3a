import { createPublicClient, http, type Address } from 'viem'
import { devnetViemChain, type EvmChainInfo } from '../evm/index.js'
import { RequestRefused } from './request-refused.js'

/** The native currency or one ERC-20 token of a chain, with its devnet USD price. */
export interface ChainAsset {
  kind: 'native' | 'erc20'
  /** The token contract; the native currency uses the chain's 0xEeee… placeholder. */
  address: Address
  name: string
  symbol: string
  decimals: number
  usdPrice: number
}

const createClient = (info: EvmChainInfo) =>
  createPublicClient({
    chain: devnetViemChain(info.chainId, info.name, info.rpcUrl),
    transport: http(info.rpcUrl),
    // viem caches the block number for its polling interval; a devnet read must see the newest.
    cacheTime: 0,
  })

export interface ServedChain {
  info: EvmChainInfo
  client: ReturnType<typeof createClient>
  /** The native currency first, then the tokens. */
  assets: ChainAsset[]
}

function assetsOf(info: EvmChainInfo): ChainAsset[] {
  const { name, symbol, decimals, usdPrice } = info.nativeCurrency
  return [
    { kind: 'native', address: info.nativeTokenAddress, name, symbol, decimals, usdPrice },
    ...info.tokens.map((token) => ({ kind: 'erc20' as const, ...token })),
  ]
}

/** The devnet EVM chains this service reads, looked up by CAIP-2 id or chain id. */
export function createServedChains(infos: readonly EvmChainInfo[]) {
  const all: ServedChain[] = infos.map((info) => ({
    info,
    client: createClient(info),
    assets: assetsOf(info),
  }))

  const find = (caipNetworkId: string): ServedChain | undefined =>
    all.find((chain) => chain.info.caipNetworkId === caipNetworkId)

  return {
    all,
    find,
    findByChainId: (chainId: number): ServedChain | undefined =>
      all.find((chain) => chain.info.chainId === chainId),
    findByNetworkName: (network: string): ServedChain | undefined =>
      all.find(
        (chain) =>
          chain.info.name.toLowerCase() === network.toLowerCase() ||
          String(chain.info.chainId) === network,
      ),
    /** The chain, or a 400 naming the chain the devnet does not run. */
    require: (caipNetworkId: string): ServedChain => {
      const chain = find(caipNetworkId)
      if (!chain)
        throw new RequestRefused(`Unsupported chain ${caipNetworkId}`, 400, 'UNSUPPORTED_CHAIN')
      return chain
    },
  }
}

export type ServedChains = ReturnType<typeof createServedChains>

export const assetAt = (chain: ServedChain, address: string): ChainAsset | undefined =>
  chain.assets.find((asset) => isSameAddress(asset.address, address))

export const assetWithSymbol = (chain: ServedChain, symbol: string): ChainAsset | undefined =>
  chain.assets.find((asset) => asset.symbol.toLowerCase() === symbol.toLowerCase())

/** EVM addresses compare without their checksum casing. */
export const isSameAddress = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()
