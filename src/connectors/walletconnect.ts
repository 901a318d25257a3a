import { lazyController } from '../core/lazy-controller.js'
import type { WalletConnectHandlers, WalletConnectHandlersDeps } from './walletconnect-handlers.js'

export type { WalletConnectOptions } from './walletconnect-handlers.js'

/**
 * WalletConnect's adapter calls, in the first load only as this facade: the handlers themselves
 * arrive through `import()` on the first pairing, disconnect or restore, so a page that never
 * uses WalletConnect never downloads them.
 */
export function createWalletConnectHandlers(
  deps: WalletConnectHandlersDeps,
): WalletConnectHandlers {
  const sessionDeleteListeners = new Set<() => void>()
  let destroyed = false

  const handlers = lazyController(() =>
    import('./walletconnect-handlers.js').then(({ createWalletConnectHandlers }) => {
      const made = createWalletConnectHandlers(deps)
      made.onSessionDelete(() => {
        for (const listener of sessionDeleteListeners) listener()
      })
      return made
    }),
  )
  const { load } = handlers

  return {
    createPairing: async () => (await load()).createPairing(),
    connectWalletConnect: async (pairingUri) => (await load()).connectWalletConnect(pairingUri),
    onSessionDelete: (listener) => {
      sessionDeleteListeners.add(listener)
      return () => {
        sessionDeleteListeners.delete(listener)
      }
    },
    disconnect: async () => (await load()).disconnect(),
    request: async (args, chainId) => (await load()).request(args, chainId),
    restore: async () => {
      if (!destroyed) await (await load()).restore()
    },
    destroy: () => {
      destroyed = true
      sessionDeleteListeners.clear()
      void handlers.whenLoaded((made) => {
        made.destroy()
      })
    },
  }
}
