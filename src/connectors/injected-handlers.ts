import type { CaipNetwork } from '../core/caip-network.js'
import type { ConnectedAccounts } from '../core/connect-request.js'
import type { Connector } from '../core/connector.js'
import type { WalletActions } from './wallet-actions.js'
import type { ProviderSource } from './provider-source.js'
import {
  createInjectedWallet,
  isEip1193Provider,
  type InjectedWallet,
  type InjectedWalletEvent,
} from './injected.js'

export interface InjectedHandlersDeps {
  getConnector: (connectorId: string) => Connector | undefined
  findNetwork: (caipNetworkId: string) => CaipNetwork | undefined
  /** Hands the wallet's network switch to the instance; it signs through its provider. */
  setWalletActions: (actions: Partial<WalletActions>) => void
  clearWalletActions: () => void
  /** The wallet's own EIP-1193 provider is what the app gets (`portico.getProvider('eip155')`). */
  providers: ProviderSource<'eip155'>
  /** What the wallet says on its own after connecting: another account, another chain. */
  onWalletEvent: (connectorId: string, event: InjectedWalletEvent) => void
}

export const NOT_INJECTED_MESSAGE = 'The connector has no EIP-1193 provider'

/**
 * connectExternal and disconnect for installed (EIP-6963 or window.ethereum) wallets: the
 * connector's provider is asked for its accounts, and is the provider Portico and the app use.
 */
export function createInjectedHandlers(deps: InjectedHandlersDeps) {
  const wallets = new Map<string, InjectedWallet>()
  const unfollow = new Map<string, () => void>()

  const connectExternal = async (
    connectorId: string,
    options: { silent: boolean } = { silent: false },
  ): Promise<ConnectedAccounts> => {
    const provider = deps.getConnector(connectorId)?.provider
    if (!isEip1193Provider(provider)) throw new Error(NOT_INJECTED_MESSAGE)
    const wallet = wallets.get(connectorId) ?? createInjectedWallet(provider)
    const { accounts, caipNetworkId } = await wallet.connect(options.silent)
    wallets.set(connectorId, wallet)
    unfollow.get(connectorId)?.()
    unfollow.set(
      connectorId,
      wallet.on((event) => {
        deps.onWalletEvent(connectorId, event)
      }),
    )
    deps.setWalletActions({ switchNetwork: wallet.switchChain })
    deps.providers.supply(connectorId, provider)
    return { accounts, caipNetwork: deps.findNetwork(caipNetworkId) }
  }

  const disconnect = async (_namespace: string, connectorId: string): Promise<void> => {
    const wallet = wallets.get(connectorId)
    wallets.delete(connectorId)
    unfollow.get(connectorId)?.()
    unfollow.delete(connectorId)
    deps.clearWalletActions()
    deps.providers.withdraw(connectorId)
    await wallet?.disconnect()
  }

  return { connectExternal, disconnect }
}
