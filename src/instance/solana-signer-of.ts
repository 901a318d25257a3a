import type { PorticoSolanaSigner } from '../connectors/solana-signers.js'
import type { PorticoInternals } from '../create-portico.js'
import { solanaSigner } from '../wiring/wallet/solana-signer.js'

/**
 * `portico.getSolanaSigner()` on the instance's connected Solana account; this module (and kit
 * with it) arrives through import() on the first call.
 */
export function solanaSignerOf(internals: PorticoInternals): PorticoSolanaSigner | undefined {
  const { getWalletProvider, account, chain } = internals
  return solanaSigner({
    wallet: getWalletProvider('solana'),
    address: account.getAccount('solana').address,
    network: chain.networkState('solana').caipNetwork,
  })
}
