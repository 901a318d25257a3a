import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  custom,
  defineChain,
  type Chain,
  type Hash,
  type TransactionReceipt,
} from 'viem'
import { NATIVE_CURRENCY } from './chain-config.js'
import type { RunningChain } from './start-chain.js'

/** A viem chain definition for a devnet chain, pointing at its local RPC URL. */
export function devnetViemChain(chainId: number, name: string, rpcUrl: string): Chain {
  const { name: currencyName, symbol, decimals } = NATIVE_CURRENCY
  return defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: currencyName, symbol, decimals },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

/**
 * viem clients talking to the in-process node directly. Hardhat signs for its dev accounts, so
 * writes pass a plain address as `account` (eth_sendTransaction) and need no local signing.
 */
export function createChainClient(running: RunningChain, name: string) {
  const chain = devnetViemChain(running.chainId, name, running.rpcUrl)
  const transport = custom(running.provider)
  const publicClient = createPublicClient({ chain, transport })
  const walletClient = createWalletClient({ chain, transport })
  const testClient = createTestClient({ chain, transport, mode: 'hardhat' })

  /** Automine has already mined the transaction when its hash comes back. */
  async function confirm(hash: Hash): Promise<TransactionReceipt> {
    const receipt = await publicClient.getTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`Devnet transaction ${hash} reverted`)
    return receipt
  }

  return { chain, publicClient, walletClient, testClient, confirm }
}

export type ChainClient = ReturnType<typeof createChainClient>
