// A deployment's endpoints: Portico has none built in, so each service is named here.
import { createPortico } from 'portico'

export const portico = createPortico({
  projectId: 'your-project-id',
  metadata: { name: 'My dapp', description: 'Demo', url: 'https://dapp.example', icons: [] },
  networks: [
    {
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://rpc.example/eth'] } },
    },
  ],
  apiUrls: {
    // specs/blockchain-api.yaml: balances, history, names, swaps, on-ramp, the RPC proxy.
    blockchainApi: 'https://blockchain-api.example',
    // specs/project-api.yaml: features, limits, the wallet registry, allowed origins.
    projectApi: 'https://project-api.example',
    // The analytics sink (POST /e and /batch).
    analytics: 'https://analytics.example',
  },
  // The secure site serving the embedded wallet's frame (email, social, Farcaster login).
  secureSite: { frameUrl: 'https://secure.example/frame', window, document },
  // The WalletConnect relay.
  walletConnect: { relayUrl: 'wss://relay.example' },
})
