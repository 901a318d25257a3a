import type { PorticoSolanaSigner } from '../connectors/solana-signers.js'
import type { StandardWallet } from '../connectors/wallet-standard.js'
import type { CaipNetwork } from '../core/caip-network.js'

export interface SolanaSignerDeps {
  /** `portico.getProvider('solana')`: the active Solana connection's Wallet Standard wallet. */
  wallet: () => StandardWallet | undefined
  /** The active Solana connection's address. */
  address: () => string | undefined
  /** The solana namespace's current network. */
  network: () => CaipNetwork | undefined
}

/**
 * `portico.getSolanaSigner()`: @solana/kit signers for the connected Solana account on the current
 * network, undefined while no Solana wallet is connected. Kit's code arrives through import().
 */
export function solanaSignerOf(deps: SolanaSignerDeps) {
  return async (): Promise<PorticoSolanaSigner | undefined> => {
    const wallet = deps.wallet()
    const address = deps.address()
    const network = deps.network()
    if (!wallet || address === undefined || !network) return undefined
    const [{ createSolanaSigner }, { walletStandardChainOf }] = await Promise.all([
      import('../connectors/solana-signers.js'),
      import('../connectors/solana-chains.js'),
    ])
    return createSolanaSigner({
      wallet,
      address,
      chain: walletStandardChainOf(network.caipNetworkId),
    })
  }
}
