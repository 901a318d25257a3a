import { isSafeRpcMethod } from '../../src/utils/rpc-safety.js'

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
    if (isSafeRpcMethod(method)) return
    entries.push({ address: address.toLowerCase(), chainId, method, at: new Date().toISOString() })
  }

  const of = (address: string): SignedEntry[] =>
    entries.filter((entry) => entry.address === address.toLowerCase())

  return { record, of }
}

export type SigningLedger = ReturnType<typeof createSigningLedger>
