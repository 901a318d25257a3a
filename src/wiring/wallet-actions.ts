import type { WalletAssetsRequest } from '../controllers/balances.js'
import type { CaipNetwork } from '../core/caip-network.js'
import { noWalletActionMessage, type WalletActions } from '../connectors/wallet-actions.js'

type Actions = Partial<WalletActions>

/**
 * The wallet actions the app gives (`walletActions`, `setWalletActions`). The controllers get
 * stable functions that look up the latest actions on every call, so the app can swap them without
 * rebuilding controllers. Portico's own connectors need none of these: their network switch and
 * abort are the connector's (connectors/wallet-connector.ts), their signing the provider's.
 */
export function createWalletActionsSlot() {
  let given: Actions = {}

  const missing = (action: keyof WalletActions): Promise<never> =>
    Promise.reject(new Error(noWalletActionMessage(action)))

  return {
    set: (actions: Actions): void => {
      given = { ...actions }
    },
    clear: (): void => {
      given = {}
    },
    /** The app's action; undefined when it gave none. */
    get: <K extends keyof WalletActions>(action: K): WalletActions[K] | undefined => given[action],
    /** Resolves without asking anything when the app gave no switch. */
    switchNetwork: (network: CaipNetwork): Promise<void> =>
      given.switchNetwork ? given.switchNetwork(network) : Promise.resolve(),
    getCapabilities: (account: string): Promise<unknown> =>
      given.getCapabilities ? given.getCapabilities(account) : missing('getCapabilities'),
    /** Aborts the app's wallet's pending requests; false when it cannot. */
    abortRequests: (): boolean => {
      given.abortRequests?.()
      return given.abortRequests !== undefined
    },
    walletGetAssets: (request: WalletAssetsRequest): Promise<unknown> =>
      given.walletGetAssets ? given.walletGetAssets(request) : missing('walletGetAssets'),
  }
}

export type WalletActionsSlot = ReturnType<typeof createWalletActionsSlot>
