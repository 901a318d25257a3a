import type { Store } from '../../core/store.js'
import { createSiwx, type Siwx } from '../../controllers/siwx.js'
import type { SiwxState } from '../../controllers/siwx-store.js'
import type { CaipNetwork } from '../../core/caip-network.js'
import { createLocalSiwxSessionStore } from '../../core/siwx-session-store.js'
import type { InstanceSiwxDeps } from './instance-siwx-deps.js'
import { sessionStoreOf, siwxAppInfo } from './siwx-wiring.js'

/**
 * The instance's SIWX controller on its store, with the app's handling or Portico's local session
 * store: loaded with the first sign-in step, so an app without SIWX never fetches it.
 */
export function siwxController(deps: InstanceSiwxDeps, store: Store<SiwxState>): Siwx {
  const { modal, router, snack, chain, active } = deps
  const config = deps.input.siwx
  const getActiveCaipNetwork = () => chain.activeNetwork()
  return createSiwx(
    {
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
    },
    store,
  )
}
