/**
 * The Solana adapter: Wallet Standard discovery, and connect and disconnect for the wallets it
 * finds, whose wallet is then the solana namespace's provider (the modal and the app sign with it). This module (with @wallet-standard/app and @solana/kit) is loaded through
 * `import()` only when the app configured a Solana network, so EVM-only pages never fetch it.
 */
import { getWallets } from '@wallet-standard/app'
import type { CaipNetwork } from '../core/caip-network.js'
import type { ConnectedAccounts } from '../core/connect-request.js'
import type { Connector } from '../core/connector.js'
import type { ProviderSource } from './provider-shelf.js'
import { EMBEDDED_WALLET_FEATURE } from './embedded-solana-wallet.js'
import { WALLET_STANDARD_ID_PREFIX } from './wallet-standard-id.js'
import {
  createStandardWallet,
  isSolanaStandardWallet,
  type StandardAccount,
  type StandardWallet,
  type StandardWalletClient,
} from './wallet-standard.js'

export type SolanaConnector = Connector<StandardWallet>

export interface SolanaAdapterDeps {
  /** The app's Solana networks, which every Wallet Standard connector offers. */
  chains: readonly CaipNetwork[]
  addConnectors: (connectors: Connector[]) => void
  removeConnector: (connectorId: string) => void
  getConnector: (connectorId: string) => Connector | undefined
  /** The Solana namespace's current network. */
  currentNetwork: () => CaipNetwork | undefined
  /** Where the connected wallet is handed to the app, as it is (`portico.getProvider('solana')`). */
  providers?: ProviderSource<'solana'>
  /** The user picked other accounts in the wallet (none: the wallet ended the connection). */
  onAccountsChanged: (connectorId: string, accounts: { address: string }[]) => void
}

export const NOT_STANDARD_WALLET_MESSAGE = 'The connector has no Wallet Standard wallet'

export const connectorIdOfWallet = (wallet: Pick<StandardWallet, 'name'>): string =>
  `${WALLET_STANDARD_ID_PREFIX}${wallet.name}`

const addressesOf = (accounts: readonly StandardAccount[]) =>
  accounts.map((account) => ({ address: account.address }))

export function createSolanaAdapter(deps: SolanaAdapterDeps) {
  const chains = [...deps.chains]
  const clients = new Map<string, StandardWalletClient>()
  const unfollow = new Map<string, () => void>()
  const registry = getWallets()

  const connectorOf = (wallet: StandardWallet): SolanaConnector => ({
    id: connectorIdOfWallet(wallet),
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    chains,
    imageUrl: wallet.icon,
    info: { name: wallet.name, icon: wallet.icon },
    provider: wallet,
  })

  const add = (wallets: readonly unknown[]): void => {
    // Portico's own embedded wallet is registered for the app's wallet-standard code only.
    const listed = wallets
      .filter(isSolanaStandardWallet)
      .filter((wallet) => !(EMBEDDED_WALLET_FEATURE in wallet.features))
    deps.addConnectors(listed.map(connectorOf))
  }

  const stopRegister = registry.on('register', (...wallets) => {
    add(wallets)
  })
  const stopUnregister = registry.on('unregister', (...wallets) => {
    for (const wallet of wallets) deps.removeConnector(connectorIdOfWallet(wallet))
  })
  add(registry.get())

  const clientFor = (connectorId: string): StandardWalletClient => {
    const known = clients.get(connectorId)
    if (known) return known
    const wallet = deps.getConnector(connectorId)?.provider
    if (!isSolanaStandardWallet(wallet)) throw new Error(NOT_STANDARD_WALLET_MESSAGE)
    const client = createStandardWallet(wallet)
    clients.set(connectorId, client)
    return client
  }

  /**
   * Connects the wallet (silently: only what it already allowed, as after a reload) and makes it
   * the solana namespace's wallet.
   */
  const connect = async (connectorId: string, silent = false): Promise<ConnectedAccounts> => {
    const client = clientFor(connectorId)
    const accounts = await client.connect(silent)
    if (accounts.length === 0) throw new Error(`${client.wallet.name} shared no account`)
    unfollow.get(connectorId)?.()
    unfollow.set(
      connectorId,
      client.on((event) => {
        deps.onAccountsChanged(connectorId, addressesOf(event.accounts))
      }),
    )
    deps.providers?.supply(connectorId, client.wallet)
    return { accounts: addressesOf(accounts), caipNetwork: deps.currentNetwork() }
  }

  const disconnect = async (connectorId: string): Promise<void> => {
    const client = clients.get(connectorId)
    unfollow.get(connectorId)?.()
    unfollow.delete(connectorId)
    deps.providers?.withdraw(connectorId)
    await client?.disconnect()
  }

  const stop = (): void => {
    stopRegister()
    stopUnregister()
    for (const stopFollowing of unfollow.values()) stopFollowing()
    unfollow.clear()
  }

  return { connect, disconnect, stop }
}

export type SolanaAdapter = ReturnType<typeof createSolanaAdapter>
