import type { Address } from '@solana/kit'
import { forwardRpc } from './forward-rpc.js'

/** What a new embedded Solana wallet holds: enough for thousands of devnet transactions. */
export const SOLANA_WALLET_LAMPORTS = 10_000_000_000

/**
 * Airdrops to an address the cluster has never funded. The cluster keeps no state between
 * devnet starts while wallets.json does, so "new" is judged by the balance, not by the store.
 */
export async function fundSolanaAddress(rpcUrl: string, address: Address): Promise<void> {
  const balance = await forwardRpc(rpcUrl, 'getBalance', [address])
  const lamports =
    typeof balance === 'object' && balance !== null && 'value' in balance
      ? balance.value
      : undefined
  if (typeof lamports !== 'number') {
    throw new Error(`getBalance answered ${JSON.stringify(balance)} for ${address}`)
  }
  if (lamports > 0) return
  await forwardRpc(rpcUrl, 'requestAirdrop', [address, SOLANA_WALLET_LAMPORTS])
}
