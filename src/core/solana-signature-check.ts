import {
  address as toAddress,
  getBase58Encoder,
  getPublicKeyFromAddress,
  isAddress,
  signatureBytes,
  verifySignature,
} from '@solana/kit'

/** A Solana message signature to verify: the message, its base58 signature and the address. */
export interface SolanaMessageSignature {
  /** The base58 address (the ed25519 public key) that signed. */
  address: string
  /** The text that was signed, as UTF-8 bytes (a CAIP-122 sign-in message, say). */
  message: string
  /** The 64-byte ed25519 signature, base58 as Solana wallets give it. */
  signature: string
}

const ED25519_SIGNATURE_BYTES = 64

/** verifySolanaMessageSignature's work, on @solana/kit: loaded only when a signature is checked. */
export async function checkSolanaSignature({
  address,
  message,
  signature,
}: SolanaMessageSignature): Promise<boolean> {
  if (!isAddress(address)) return false
  let bytes: Uint8Array
  try {
    bytes = Uint8Array.from(getBase58Encoder().encode(signature))
  } catch {
    return false
  }
  if (bytes.length !== ED25519_SIGNATURE_BYTES) return false
  const publicKey = await getPublicKeyFromAddress(toAddress(address))
  return verifySignature(publicKey, signatureBytes(bytes), new TextEncoder().encode(message))
}
