import type { WalletAssetsRequest } from '../controllers/balances.js'
import type { CaipNetwork } from '../core/caip-network.js'
import type { ChainNamespace } from '../utils/caip.js'
import { noWalletActionMessage, type WalletActions } from '../connectors/wallet-actions.js'

type Actions = Partial<WalletActions>

/**
 * The instance's current wallet actions. The controllers get stable functions that look up the
 * latest actions on every call, so the app can swap wallets without rebuilding controllers.
 *
 * Connectors set the actions of their namespace (an EVM and a Solana wallet can be connected at
 * once); actions the app sets without a namespace serve every namespace whose connector did not
 * set that action. A network switch goes to the wallet of the network's namespace.
 */
export function createWalletActionsSlot(activeNamespace: () => ChainNamespace = () => 'eip155') {
  let appWide: Actions = {}
  const scoped = new Map<ChainNamespace, Actions>()

  const actionOf = <K extends keyof WalletActions>(
    action: K,
    namespace: ChainNamespace,
  ): WalletActions[K] | undefined => scoped.get(namespace)?.[action] ?? appWide[action]

  const missing = (action: keyof WalletActions): Promise<never> =>
    Promise.reject(new Error(noWalletActionMessage(action)))

  return {
    set: (actions: Actions, namespace?: ChainNamespace): void => {
      if (namespace === undefined) appWide = { ...actions }
      else scoped.set(namespace, { ...actions })
    },
    clear: (namespace?: ChainNamespace): void => {
      if (namespace === undefined) appWide = {}
      else scoped.delete(namespace)
    },
    /** The namespace's own action, else the app's; undefined when neither has it. */
    get: actionOf,
    /** Resolves without asking anything when the wallet cannot switch itself. */
    switchNetwork: (network: CaipNetwork): Promise<void> => {
      const switchTo = actionOf('switchNetwork', network.chainNamespace)
      return switchTo ? switchTo(network) : Promise.resolve()
    },
    getCapabilities: (account: string): Promise<unknown> => {
      const get = actionOf('getCapabilities', 'eip155')
      return get ? get(account) : missing('getCapabilities')
    },
    /** Aborts the active namespace's pending wallet requests; false when its wallet cannot. */
    abortRequests: (): boolean => {
      const abort = actionOf('abortRequests', activeNamespace())
      abort?.()
      return abort !== undefined
    },
    walletGetAssets: (request: WalletAssetsRequest): Promise<unknown> => {
      const get = actionOf('walletGetAssets', 'eip155')
      return get ? get(request) : missing('walletGetAssets')
    },
  }
}

export type WalletActionsSlot = ReturnType<typeof createWalletActionsSlot>
