// What every React host page shares: Portico on the devnet with its buttons and modal.
import { createPortico, type CaipNetwork, type Portico } from 'portico'
import { ConnectButton, NetworkButton, PorticoProvider } from 'portico/react'
import { PorticoModal } from 'portico/ui'
import { version } from 'react'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { devnetOptions, evmNetwork } from './devnet-host.js'

/**
 * Portico on the devnet with its modal and buttons (Portico's own unless the page draws its
 * own), on Ethereum and Base unless told otherwise.
 */
export function devnetPortico(
  name: string,
  networks: [CaipNetwork, ...CaipNetwork[]] = [
    evmNetwork(1, 'Ethereum (devnet)'),
    evmNetwork(8453, 'Base (devnet)'),
  ],
  buttons: ReactNode = (
    <>
      <ConnectButton />
      <NetworkButton />
    </>
  ),
): Portico {
  const portico = createPortico(devnetOptions(name, networks))
  void portico.initialize()
  window.hostReactVersion = version
  const root = document.getElementById('root')
  if (root) {
    createRoot(root).render(
      <PorticoProvider portico={portico}>
        {buttons}
        <PorticoModal />
      </PorticoProvider>,
    )
  }
  return portico
}
