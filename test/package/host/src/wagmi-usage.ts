// A host's use of `portico/wagmi`: Portico as the one connector of a wagmi config.
import { createConfig, http } from '@wagmi/core'
import { createPortico, defineCaipNetwork } from 'portico'
import { porticoConnector } from 'portico/wagmi'
import { mainnet } from 'viem/chains'

const portico = createPortico({
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
})

export const config = createConfig({
  chains: [mainnet],
  connectors: [porticoConnector(portico)],
  transports: { [mainnet.id]: http('http://127.0.0.1:8545') },
})
