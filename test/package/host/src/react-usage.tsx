// A host's use of `portico/react` and `portico/ui`: the provider, a hook, the buttons, the modal.
import type { Portico } from 'portico'
import { ConnectButton, NetworkButton, PorticoProvider, usePorticoAccount } from 'portico/react'
import { PorticoModal } from 'portico/ui'

function Address() {
  const { address } = usePorticoAccount()
  return <span>{address ?? 'not connected'}</span>
}

export function HostApp({ portico }: { portico: Portico }) {
  return (
    <PorticoProvider portico={portico}>
      <ConnectButton />
      <NetworkButton />
      <Address />
      <PorticoModal />
    </PorticoProvider>
  )
}
