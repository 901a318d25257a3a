import { useCallback } from 'react'
import type { CaipNetwork } from '../core/caip-network.js'
import { useCatalogueText } from './use-catalogue-text.js'
import { usePorticoModal } from './use-portico-modal.js'
import { usePorticoNetwork } from './use-portico-network.js'
import { usePorticoInternals } from './use-portico-internals.js'
import { usePorticoStore } from './use-portico-store.js'
import type { RequestGateState } from '../wiring/request-gate.js'

/** What `NetworkButton` draws from, handed whole to `NetworkButtonCustom`'s render function. */
export interface NetworkButtonState {
  /** The active network, undefined before one is chosen. */
  network: CaipNetwork | undefined
  /** The network's name, or 'Select network' (in the modal's language) without one. */
  label: string
  /** The network's icon (its imageUrl or the Project API's asset image); undefined without one. */
  imageUrl: string | undefined
  /** Opens the modal on Networks. */
  openNetworkModal: () => void
  /** Switches to another of the app's networks, the connected wallet first. */
  switchNetwork: (network: CaipNetwork) => Promise<void>
}

const allowedOf = (state: RequestGateState) => state.allowed

/** The network button's state and actions, in the modal's language. */
export function useNetworkButtonState(): NetworkButtonState {
  const portico = usePorticoInternals()
  const { network, switchNetwork } = usePorticoNetwork()
  const { open } = usePorticoModal()
  const select = useCatalogueText('button.selectNetwork', 'Select network')
  // Read so a deferred instance draws the icon once it may fetch it.
  usePorticoStore(portico.requests, allowedOf)
  return {
    network,
    label: network?.name ?? select,
    imageUrl: network && portico.networkImageUrl(network),
    openNetworkModal: useCallback(() => {
      open('Networks')
    }, [open]),
    switchNetwork,
  }
}
