import {
  address as toAddress,
  getBase58Encoder,
  getPublicKeyFromAddress,
  isAddress,
  signatureBytes,
  verifySignature,
} from '@solana/kit'

import type { SolanaMessageSignature } from './solana-message-signature.js'

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
