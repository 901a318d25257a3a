import { SWAP_SUPPORTED_EIP155_CHAIN_IDS } from '../../core/constants.js'
import { parseCaipAddress, parseCaipNetworkId } from '../../utils/caip.js'
import type { BlockchainOperations } from './blockchain-operations.js'

type Query<Method extends keyof BlockchainOperations> = NonNullable<
  NonNullable<Parameters<BlockchainOperations[Method]>[0]>['params']
>['query']

const swapChainIds: readonly number[] = SWAP_SUPPORTED_EIP155_CHAIN_IDS

const isSwapNetwork = (chainNamespace: string, chainId: string): boolean =>
  chainNamespace === 'eip155' && swapChainIds.includes(Number(chainId))

function assertSwapAccount(caipAddress: string): void {
  const { chainNamespace, chainId } = parseCaipAddress(caipAddress)
  if (!isSwapNetwork(chainNamespace, chainId)) throw new Error('Network not supported for Swaps')
}

/** Swap calls, refused up front on a network outside the swap list (spec sections 8 and 9). */
export const createConvertApi = (operations: BlockchainOperations) => ({
  getGasPrice: async (caipNetworkId: string) => {
    const { chainNamespace, chainId } = parseCaipNetworkId(caipNetworkId)
    if (!isSwapNetwork(chainNamespace, chainId))
      throw new Error('Network not supported for Gas Price')
    return operations.getGasPrice({
      params: { query: { chainId: `${chainNamespace}:${chainId}` } },
    })
  },

  getTokens: async (caipNetworkId: string) => {
    const { chainNamespace, chainId } = parseCaipNetworkId(caipNetworkId)
    if (!isSwapNetwork(chainNamespace, chainId)) throw new Error('Network not supported for Swaps')
    return operations.getConvertTokens({
      params: { query: { chainId: `${chainNamespace}:${chainId}` } },
    })
  },

  getQuotes: async (query: Query<'getConvertQuotes'>) => {
    assertSwapAccount(query.userAddress)
    return operations.getConvertQuotes({ params: { query } })
  },

  /** USD prices of CAIP-10 tokens, e.g. to value both sides of a quote. */
  getPrices: (addresses: string[], projectId: string) =>
    operations.getFungiblePrice({ body: { currency: 'usd', addresses, projectId } }),

  getAllowance: async (query: Query<'getConvertAllowance'>) => {
    assertSwapAccount(query.userAddress)
    return operations.getConvertAllowance({ params: { query } })
  },

  buildApprove: async (query: Query<'buildConvertApprove'>) => {
    assertSwapAccount(query.userAddress)
    return operations.buildConvertApprove({ params: { query } })
  },

  buildTransaction: async (
    body: Parameters<BlockchainOperations['buildConvertTransaction']>[0]['body'],
  ) => {
    assertSwapAccount(body.userAddress)
    return operations.buildConvertTransaction({ body })
  },
})
