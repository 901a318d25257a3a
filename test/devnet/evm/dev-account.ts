import type { Address, Hex } from 'viem'
import type { EvmChainInfo } from '../../../devnet/evm/types.js'

/** The devnet's dev account `index` on `chain`: its address and private key. */
export function devAccount(
  chain: EvmChainInfo,
  index: number,
): { address: Address; privateKey: Hex } {
  const account = chain.devAccounts[index]
  if (account === undefined) throw new Error(`No dev account ${String(index)}`)
  return account
}
