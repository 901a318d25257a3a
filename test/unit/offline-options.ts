import { defineCaipNetwork } from '../../src/core/caip-network.js'
import type { CreatePorticoOptions } from '../../src/create-portico.js'

/**
 * An instance on Ethereum (devnet) for tests in Node that wait for no service: nothing is
 * fetched before they end, so these addresses are never reached.
 */
export const offlineOptions: CreatePorticoOptions = {
  projectId: 'portico-devnet',
  networks: [
    defineCaipNetwork({
      id: 1,
      chainNamespace: 'eip155',
      name: 'Ethereum (devnet)',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    }),
  ],
  apiUrls: {
    blockchainApi: 'http://127.0.0.1:9',
    projectApi: 'http://127.0.0.1:9',
    analytics: 'http://127.0.0.1:9',
  },
}
