const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * The spec's rule is purely lexical: 32 to 44 base58 characters. @solana/kit's `isAddress` also
 * decodes the string and demands exactly 32 bytes, which refuses many 32-44 character strings
 * (e.g. 44 × 'z' or 32 × '2'), so it is deliberately not used here.
 */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * 40 hex digits with an optional 0x prefix. The checksum of a mixed-case address is not
 * verified (viem's strict `isAddress` would), because the spec accepts any 40 hex digits.
 */
export function isEvmAddress(value: string): boolean {
  return EVM_ADDRESS.test(value)
}

export function isSolanaAddress(value: string): boolean {
  return SOLANA_ADDRESS.test(value)
}
