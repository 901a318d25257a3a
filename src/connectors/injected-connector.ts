import type { CaipNetwork } from '../core/caip-network.js'
import type { Connector } from '../core/connector.js'
import { createEmitter } from '../core/emitter.js'
import { createProviderShelf } from './provider-shelf.js'
import type { ConnectorEvent, ConnectorKind, WalletConnector } from './wallet-connector.js'
import { createInjectedWallet, isEip1193Provider, type InjectedWallet } from './injected.js'

export interface InjectedConnectorDeps {
  getConnector: (connectorId: string) => Connector | undefined
  findNetwork: (caipNetworkId: string) => CaipNetwork | undefined
}

export const NOT_INJECTED_MESSAGE = 'The connector has no EIP-1193 provider'

/**
 * Installed EVM wallets (EIP-6963 or window.ethereum) as a connector kind: the connector's provider
 * is asked for its accounts, and is the provider Portico and the app use (its `getProvider`). What
 * the wallet says on its own afterwards (another account, another chain) is the kind's events.
 */
export function injectedConnectors(deps: InjectedConnectorDeps): ConnectorKind {
  const wallets = new Map<string, InjectedWallet>()
  const unfollow = new Map<string, () => void>()
  const events = createEmitter<ConnectorEvent>()
  const shelf = createProviderShelf(events.emit)
  const providers = shelf.source('eip155')

  const follow = (connectorId: string, wallet: InjectedWallet): void => {
    unfollow.get(connectorId)?.()
    unfollow.set(
      connectorId,
      wallet.on((event) => {
        events.emit({ ...event, connectorId, namespace: 'eip155' })
      }),
    )
  }

  const connectorOf = (connectorId: string): WalletConnector => ({
    connect: async (options) => {
      const provider = deps.getConnector(connectorId)?.provider
      if (!isEip1193Provider(provider)) throw new Error(NOT_INJECTED_MESSAGE)
      const wallet = wallets.get(connectorId) ?? createInjectedWallet(provider)
      const { accounts, caipNetworkId } = await wallet.connect(
        options.method === 'external' && options.silent === true,
      )
      wallets.set(connectorId, wallet)
      follow(connectorId, wallet)
      providers.supply(connectorId, provider)
      return { accounts, caipNetwork: deps.findNetwork(caipNetworkId) }
    },
    disconnect: async () => {
      const wallet = wallets.get(connectorId)
      wallets.delete(connectorId)
      unfollow.get(connectorId)?.()
      unfollow.delete(connectorId)
      providers.withdraw(connectorId)
      await wallet?.disconnect()
    },
    getProvider: (namespace) => shelf.get(namespace, connectorId),
    switchNetwork: async (network) => {
      await wallets.get(connectorId)?.switchChain(network)
    },
  })

  return {
    connectorOf,
    on: events.on,
    stop: () => {
      for (const stopFollowing of unfollow.values()) stopFollowing()
      unfollow.clear()
      events.clear()
    },
  }
}
