import type { CaipNetwork } from '../core/caip-network.js'
import {
  createEmbeddedSolanaWallet,
  type EmbeddedSolanaWalletDeps,
} from './embedded-solana-wallet.js'
import { solanaWalletActions } from './solana-wallet-actions.js'
import { createStandardWallet } from './wallet-standard.js'

/**
 * The embedded Solana account of a login: its Wallet Standard wallet (for the app) and the
 * modal's wallet actions made on that same wallet, so both go one way to the secure frame.
 */
export function createEmbeddedSolana(
  deps: EmbeddedSolanaWalletDeps & { networkFor: (caipNetworkId: string) => CaipNetwork },
) {
  const embedded = createEmbeddedSolanaWallet(deps)
  const client = createStandardWallet(embedded.wallet)
  return {
    wallet: embedded.wallet,
    actions: solanaWalletActions(client, deps.networkFor),
    end: embedded.end,
  }
}

export type EmbeddedSolana = ReturnType<typeof createEmbeddedSolana>
