import { useCallback } from 'react'
import type { CaipNetwork } from '../core/caip-network.js'
import type { ChainState } from '../controllers/chain.js'
import { usePorticoInternals } from './use-portico-internals.js'
import { usePorticoStore } from './use-portico-store.js'

const activeNetworkOf = (state: ChainState): CaipNetwork | undefined =>
  state.activeNamespace === undefined
    ? undefined
    : state.networks[state.activeNamespace]?.caipNetwork

/** The active network and a switch that asks the connected wallet first. */
export function usePorticoNetwork() {
  const portico = usePorticoInternals()
  const network = usePorticoStore(portico.chain.store, activeNetworkOf)
  const switchNetwork = useCallback(
    (target: CaipNetwork) => portico.switchNetwork(target),
    [portico],
  )
  return { network, switchNetwork }
}
