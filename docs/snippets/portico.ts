import { createPortico } from 'portico'

export const portico = createPortico({
  projectId: 'portico-devnet',
  metadata: { name: 'My dapp', description: 'Demo', url: 'http://127.0.0.1:5173', icons: [] },
  networks: [
    {
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: 'Ethereum (devnet)',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    },
  ],
  // Portico has no built-in endpoints: on the devnet, take them from .devnet/endpoints.json
  apiUrls: {
    blockchainApi: 'http://127.0.0.1:4100',
    projectApi: 'http://127.0.0.1:4200',
    analytics: 'http://127.0.0.1:4200',
  },
})

// In the background: each part applies as it lands. `await` it to have it all applied first.
void portico.initialize()
portico.subscribeModal((state) => console.log('view', state.view))
// Connect, or Account when connected
document.querySelector('#connect')?.addEventListener('click', () => {
  portico.open()
})
