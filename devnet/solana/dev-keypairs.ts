import { createHash } from 'node:crypto'
import {
  createKeyPairFromPrivateKeyBytes,
  getAddressEncoder,
  getAddressFromPublicKey,
  getBase58Decoder,
  type Address,
} from '@solana/kit'

export const SOLANA_DEV_KEYPAIR_COUNT = 6

/** Which dev keypair plays which part in the seeded devnet. */
export const SOLANA_DEV_ROLES = {
  /** The keypair wallets connect with. */
  wallet: 0,
  /** Mint authority of the devnet USDC, so it is the one that mints (the on-ramp). */
  mintAuthority: 4,
} as const

export interface SolanaDevKeypair {
  index: number
  address: Address
  /** 64 bytes, private seed then public key: the Solana CLI keypair file format. */
  secretKey: Uint8Array
  /** The same 64 bytes in base58, the form wallets such as Phantom import. */
  secretKeyBase58: string
}

/**
 * The seed of every dev keypair is public (a hash of a fixed label), so the addresses are the same
 * on every start. Never hold anything of value with them.
 */
function devKeypairSeed(index: number): Uint8Array {
  return createHash('sha256')
    .update(`portico solana devnet keypair ${String(index)}`)
    .digest()
}

export async function deriveSolanaDevKeypair(index: number): Promise<SolanaDevKeypair> {
  const seed = devKeypairSeed(index)
  const keyPair = await createKeyPairFromPrivateKeyBytes(seed)
  const address = await getAddressFromPublicKey(keyPair.publicKey)
  const secretKey = new Uint8Array(64)
  secretKey.set(seed, 0)
  secretKey.set(getAddressEncoder().encode(address), 32)
  return { index, address, secretKey, secretKeyBase58: getBase58Decoder().decode(secretKey) }
}

export function deriveSolanaDevKeypairs(
  count: number = SOLANA_DEV_KEYPAIR_COUNT,
): Promise<SolanaDevKeypair[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => deriveSolanaDevKeypair(index)))
}
