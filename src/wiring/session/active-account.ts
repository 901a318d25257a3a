import type { ConnectionStatus } from '../../core/connection-status.js'
import {
  CHAIN_NAMESPACES,
  parseCaipAddress,
  type CaipAddress,
  type ChainNamespace,
} from '../../utils/caip.js'

export interface ActiveAccountSources {
  /** The chain controller's active namespace, undefined before any network was chosen. */
  activeNamespace: () => ChainNamespace | undefined
  defaultNamespace: ChainNamespace
  caipAddressOf: (namespace: ChainNamespace) => CaipAddress | undefined
  connectionStatusOf: (namespace: ChainNamespace) => ConnectionStatus
}

/** The account the modal acts for: the active namespace's, read fresh on every call. */
export function activeAccountOf(sources: ActiveAccountSources) {
  const namespace = (): ChainNamespace => sources.activeNamespace() ?? sources.defaultNamespace
  const caipAddress = (): CaipAddress | undefined => sources.caipAddressOf(namespace())
  return {
    namespace,
    caipAddress,
    /** The plain address (no CAIP prefix), empty while none is connected. */
    address: (): string => {
      const current = caipAddress()
      return current === undefined ? '' : parseCaipAddress(current).address
    },
    /** Connected in any namespace, by a live connection or an account the wallet reported. */
    isConnected: (): boolean =>
      CHAIN_NAMESPACES.some(
        (each) =>
          sources.connectionStatusOf(each) === 'connected' ||
          sources.caipAddressOf(each) !== undefined,
      ),
  }
}

export type ActiveAccount = ReturnType<typeof activeAccountOf>
