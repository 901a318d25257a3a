import { createSolanaSigner, type PorticoSolanaSigner } from '../../connectors/solana-signers.js'
import { walletStandardChainOf } from '../../connectors/solana-chains.js'
import type { StandardWallet } from '../../connectors/wallet-standard.js'
import type { CaipNetwork } from '../../core/caip-network.js'

export interface SolanaSignerInput {
  /** `portico.getProvider('solana')`: the active Solana connection's Wallet Standard wallet. */
  wallet: StandardWallet | undefined
  /** The active Solana connection's address. */
  address: string | undefined
  /** The solana namespace's current network. */
  network: CaipNetwork | undefined
}

/**
 * `portico.getSolanaSigner()`: @solana/kit signers for the connected Solana account on the current
 * network, undefined while no Solana wallet is connected. This module (and kit with it) arrives
 * through import() on the first call.
 */
export function solanaSigner(input: SolanaSignerInput): PorticoSolanaSigner | undefined {
  const { wallet, address, network } = input
  if (!wallet || address === undefined || !network) return undefined
  return createSolanaSigner({
    wallet,
    address,
    chain: walletStandardChainOf(network.caipNetworkId),
  })
}
