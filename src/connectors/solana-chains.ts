import { parseCaipNetworkId } from '../utils/caip.js'

/**
 * CAIP-2 names a Solana cluster by the first 32 characters of its genesis hash; the Wallet
 * Standard names the three public clusters by word. Only these three exist in the Wallet Standard.
 */
const WALLET_STANDARD_CHAINS: Readonly<Record<string, string>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

export const unknownSolanaClusterMessage = (caipNetworkId: string): string =>
  `No Wallet Standard chain for the Solana network ${caipNetworkId}`

/** The Wallet Standard chain of a Solana CAIP-2 network id; throws for other clusters. */
export function walletStandardChainOf(caipNetworkId: string): string {
  const { chainNamespace, chainId } = parseCaipNetworkId(caipNetworkId)
  const chain = chainNamespace === 'solana' ? WALLET_STANDARD_CHAINS[chainId] : undefined
  if (chain === undefined) throw new Error(unknownSolanaClusterMessage(caipNetworkId))
  return chain
}
