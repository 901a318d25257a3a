export interface SolanaMessageSignature {
  /** The base58 address (the ed25519 public key) that signed. */
  address: string
  /** The text that was signed, as UTF-8 bytes (a CAIP-122 sign-in message, say). */
  message: string
  /** The 64-byte ed25519 signature, base58 as Solana wallets give it. */
  signature: string
}

/**
 * Whether `signature` is the ed25519 signature of `message` by `address`. Any malformed input
 * (not an address, not base58, not 64 bytes) is a signature that does not verify, never a throw:
 * callers use this to decide whether to trust a stored session. The package's main entry exports
 * it, so @solana/kit (its errors alone are 38 KB minified) loads through import() at the first
 * check, never in the first load of a host that only imports `portico`.
 */
export async function verifySolanaMessageSignature(
  signed: SolanaMessageSignature,
): Promise<boolean> {
  const { checkSolanaSignature } = await import('./solana-signature-check.js')
  return checkSolanaSignature(signed)
}
