import type { CaipNetwork } from '../core/caip-network.js'
import {
  createEmbeddedSolanaWallet,
  type EmbeddedSolanaWalletDeps,
} from './embedded-solana-wallet.js'
import { registerWallet, type WalletRegistrationTarget } from './register-wallet.js'
import { solanaWalletActions } from './solana-wallet-actions.js'
import { createStandardWallet } from './wallet-standard.js'

/**
 * The embedded Solana account of a login: its Wallet Standard wallet (for the app) and the
 * modal's wallet actions made on that same wallet, so both go one way to the secure frame. It is
 * registered with the page's Wallet Standard registries while the login lasts.
 */
export function createEmbeddedSolana(
  deps: EmbeddedSolanaWalletDeps & {
    networkFor: (caipNetworkId: string) => CaipNetwork
    /** The page, where the wallet is registered for the app's wallet-standard code. */
    registrationTarget?: WalletRegistrationTarget | undefined
  },
) {
  const embedded = createEmbeddedSolanaWallet(deps)
  const client = createStandardWallet(embedded.wallet)
  const unregister = deps.registrationTarget
    ? registerWallet(deps.registrationTarget, embedded.wallet)
    : undefined
  return {
    wallet: embedded.wallet,
    actions: solanaWalletActions(client, deps.networkFor),
    end: (): void => {
      embedded.end()
      unregister?.()
    },
  }
}

export type EmbeddedSolana = ReturnType<typeof createEmbeddedSolana>
