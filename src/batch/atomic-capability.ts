import { quantityToHex } from '../utils/evm.js'
import { isRecord } from '../utils/is-record.js'

const ATOMIC_READY: readonly unknown[] = ['supported', 'ready']

/**
 * Whether a wallet_getCapabilities answer says the wallet sends a chain's calls atomically: its
 * `atomic` capability for that chain, or for every chain (EIP-5792's "0x0"), is `supported` or
 * `ready` (the wallet upgrades the account with the first batch).
 */
export function atomicOn(capabilities: unknown, chainId: number): boolean {
  const statusOf = (key: string): unknown => {
    const chain = isRecord(capabilities) ? capabilities[key] : undefined
    return isRecord(chain) && isRecord(chain.atomic) ? chain.atomic.status : undefined
  }
  return ATOMIC_READY.includes(statusOf(quantityToHex(chainId)) ?? statusOf('0x0'))
}
