// The smallest host page the size budget is measured on: a connect button and the modal.
import { createRoot } from 'react-dom/client'
import { ConnectButton } from '../../src/react/ConnectButton.js'
import { PorticoProvider } from '../../src/react/PorticoProvider.js'
import { PorticoModal } from '../../src/ui/PorticoModal.js'
import { portico } from './core-entry.js'

const root = document.getElementById('root')
if (root)
  createRoot(root).render(
    <PorticoProvider portico={portico}>
      <ConnectButton />
      <PorticoModal />
    </PorticoProvider>,
  )
