import { createHash } from 'node:crypto'
import {
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  type Address,
} from '@solana/kit'
import { keccak256, stringToHex, type PrivateKeyAccount } from 'viem'

/** A user's embedded Solana wallet: an ed25519 key pair that stays on the server. */
export interface SolanaWallet {
  address: Address
  keyPair: CryptoKeyPair
}

/** What the user's EVM key signs to derive the Solana seed; changing it changes every address. */
const DERIVATION_HASH = keccak256(stringToHex('portico devnet secure site: solana key v1'))

/** The ed25519 seed of the user's Solana key (see solanaWalletOf); only a key export reads it. */
export async function solanaSeedOf(account: PrivateKeyAccount): Promise<Uint8Array> {
  const signature = await account.sign({ hash: DERIVATION_HASH })
  return new Uint8Array(
    createHash('sha256')
      .update(Buffer.from(signature.slice(2), 'hex'))
      .digest(),
  )
}

/**
 * The Solana wallet of the user whose EVM wallet is `account`. Derived, not stored: the user's
 * EVM key signs a fixed hash (RFC 6979 signatures are deterministic) and the SHA-256 of that
 * signature is the ed25519 seed, so the same login always has the same Solana address and
 * wallets.json keeps one key per login.
 */
export async function solanaWalletOf(account: PrivateKeyAccount): Promise<SolanaWallet> {
  return solanaWalletFromSeed(await solanaSeedOf(account))
}

/** The wallet of a seed solanaSeedOf gave (a key export holds the seed already). */
export async function solanaWalletFromSeed(seed: Uint8Array): Promise<SolanaWallet> {
  const keyPair = await createKeyPairFromPrivateKeyBytes(seed)
  return { address: await getAddressFromPublicKey(keyPair.publicKey), keyPair }
}
