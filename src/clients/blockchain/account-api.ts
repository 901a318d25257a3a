import type { components } from '../../../generated/blockchain-api/types.js'
import { parseCaipAddress } from '../../utils/caip.js'
import type { BlockchainOperations } from './blockchain-operations.js'
import { isNamespaceSupported } from './supported-namespaces.js'

type Schemas = components['schemas']

/**
 * Balances, history and names of one CAIP-10 account. On a namespace the spec does not serve for
 * that feature, each read answers its empty default without calling the API.
 */
export const createAccountApi = (operations: BlockchainOperations) => ({
  getBalance: async (
    caipAddress: string,
    options: { forceUpdate?: string } = {},
  ): Promise<Schemas['BalanceResponse']> => {
    const { chainNamespace, chainId, address } = parseCaipAddress(caipAddress)
    if (!isNamespaceSupported('balance', chainNamespace)) return { balances: [] }
    return operations.getBalance({
      params: {
        path: { address },
        query: {
          currency: 'usd',
          chainId: `${chainNamespace}:${chainId}`,
          forceUpdate: options.forceUpdate,
        },
      },
    })
  },

  getHistory: async (
    caipAddress: string,
    cursor?: string,
  ): Promise<Schemas['TransactionHistoryResponse']> => {
    const { chainNamespace, chainId, address } = parseCaipAddress(caipAddress)
    if (!isNamespaceSupported('activity', chainNamespace)) return { data: [], next: null }
    return operations.getTransactionHistory({
      params: { path: { address }, query: { chainId: `${chainNamespace}:${chainId}`, cursor } },
    })
  },

  getIdentity: async (caipAddress: string): Promise<Schemas['IdentityResponse']> => {
    const { chainNamespace, address } = parseCaipAddress(caipAddress)
    if (!isNamespaceSupported('names', chainNamespace)) return { name: null, avatar: null }
    return operations.getIdentity({ params: { path: { address }, query: { sender: address } } })
  },
})
