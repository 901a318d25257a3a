// The headless instance through the main entry, from the repository's sources: what the unit test
// checks the first load's modules on (the budgets are held on the packed package, bench/host-build).
import { createPortico, defineCaipNetwork } from '../../src/index.js'

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
