import { lazyController } from '../core/lazy-controller.js'
import type { PorticoInternals } from '../create-portico.js'
import { accountOf } from './instance-account.js'
import { registerInternals } from './internal-handle.js'
import type { Portico, PorticoModalState, PorticoSiwxSession } from './public-portico.js'
import { watchDerived } from './watch-derived.js'

/**
 * The instance an app holds, made from the internals `createPortico` builds: the members of
 * issue 39's list, each a call on the controllers, and none of the controllers themselves. The
 * internals stay reachable from Portico's own entries through `internalsOf`.
 */
export function publicInstance(internals: PorticoInternals): Portico {
  const { modal, router, chain, account, connections, theme, siwx } = internals
  const modalState = (): PorticoModalState => ({
    open: modal.store.getState().open,
    view: router.store.getState().view,
  })
  const siwxSession = (): PorticoSiwxSession => {
    const { status, signedIn, email } = siwx.store.getState()
    return { status, signedIn, email }
  }
  // Ending a connection is rare beside the first load, so its code comes with the first call.
  const disconnecting = lazyController(() => import('../wiring/session/instance-disconnect.js'))
  const portico: Portico = {
    open: internals.open,
    close: internals.close,
    subscribeModal: (listener) => watchDerived([modal.store, router.store], modalState, listener),
    disconnect: async (namespace) =>
      (await disconnecting.load()).disconnectNamespaces(internals.connections)(namespace),
    switchNetwork: internals.switchNetwork,
    signMessage: internals.signMessage,
    getAccount: () => accountOf(internals),
    subscribeAccount: (listener) =>
      watchDerived(
        [chain.store, account.store, connections.store],
        () => accountOf(internals),
        listener,
      ),
    getProvider: internals.getProvider,
    subscribeProvider: internals.subscribeProvider,
    getSolanaSigner: async () => (await import('./solana-signer-of.js')).solanaSignerOf(internals),
    setLocale: internals.setLocale,
    setThemeMode: theme.setThemeMode,
    setThemeVariables: theme.setThemeVariables,
    setAnalyticsConsent: internals.setAnalyticsConsent,
    subscribeEvents: (listener) =>
      internals.events.store.select(
        (state) => state.lastEvent,
        (event) => {
          if (event) listener(event)
        },
      ),
    getSiwxSession: siwxSession,
    subscribeSiwxSession: (listener) => watchDerived([siwx.store], siwxSession, listener),
    load: async (feature) => {
      await internals[feature].load()
    },
    initialize: internals.initialize,
    restored: internals.restored,
    destroy: internals.destroy,
  }
  registerInternals(portico, internals)
  return portico
}
