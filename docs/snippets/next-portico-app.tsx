'use client'
import { createPortico, type Portico } from 'portico'
import { useState } from 'react'
import { App } from './App'

function SignMessage({ portico }: { portico: Portico }) {
  const [signature, setSignature] = useState<string>()
  const sign = () => {
    portico.signMessage('Hello from Next.js').then(setSignature, () => {
      setSignature(undefined)
    })
  }
  return (
    <p>
      <button type="button" data-action="sign" onClick={sign}>
        Sign a message
      </button>
      {signature && <output data-signature={signature}>Signed</output>}
    </p>
  )
}

export function PorticoApp() {
  const [portico] = useState(() =>
    createPortico({
      projectId: 'portico-devnet',
      metadata: { name: 'My dapp', description: 'Demo', url: 'http://127.0.0.1:3000', icons: [] },
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
      apiUrls: {
        blockchainApi: 'http://127.0.0.1:4100',
        projectApi: 'http://127.0.0.1:4200',
        analytics: 'http://127.0.0.1:4200',
      },
      // window and document are the browser's own; on the server Portico leaves them alone.
    }),
  )
  return (
    <>
      <App portico={portico} />
      <SignMessage portico={portico} />
    </>
  )
}
