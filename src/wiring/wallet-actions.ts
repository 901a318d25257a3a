import type { Hex } from '../utils/evm.js'
import type { BalancesDeps, WalletAssetsRequest } from '../controllers/balances.js'
import type { EvmSendRequest, SendDeps } from '../controllers/send.js'
import type { SwapTransactionRequest } from '../controllers/swap-api.js'
import type { CaipNetwork } from '../core/caip-network.js'
import type { ChainNamespace } from '../utils/caip.js'

/**
 * What the connected wallet can do beyond its provider, as the app (or a connector adapter)
 * provides it: the network switch, the embedded wallet's abort, the wallet's capabilities and
 * assets. Signing and sending go through the connection's provider (provider-calls.ts); the
 * signing calls here serve only a connection that has no provider (an app's own adapter, or
 * WalletConnect's Solana session).
 */
export interface WalletActions {
  /** eth_sendTransaction, for sends and swaps; resolves to the transaction hash. */
  sendTransaction: (request: EvmSendRequest | SwapTransactionRequest) => Promise<Hex>
  sendSolanaTransfer: SendDeps['sendSolanaTransfer']
  /** personal_sign on EVM, signMessage on Solana; resolves to the signature. */
  signMessage: (message: string, address: string) => Promise<string>
  /** Asks the wallet to change network; without it only Portico's active network changes. */
  switchNetwork?: (network: CaipNetwork) => Promise<void>
  getCapabilities?: BalancesDeps['getCapabilities']
  walletGetAssets?: BalancesDeps['walletGetAssets']
  /**
   * Ends the wallet's pending signing requests where it runs them (the embedded wallet's frame):
   * called when the user cancels on ApproveTransaction, so nothing is signed after the no.
   */
  abortRequests?: () => void
}

export const noWalletActionMessage = (action: keyof WalletActions): string =>
  `No connected wallet provides ${action}`

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
