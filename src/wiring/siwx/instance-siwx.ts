import type { Chain } from '../../controllers/chain.js'
import type { Modal } from '../../controllers/modal.js'
import type { Options, SiwxConfig } from '../../controllers/options.js'
import type { Router } from '../../controllers/router.js'
import { createSiwx, type SiwxDeps } from '../../controllers/siwx.js'
import type { Snack } from '../../controllers/snack.js'
import type { CaipNetwork } from '../../core/caip-network.js'
import { createLocalSiwxSessionStore } from '../../core/siwx-session-store.js'
import type { Stop } from '../../core/stops.js'
import type { PorticoStorage } from '../../core/storage.js'
import type { ProviderCalls } from '../wallet/provider-calls.js'
import { followSiwxFlow } from './siwx-flow.js'
import { sessionStoreOf, siwxAppInfo } from './siwx-wiring.js'

export interface InstanceSiwxDeps extends Pick<
  SiwxDeps,
  'getActiveCaipAddress' | 'getActiveCaipNetwork' | 'switchNetwork' | 'disconnect' | 'track'
> {
  /** The app's SIWX handling; without it sessions are kept in Portico's storage. */
  config: SiwxConfig | undefined
  options: Pick<Options, 'isEnabled'>
  storage: Pick<PorticoStorage, 'siwxSessions'>
  chain: Pick<Chain, 'isSupported'>
  walletCalls: Pick<ProviderCalls, 'canSign' | 'signMessage'>
  modal: Modal
  router: Router
  snack: Snack
  app: ReturnType<typeof siwxAppInfo>
  /** Every store whose change may change the signed-in account. */
  stores: readonly { subscribe: (listener: () => void) => () => void }[]
  onStop: (stop: Stop) => void
}

/**
 * Sign-in with X for the instance: the SIWX controller on the app's handling (or Portico's local
 * session store), signing through the connected wallet's provider, and the flow that asks for a
 * signature whenever the active account or network changes.
 */
export function instanceSiwx(deps: InstanceSiwxDeps) {
  const { config, modal, router, snack } = deps
  const siwx = createSiwx({
    isEnabled: () => config !== undefined,
    isRequired: () => config?.getRequired?.() ?? false,
    sessionStore: config
      ? sessionStoreOf(config)
      : createLocalSiwxSessionStore({ sessions: deps.storage.siwxSessions }),
    isEmailCaptureEnabled: () => deps.options.isEnabled('emailCapture'),
    getActiveCaipAddress: deps.getActiveCaipAddress,
    getActiveCaipNetwork: deps.getActiveCaipNetwork,
    isNetworkSupported: (network: CaipNetwork) => deps.chain.isSupported(network.caipNetworkId),
    getConnectionClient: () =>
      deps.walletCalls.canSign() ? { signMessage: deps.walletCalls.signMessage } : undefined,
    app: deps.app,
    openModal: modal.open,
    closeModal: modal.close,
    isModalOpen: () => modal.store.getState().open,
    currentView: () => router.store.getState().view,
    resetToConnect: router.resetToConnect,
    switchNetwork: deps.switchNetwork,
    disconnect: deps.disconnect,
    showLoading: snack.showLoading,
    showError: snack.showError,
    closeSnack: snack.close,
    track: deps.track,
  })
  deps.onStop(
    followSiwxFlow({
      siwx,
      stores: deps.stores,
      activeKey: () => {
        const caipAddress = deps.getActiveCaipAddress()
        const network = deps.getActiveCaipNetwork()
        return caipAddress === undefined || !network
          ? undefined
          : `${caipAddress}@${network.caipNetworkId}`
      },
    }),
  )
  return siwx
}
