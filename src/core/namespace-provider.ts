/**
 * What `portico.getProvider(namespace)` hands the app: the connected wallet of a namespace in the
 * shape the libraries of that namespace expect. eip155 is an EIP-1193 provider (viem, ethers,
 * wagmi), solana a Wallet Standard wallet (@solana/kit, @solana/react).
 */
import type { Eip1193Provider } from '../connectors/injected.js'
import type { StandardWallet } from '../connectors/wallet-standard.js'

export interface NamespaceProviders {
  eip155: Eip1193Provider
  solana: StandardWallet
}

export type ProviderNamespace = keyof NamespaceProviders

export const PROVIDER_NAMESPACES: readonly ProviderNamespace[] = ['eip155', 'solana']
