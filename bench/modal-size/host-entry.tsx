// The smallest host page the size budget is measured on: a connect button and the modal.
import { createRoot } from 'react-dom/client'
import { createPortico } from '../../src/create-portico.js'
import { defineCaipNetwork } from '../../src/core/caip-network.js'
import { ConnectButton } from '../../src/react/ConnectButton.js'
import { PorticoProvider } from '../../src/react/PorticoProvider.js'
import { PorticoModal } from '../../src/ui/PorticoModal.js'

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
  window,
  document,
})

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <PorticoProvider portico={portico}>
      <ConnectButton />
      <PorticoModal />
    </PorticoProvider>,
  )
