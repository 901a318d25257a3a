import { formatUnits } from 'viem'
import type { components } from '../../../generated/blockchain-api/types.js'
import type { IconUrls } from '../icons.js'
import { usdValue } from '../usd-value.js'

/** The devnet's SOL price; the Solana devnet has no swap pool to derive one from. */
export const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9, usdPrice: 150 } as const

export interface SolanaNode {
  rpcUrl: string
  caipNetworkId: string
}

const lamportsIn = (reply: unknown): number | undefined => {
  if (typeof reply !== 'object' || reply === null || !('result' in reply)) return undefined
  const { result } = reply
  if (typeof result !== 'object' || result === null || !('value' in result)) return undefined
  return typeof result.value === 'number' ? result.value : undefined
}

/** The SOL balance as a one-entry list; empty when the node refuses the address or it holds none. */
export async function readSolanaBalances(
  node: SolanaNode,
  address: string,
  icons: IconUrls,
): Promise<components['schemas']['TokenBalance'][]> {
  const response = await fetch(node.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  const lamports = lamportsIn(await response.json())
  if (lamports === undefined || lamports === 0) return []
  const numeric = formatUnits(BigInt(lamports), SOL.decimals)
  return [
    {
      name: SOL.name,
      symbol: SOL.symbol,
      chainId: node.caipNetworkId,
      value: usdValue(numeric, SOL.usdPrice),
      price: SOL.usdPrice,
      quantity: { decimals: String(SOL.decimals), numeric },
      iconUrl: icons.token(SOL.symbol),
    },
  ]
}
