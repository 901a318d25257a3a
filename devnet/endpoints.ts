import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/** .devnet/endpoints.json: where every devnet service listens. Tools and tests read it. */
export interface DevnetEndpoints {
  projectId: string
  blockchainApi: string
  projectApi: string
  analytics: string
  relay: string
  secureSite: string
  mailbox: string
  /** CAIP-2 id -> JSON-RPC URL, every EVM and Solana chain. */
  chains: Record<string, string>
  /**
   * CAIP-2 id -> the EVM chain's BatchExecutor (devnet/evm/contracts/BatchExecutor.sol), for the
   * devnet wallets' atomic EIP-5792 batches.
   */
  batchExecutors?: Record<string, string>
  /** CAIP-2 id -> the EVM chain's ERC-20 contracts (USDC, USDT, DAI), for the devnet wallets' asset lists. */
  tokens?: Record<string, string[]>
  /** Namespace -> funded dev addresses. */
  accounts: Record<string, string[]>
  /** Present while the playground runs. */
  playground?: string
  /** The devnet tools service (/devnet/faults, /record, ...), present while it runs. */
  devnetTools?: string
}

export async function writeEndpoints(file: string, endpoints: DevnetEndpoints): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, `${JSON.stringify(endpoints, null, 2)}\n`)
}
