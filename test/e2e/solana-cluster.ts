import { createSolanaRpc, type Address } from '@solana/kit'
import { inject } from 'vitest'

/** The devnet cluster's JSON-RPC URL. */
export function solanaClusterUrl(): string {
  const url = Object.entries(inject('endpoints').chains).find(([id]) =>
    id.startsWith('solana:'),
  )?.[1]
  if (!url) throw new Error('The devnet has no Solana cluster')
  return url
}

export const solanaRpc = () => createSolanaRpc(solanaClusterUrl())

export const lamportsOf = async (owner: Address): Promise<bigint> =>
  (await solanaRpc().getBalance(owner).send()).value
