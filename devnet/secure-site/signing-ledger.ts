import { isSafeRpcMethod } from '../../src/utils/rpc-safety.js'

/** EIP-5792's reads: a batch's capabilities and status sign nothing. */
const BATCH_READS: ReadonlySet<string> = new Set([
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
])

/** A method the site answers without the user's key: neither held nor recorded as signed. */
export const signsNothing = (method: string): boolean =>
  isSafeRpcMethod(method) || BATCH_READS.has(method)

export interface SignedEntry {
  /** The EVM address of the login that signed (its Solana wallet too, on a Solana chain). */
  address: string
  chainId: string
  method: string
  at: string
}

/**
 * What the secure site signed or sent, per login, in memory: the devnet's own record, so a test
 * can show that a request the user cancelled was never signed.
 */
export function createSigningLedger() {
  const entries: SignedEntry[] = []

  const record = (address: string, chainId: string, method: string): void => {
    if (signsNothing(method)) return
    entries.push({ address: address.toLowerCase(), chainId, method, at: new Date().toISOString() })
  }

  const of = (address: string): SignedEntry[] =>
    entries.filter((entry) => entry.address === address.toLowerCase())

  return { record, of }
}

export type SigningLedger = ReturnType<typeof createSigningLedger>
