import { formatUnits } from 'viem'
import type { components } from '../../../generated/blockchain-api/types.js'
import { DEVNET_USDC_MINT } from '../../solana/cluster.js'
import type { IconUrls } from '../icons.js'
import { usdValue } from '../usd-value.js'
import type { SolanaNode } from './solana-balance.js'
import { isRecord } from '../../../src/utils/is-record.js'

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

/** The SPL tokens the service knows by mint; like the real one, it lists no token it cannot name. */
export const KNOWN_SPL_TOKENS: Readonly<
  Record<string, { name: string; symbol: string; usdPrice: number }>
> = {
  [DEVNET_USDC_MINT]: { name: 'USD Coin', symbol: 'USDC', usdPrice: 1 },
}

interface TokenHolding {
  mint: string
  /** In base units. */
  amount: bigint
  decimals: number
}

const malformed = (what: string): Error =>
  new Error(`Solana node: malformed getTokenAccountsByOwner reply (${what})`)

/** One `jsonParsed` token account of the reply: its mint, amount and decimals. */
function holdingOf(entry: unknown): TokenHolding {
  const data = isRecord(entry) && isRecord(entry.account) ? entry.account.data : undefined
  const info = isRecord(data) && isRecord(data.parsed) ? data.parsed.info : undefined
  if (!isRecord(info) || typeof info.mint !== 'string') throw malformed('no parsed token info')
  const { tokenAmount } = info
  if (!isRecord(tokenAmount)) throw malformed('no tokenAmount')
  const { amount, decimals } = tokenAmount
  if (typeof amount !== 'string' || !/^\d+$/.test(amount)) throw malformed('amount')
  if (typeof decimals !== 'number' || !Number.isInteger(decimals)) throw malformed('decimals')
  return { mint: info.mint, amount: BigInt(amount), decimals }
}

/** The owner's token accounts of the classic Token program, as the node reports them. */
async function readHoldings(node: SolanaNode, owner: string): Promise<TokenHolding[]> {
  const response = await fetch(node.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getTokenAccountsByOwner',
      params: [owner, { programId: TOKEN_PROGRAM }, { encoding: 'jsonParsed' }],
    }),
  })
  const reply: unknown = await response.json()
  // A node refuses an address it cannot read (an error, no result): the account holds nothing.
  if (!isRecord(reply) || !('result' in reply)) return []
  const { result } = reply
  if (!isRecord(result) || !Array.isArray(result.value)) throw malformed('no value list')
  return result.value.map(holdingOf)
}

/**
 * The SPL balances of a Solana account: one entry per known mint with a non-zero total (an owner
 * may hold a mint in several token accounts), its address the mint as CAIP-10 on the node's chain.
 */
export async function readSolanaTokenBalances(
  node: SolanaNode,
  owner: string,
  icons: IconUrls,
): Promise<components['schemas']['TokenBalance'][]> {
  const totals = new Map<string, TokenHolding>()
  for (const holding of await readHoldings(node, owner)) {
    const seen = totals.get(holding.mint)
    totals.set(holding.mint, { ...holding, amount: holding.amount + (seen?.amount ?? 0n) })
  }
  return [...totals.values()].flatMap(({ mint, amount, decimals }) => {
    const known = KNOWN_SPL_TOKENS[mint]
    if (!known || amount === 0n) return []
    const numeric = formatUnits(amount, decimals)
    return [
      {
        name: known.name,
        symbol: known.symbol,
        chainId: node.caipNetworkId,
        address: `${node.caipNetworkId}:${mint}`,
        value: usdValue(numeric, known.usdPrice),
        price: known.usdPrice,
        quantity: { decimals: String(decimals), numeric },
        iconUrl: icons.token(known.symbol),
      },
    ]
  })
}
