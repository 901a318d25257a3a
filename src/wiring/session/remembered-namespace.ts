import type { Chain } from '../../controllers/chain.js'
import type { Connections } from '../../controllers/connections.js'
import type { ValueAccessor } from '../../core/storage.js'
import {
  isChainNamespace,
  parseCaipNetworkId,
  type CaipNetworkId,
  type ChainNamespace,
} from '../../utils/caip.js'

export interface RememberedNamespaceDeps {
  chain: Pick<Chain, 'store' | 'setActiveNamespace'>
  connections: Pick<Connections, 'store' | 'statusOf'>
  /** The spec's stored active network (§7). */
  activeNetwork: ValueAccessor<CaipNetworkId>
}

const namespaceOf = (id: CaipNetworkId | undefined): ChainNamespace | undefined => {
  if (id === undefined) return undefined
  const { chainNamespace } = parseCaipNetworkId(id)
  return isChainNamespace(chainNamespace) ? chainNamespace : undefined
}

/**
 * Keeps the network the visitor is connected on in storage, so that a reload lands where they
 * were: restoring a login connects its eip155 account last, which would otherwise make eip155
 * active even for a visitor who was on Solana. `restore` is called once each remembered
 * connection has been made again; it makes the remembered namespace active once it is connected.
 */
export function rememberedNamespace(deps: RememberedNamespaceDeps) {
  const { chain } = deps
  // Read before anything connects: restoring writes the namespaces it connects as it goes.
  const remembered = namespaceOf(deps.activeNetwork.get())
  let written = deps.activeNetwork.get()

  const isConnected = (namespace: ChainNamespace): boolean =>
    deps.connections.statusOf(namespace) === 'connected'

  // Both stores: a connection can land on the network already shown, which changes no chain state.
  const record = (): void => {
    const { activeNamespace, networks } = chain.store.getState()
    const id = activeNamespace && networks[activeNamespace]?.caipNetwork?.caipNetworkId
    if (!activeNamespace || id === undefined || id === written) return
    // Only where the visitor is connected: before a login, the network shown is not theirs yet.
    if (!isConnected(activeNamespace)) return
    written = id
    deps.activeNetwork.set(id)
  }
  const stops = [chain.store.subscribe(record), deps.connections.store.subscribe(record)]

  const restore = (): void => {
    if (remembered === undefined || chain.store.getState().activeNamespace === remembered) return
    if (isConnected(remembered)) chain.setActiveNamespace(remembered)
  }

  return {
    restore,
    stop: (): void => {
      for (const each of stops) each()
    },
  }
}
