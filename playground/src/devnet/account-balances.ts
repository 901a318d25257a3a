import { createPublicClient, formatEther, http, isAddress } from 'viem'
import { isRecord } from '../../../src/utils/is-record.js'
import { namespaceOf } from './chain-namespace.js'
import { jsonRpc } from './json-rpc.js'

const LAMPORTS_PER_SOL = 1_000_000_000

export interface AccountBalance {
  chain: string
  address: string
  /** In the chain's native unit (ETH, SOL), or why it could not be read. */
  balance: { ok: true; value: string; symbol: string } | { ok: false; message: string }
}

async function evmBalance(rpcUrl: string, address: string): Promise<string> {
  if (!isAddress(address, { strict: false })) throw new Error(`${address} is not an EVM address`)
  const client = createPublicClient({ transport: http(rpcUrl) })
  return formatEther(await client.getBalance({ address }))
}

async function solanaBalance(rpcUrl: string, address: string): Promise<string> {
  const result = await jsonRpc(rpcUrl, 'getBalance', [address])
  const lamports = isRecord(result) ? result.value : undefined
  if (typeof lamports !== 'number') throw new Error('getBalance answered no lamports')
  return String(lamports / LAMPORTS_PER_SOL)
}

/** Every dev account's native balance on every chain of its namespace. */
export async function readBalances(
  chains: Readonly<Record<string, string>>,
  accounts: Readonly<Record<string, readonly string[]>>,
): Promise<AccountBalance[]> {
  const reads = Object.entries(chains).flatMap(([chain, rpcUrl]) => {
    const namespace = namespaceOf(chain)
    const solana = namespace === 'solana'
    return (accounts[namespace] ?? []).map(async (address): Promise<AccountBalance> => {
      try {
        const value = await (solana ? solanaBalance : evmBalance)(rpcUrl, address)
        return { chain, address, balance: { ok: true, value, symbol: solana ? 'SOL' : 'ETH' } }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        return { chain, address, balance: { ok: false, message } }
      }
    })
  })
  return Promise.all(reads)
}
