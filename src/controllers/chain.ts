import type { components as FrameMessages } from '../../generated/frame-messages/types.js'
import { UNKNOWN_NETWORK_NAME, type CaipNetwork } from '../core/caip-network.js'
import { createEmitter } from '../core/emitter.js'
import { createStore } from '../core/store.js'
import {
  isChainNamespace,
  parseCaipNetworkId,
  type CaipNetworkId,
  type ChainNamespace,
} from '../utils/caip.js'
import { shouldOpenUnsupportedChain } from './network-switch-view.js'

/** EVM chain ids where the secure frame offers smart accounts. */
export type SmartAccountEnabledNetworks =
  FrameMessages['schemas']['FRAME_GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS']['payload']['smartAccountEnabledNetworks']

/** The network state of one namespace (ENT-14). */
export interface NetworkState {
  /** The namespace's active network. */
  caipNetwork: CaipNetwork | undefined
  /** The networks the app configured for this namespace: the supported ones. */
  requestedCaipNetworks: CaipNetwork[]
  /** Networks the connected wallet approved (e.g. a WalletConnect session's chains). */
  approvedCaipNetworkIds: CaipNetworkId[]
  /** The wallet can switch to any network, so none needs approving first. */
  supportsAllNetworks: boolean
  /** The networks on which the embedded wallet offers smart accounts. */
  smartAccountEnabledNetworks: SmartAccountEnabledNetworks
}

/** The networks of every namespace and which namespace is active. */
export interface ChainState {
  /** The namespace the modal and the account show. */
  activeNamespace: ChainNamespace | undefined
  /** Each configured namespace's networks. */
  networks: Partial<Record<ChainNamespace, NetworkState>>
}

export interface ChainDeps {
  allowUnsupportedChain: () => boolean
}

export function emptyNetworkState(): NetworkState {
  return {
    caipNetwork: undefined,
    requestedCaipNetworks: [],
    approvedCaipNetworkIds: [],
    supportsAllNetworks: false,
    /** The networks on which the embedded wallet offers smart accounts. */
    smartAccountEnabledNetworks: [],
  }
}

function namespaceOf(caipNetworkId: string): ChainNamespace | undefined {
  try {
    const { chainNamespace } = parseCaipNetworkId(caipNetworkId)
    return isChainNamespace(chainNamespace) ? chainNamespace : undefined
  } catch {
    return undefined
  }
}

export function createChain(deps: ChainDeps) {
  const store = createStore<ChainState>({ activeNamespace: undefined, networks: {} })
  // The modal is made after the chain: whoever shows views hears this (the composition root).
  const unsupportedNetwork = createEmitter<CaipNetwork>()

  const networkState = (namespace: ChainNamespace): NetworkState =>
    store.getState().networks[namespace] ?? emptyNetworkState()

  const update = (namespace: ChainNamespace, changes: Partial<NetworkState>): void => {
    store.setState((draft) => {
      Object.assign((draft.networks[namespace] ??= emptyNetworkState()), changes)
    })
  }

  const activeNetwork = (): CaipNetwork | undefined => {
    const { activeNamespace } = store.getState()
    return activeNamespace === undefined ? undefined : networkState(activeNamespace).caipNetwork
  }

  const stateOf = (caipNetworkId: string): NetworkState | undefined => {
    const namespace = namespaceOf(caipNetworkId)
    return namespace === undefined ? undefined : store.getState().networks[namespace]
  }

  /** A network is supported when the app configured it. */
  const isSupported = (caipNetworkId: string): boolean =>
    stateOf(caipNetworkId)?.requestedCaipNetworks.some(
      (network) => network.caipNetworkId === caipNetworkId,
    ) ?? false

  /** Approved networks can be switched to without asking the wallet first. */
  const isApproved = (caipNetworkId: string): boolean => {
    const state = stateOf(caipNetworkId)
    if (state === undefined) return false
    return (
      state.supportsAllNetworks || state.approvedCaipNetworkIds.some((id) => id === caipNetworkId)
    )
  }

  /** Looks in the configured networks and the networks in use, which may be neither. */
  const findNetwork = (caipNetworkId: string): CaipNetwork | undefined => {
    const state = stateOf(caipNetworkId)
    if (state === undefined) return undefined
    const { requestedCaipNetworks, caipNetwork } = state
    return [...requestedCaipNetworks, ...(caipNetwork ? [caipNetwork] : [])].find(
      (network) => network.caipNetworkId === caipNetworkId,
    )
  }

  const getNetworkName = (caipNetworkId: string | undefined): string =>
    (caipNetworkId === undefined ? undefined : findNetwork(caipNetworkId)?.name) ??
    UNKNOWN_NETWORK_NAME

  /** NAV-19/20: an unsupported active network opens UnsupportedChain unless the app allows it. */
  const checkActiveNetwork = (): void => {
    const network = activeNetwork()
    if (network === undefined) return
    const open = shouldOpenUnsupportedChain({
      isSupported: isSupported(network.caipNetworkId),
      allowUnsupportedChain: deps.allowUnsupportedChain(),
    })
    if (open) unsupportedNetwork.emit(network)
  }

  const setRequestedNetworks = (
    namespace: ChainNamespace,
    networks: readonly CaipNetwork[],
  ): void => {
    update(namespace, {
      requestedCaipNetworks: networks.filter((n) => n.chainNamespace === namespace),
    })
  }

  /**
   * Sets up every namespace from the app's networks, replacing what was there. Each namespace
   * starts on the default network when it belongs there, else on its first network; the
   * default's namespace becomes active. No view opens: this runs at startup, before any is shown.
   */
  const initialize = (networks: readonly CaipNetwork[], defaultNetwork?: CaipNetwork): void => {
    const states: Partial<Record<ChainNamespace, NetworkState>> = {}
    const stateFor = (network: CaipNetwork) =>
      (states[network.chainNamespace] ??= emptyNetworkState())
    for (const network of networks) {
      const state = stateFor(network)
      state.requestedCaipNetworks.push(network)
      state.caipNetwork ??= network
    }
    if (defaultNetwork) stateFor(defaultNetwork).caipNetwork = defaultNetwork
    store.setState({
      networks: states,
      activeNamespace: (defaultNetwork ?? networks[0])?.chainNamespace,
    })
  }

  const setActiveNetwork = (network: CaipNetwork): void => {
    const namespace = network.chainNamespace
    store.setState((draft) => {
      draft.activeNamespace = namespace
      ;(draft.networks[namespace] ??= emptyNetworkState()).caipNetwork = network
    })
    checkActiveNetwork()
  }

  const setActiveNamespace = (namespace: ChainNamespace): void => {
    store.setState({ activeNamespace: namespace })
    checkActiveNetwork()
  }

  const setApprovedNetworks = (namespace: ChainNamespace, ids: readonly CaipNetworkId[]): void => {
    update(namespace, { approvedCaipNetworkIds: [...ids] })
  }

  const setSupportsAllNetworks = (namespace: ChainNamespace, supportsAll: boolean): void => {
    update(namespace, { supportsAllNetworks: supportsAll })
  }

  const setSmartAccountEnabledNetworks = (
    namespace: ChainNamespace,
    chainIds: SmartAccountEnabledNetworks,
  ): void => {
    update(namespace, { smartAccountEnabledNetworks: [...chainIds] })
  }

  const isSmartAccountEnabled = (network: CaipNetwork): boolean =>
    networkState(network.chainNamespace).smartAccountEnabledNetworks.includes(Number(network.id))

  return {
    store,
    initialize,
    setRequestedNetworks,
    setActiveNetwork,
    setActiveNamespace,
    setApprovedNetworks,
    setSupportsAllNetworks,
    setSmartAccountEnabledNetworks,
    networkState,
    activeNetwork,
    findNetwork,
    getNetworkName,
    isSupported,
    isApproved,
    isSmartAccountEnabled,
    // Last: a minifier keeps the methods above inline only ahead of a property read.
    /** NAV-19/20: hears an active network the app does not support (UnsupportedChain shows). */
    onUnsupportedNetwork: unsupportedNetwork.on,
  }
}

export type Chain = ReturnType<typeof createChain>
