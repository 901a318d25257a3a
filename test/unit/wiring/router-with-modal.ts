import { createModal } from '../../../src/controllers/modal.js'
import { createRouter } from '../../../src/controllers/router.js'

/** A router and a modal wired to each other as createPortico wires them, connected, no SIWX. */
export function routerWithModal() {
  const router = createRouter({
    hasExceededUsageLimit: () => false,
    isConnected: () => true,
    reloadAuthConnector: () => undefined,
    syncDappData: () => undefined,
  })
  const modal = createModal({
    resetRouter: router.reset,
    currentView: () => router.store.getState().view,
    isSiwxRequired: () => false,
    hasSiwxSession: () => false,
  })
  router.onCloseRequested(modal.close)
  return { router, modal }
}
