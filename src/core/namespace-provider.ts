/**
 * What `portico.getProvider(namespace)` hands the app: the connected wallet of a namespace in the
 * shape the libraries of that namespace expect. eip155 is an EIP-1193 provider (viem, ethers,
 * wagmi), solana a Wallet Standard wallet (@solana/kit, @solana/react).
 */
import type { Eip1193Provider } from '../connectors/injected.js'
import type { StandardWallet } from '../connectors/wallet-standard.js'

/** What `getProvider` answers per namespace. */
export interface NamespaceProviders {
  /** An EIP-1193 provider (viem, ethers, wagmi). */
  eip155: Eip1193Provider
  /** A Wallet Standard wallet. */
  solana: StandardWallet
}

/** A namespace `getProvider` serves. */
export type ProviderNamespace = keyof NamespaceProviders

export const PROVIDER_NAMESPACES: readonly ProviderNamespace[] = ['eip155', 'solana']
