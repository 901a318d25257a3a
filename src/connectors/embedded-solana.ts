import {
  createEmbeddedSolanaWallet,
  type EmbeddedSolanaWalletDeps,
} from './embedded-solana-wallet.js'
import { registerWallet, type WalletRegistrationTarget } from './register-wallet.js'

/**
 * The embedded Solana account of a login (or, with its requests sent over the session,
 * WalletConnect's): its Wallet Standard wallet, which the app and the modal both sign with
 * (`portico.getProvider('solana')`), so both go one way to the secure frame. It is registered
 * with the page's Wallet Standard registries while the login (or the session) lasts.
 */
export function createEmbeddedSolana(
  deps: EmbeddedSolanaWalletDeps & {
    /** The page, where the wallet is registered for the app's wallet-standard code. */
    registrationTarget?: WalletRegistrationTarget | undefined
  },
) {
  const embedded = createEmbeddedSolanaWallet(deps)
  const unregister = deps.registrationTarget
    ? registerWallet(deps.registrationTarget, embedded.wallet)
    : undefined
  return {
    wallet: embedded.wallet,
    end: (): void => {
      embedded.end()
      unregister?.()
    },
  }
}

export type EmbeddedSolana = ReturnType<typeof createEmbeddedSolana>
