import { createWalletClient, defineChain, http, type Address, type LocalAccount } from 'viem'
import type { CallsChain } from './wallet-calls.js'

/** A devnet chain a wallet sends batches on. */
export interface BatchChain {
  chainId: number
  rpcUrl: string
  name: string
  /**
   * The chain's BatchExecutor (EvmChainInfo.batchExecutorAddress): batches there are atomic, one
   * transaction through the account's EIP-7702 delegation. Without it, calls go one by one.
   */
  batchExecutor?: Address
}

/**
 * The account's signing client on `chain`, as wallet-calls.ts sends with it: the devnet injected
 * wallet in a page and the secure site's embedded wallets on the server both go through here.
 * Browser code: no Node imports.
 */
export function connectCallsChain(chain: BatchChain, account: LocalAccount): CallsChain {
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const transport = http(chain.rpcUrl)
  return {
    id: chain.chainId,
    batchExecutor: chain.batchExecutor,
    wallet: createWalletClient({ account, chain: viemChain, transport }),
    rpc: transport({ chain: viemChain }),
  }
}
