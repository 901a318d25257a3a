import { getAddressEncoder, getBase58Decoder, type Address } from '@solana/kit'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { walletKeyOf, type LoginIdentity } from './login-identity.js'
import { solanaSeedOf, solanaWalletFromSeed } from './solana-wallet.js'
import type { WalletStore } from './wallet-store.js'

/** A login's keys as the visitor takes them away; answered to the secure site's own pages only. */
export interface ExportedKeys {
  address: Hex
  privateKey: Hex
  solanaAddress: Address
  /** Base58 of the 64-byte secret key (seed, then public key): what Solana wallets import. */
  solanaSecretKey: string
}

/** The login's EVM key and its derived Solana key (solana-wallet.ts), in wallets' import formats. */
export async function exportKeys(
  store: WalletStore,
  identity: LoginIdentity,
): Promise<ExportedKeys> {
  const privateKey = store.privateKeyOf(walletKeyOf(identity))
  const account = privateKeyToAccount(privateKey)
  const seed = await solanaSeedOf(account)
  const { address: solanaAddress } = await solanaWalletFromSeed(seed)
  const secretKey = new Uint8Array(64)
  secretKey.set(seed, 0)
  secretKey.set(getAddressEncoder().encode(solanaAddress), 32)
  return {
    address: account.address,
    privateKey,
    solanaAddress,
    solanaSecretKey: getBase58Decoder().decode(secretKey),
  }
}
