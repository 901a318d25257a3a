import type { Portico } from 'portico'
import { ConnectButton, NetworkButton, PorticoProvider, usePorticoAccount } from 'portico/react'
import { PorticoModal } from 'portico/ui'

function Greeting() {
  const { address, status } = usePorticoAccount()
  return <p>{status === 'connected' ? `Hello ${address ?? ''}` : 'Not connected'}</p>
}

export function App({ portico }: { portico: Portico }) {
  return (
    <PorticoProvider portico={portico}>
      <ConnectButton />
      <NetworkButton />
      <Greeting />
      <PorticoModal />
    </PorticoProvider>
  )
}
