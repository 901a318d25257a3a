import type { Account } from '../../controllers/account.js'
import type { Chain } from '../../controllers/chain.js'
import type { Connections } from '../../controllers/connections.js'
import type { Modal } from '../../controllers/modal.js'
import type { Options } from '../../controllers/options.js'
import type { CreatePorticoOptions } from '../instance-options.js'
import type { Router } from '../../controllers/router.js'
import { createSiwx, type SiwxDeps } from '../../controllers/siwx.js'
import type { Snack } from '../../controllers/snack.js'
import type { CaipNetwork } from '../../core/caip-network.js'
import { createLocalSiwxSessionStore } from '../../core/siwx-session-store.js'
import type { Stop } from '../../core/stops.js'
import type { PorticoStorage } from '../../core/storage.js'
import type { ActiveAccount } from '../session/active-account.js'
import type { ProviderCalls } from '../wallet/provider-calls.js'
import { followSiwxFlow } from './siwx-flow.js'
import { sessionStoreOf, siwxAppInfo } from './siwx-wiring.js'

export interface InstanceSiwxDeps extends Pick<SiwxDeps, 'switchNetwork' | 'track'> {
  /** `siwx`, the app's SIWX handling: without it sessions are kept in Portico's storage. */
  input: Pick<CreatePorticoOptions, 'siwx' | 'metadata' | 'window'>
  options: Pick<Options, 'isEnabled'>
  storage: Pick<PorticoStorage, 'siwxSessions'>
  chain: Pick<Chain, 'isSupported' | 'activeNetwork' | 'store'>
  account: Pick<Account, 'store'>
  connections: Pick<Connections, 'store' | 'disconnect'>
  active: Pick<ActiveAccount, 'caipAddress' | 'namespace'>
  walletCalls: Pick<ProviderCalls, 'canSign' | 'signMessage'>
  modal: Modal
  router: Router
  snack: Snack
  onStop: (stop: Stop) => void
}

/**
 * Sign-in with X for the instance: the SIWX controller on the app's handling (or Portico's local
 * session store), signing through the connected wallet's provider, and the flow that asks for a
 * signature whenever the active account or network changes.
 */
export function instanceSiwx(deps: InstanceSiwxDeps) {
  const { modal, router, snack, chain, active } = deps
  const config = deps.input.siwx
  const getActiveCaipNetwork = () => chain.activeNetwork()
  const siwx = createSiwx({
    isEnabled: () => config !== undefined,
    isRequired: () => config?.getRequired?.() ?? false,
    sessionStore: config
      ? sessionStoreOf(config)
      : createLocalSiwxSessionStore({ sessions: deps.storage.siwxSessions }),
    isEmailCaptureEnabled: () => deps.options.isEnabled('emailCapture'),
    getActiveCaipAddress: active.caipAddress,
    getActiveCaipNetwork,
    isNetworkSupported: (network: CaipNetwork) => deps.chain.isSupported(network.caipNetworkId),
    getConnectionClient: () =>
      deps.walletCalls.canSign() ? { signMessage: deps.walletCalls.signMessage } : undefined,
    app: siwxAppInfo(deps.input.window?.location.href, deps.input.metadata?.url),
    openModal: modal.open,
    closeModal: modal.close,
    isModalOpen: () => modal.store.getState().open,
    currentView: () => router.store.getState().view,
    resetToConnect: router.resetToConnect,
    switchNetwork: deps.switchNetwork,
    disconnect: async () => {
      await deps.connections.disconnect(active.namespace())
    },
    showLoading: snack.showLoading,
    showError: snack.showError,
    closeSnack: snack.close,
    track: deps.track,
  })
  deps.onStop(
    followSiwxFlow({
      siwx,
      stores: [deps.account.store, chain.store, deps.connections.store],
      activeKey: () => {
        const caipAddress = active.caipAddress()
        const network = getActiveCaipNetwork()
        return caipAddress === undefined || !network
          ? undefined
          : `${caipAddress}@${network.caipNetworkId}`
      },
    }),
  )
  return siwx
}
