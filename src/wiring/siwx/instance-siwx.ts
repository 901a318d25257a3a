import type { Siwx } from '../../controllers/siwx.js'
import type { InstanceSiwxDeps } from './instance-siwx-deps.js'
import { lazyController } from '../../core/lazy-controller.js'
import { followSiwxFlow } from './siwx-flow.js'

/**
 * Sign-in with X for the instance: the SIWX controller on the app's handling (or Portico's local
 * session store), signing through the connected wallet's provider, and the flow that asks for a
 * signature whenever the active account or network changes.
 */
export function instanceSiwx(deps: InstanceSiwxDeps) {
  const { chain, active } = deps
  const getActiveCaipNetwork = () => chain.activeNetwork()
  const store = deps.siwxStore
  const controller = lazyController(async () =>
    (await import('./siwx-controller.js')).siwxController(deps, store),
  )
  const load = controller.load
  // The controller's code comes with the first step that needs it; reading the state does not.
  const siwx: Siwx = {
    store,
    createMessage: async () => (await load()).createMessage(),
    currentMessage: async () => (await load()).currentMessage(),
    signMessage: async (message) => (await load()).signMessage(message),
    // Without the app's SIWX nothing is ever asked: the flow never loads the controller.
    initializeIfEnabled: async () => {
      if (deps.input.siwx) await (await load()).initializeIfEnabled()
    },
    continueAfterDataCapture: async (email) => (await load()).continueAfterDataCapture(email),
    requestSignMessage: async () => (await load()).requestSignMessage(),
    cancelSignMessage: async () => (await load()).cancelSignMessage(),
    signOut: async () => (await load()).signOut(),
  }
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
