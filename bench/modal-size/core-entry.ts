// The headless instance as a host app uses it, without the React binding and the modal: the
// core the budget weighs, and the baseline the UI adds to.
import { createPortico } from '../../src/create-portico.js'
import { defineCaipNetwork } from '../../src/core/caip-network.js'

export const portico = createPortico({
  projectId: 'portico-devnet',
  networks: [
    defineCaipNetwork({
      id: 1,
      chainNamespace: 'eip155',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    }),
  ],
  apiUrls: {
    blockchainApi: 'http://127.0.0.1:4100',
    projectApi: 'http://127.0.0.1:4200',
    analytics: 'http://127.0.0.1:4200',
  },
  window,
  document,
})

await portico.initialize()
portico.open()
