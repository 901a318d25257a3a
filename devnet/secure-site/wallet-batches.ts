import { BaseError, type Address, type PrivateKeyAccount } from 'viem'
import { connectCallsChain } from '../wallets/calls-chain.js'
import { createWalletCalls, type CallsChain } from '../wallets/wallet-calls.js'
import { RpcRefused } from './rpc-refused.js'

/** EIP-5792's methods the embedded wallet answers (wallet_showCallsStatus is the page's). */
const BATCH_METHODS = new Set([
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
])

export const isBatchMethod = (method: string): boolean => BATCH_METHODS.has(method)

export interface WalletBatchesDeps {
  /** RPC URL per CAIP-2 chain id; the eip155 ones are where batches may go. */
  chains: Record<string, string>
  /** CAIP-2 chain id -> the chain's BatchExecutor; a chain without one has no atomic batches. */
  batchExecutors: Record<string, Address>
}

/**
 * What wallet-calls.ts throws for a request it refuses, with EIP-5792's or EIP-1193's code
 * (viem's errors, the node's words, are wallet-rpc.ts's to pass on).
 */
const isRefusal = (error: unknown): error is Error & { code: number } =>
  error instanceof Error &&
  !(error instanceof BaseError) &&
  'code' in error &&
  typeof error.code === 'number'

/**
 * EIP-5792 for the embedded wallets, by the same EIP-7702 delegation as the devnet injected
 * wallet (wallet-calls.ts): an approved batch is one transaction of the account to itself through
 * the chain's BatchExecutor, the delegation signed with the user's key into the first one. The
 * page approved the batch before it came (one ApproveTransaction listing every call). The record
 * of each account's batches lives as long as the site runs.
 */
export function createWalletBatches(deps: WalletBatchesDeps) {
  const evmChains = Object.entries(deps.chains).flatMap(([caipNetworkId, rpcUrl]) => {
    const [namespace, reference] = caipNetworkId.split(':')
    return namespace === 'eip155' && reference !== undefined
      ? [{ chainId: Number(reference), rpcUrl, name: caipNetworkId, caipNetworkId }]
      : []
  })
  const byAccount = new Map<Address, ReturnType<typeof createWalletCalls>>()

  const callsOf = (account: PrivateKeyAccount) => {
    let calls = byAccount.get(account.address)
    if (calls === undefined) {
      const chains = new Map<number, CallsChain>(
        evmChains.map((chain) => [
          chain.chainId,
          connectCallsChain(
            { ...chain, batchExecutor: deps.batchExecutors[chain.caipNetworkId] },
            account,
          ),
        ]),
      )
      calls = createWalletCalls({ address: account.address, chains })
      byAccount.set(account.address, calls)
    }
    return calls
  }

  /** Runs one of the batch methods; a refusal keeps its code for the page. */
  const run = async (account: PrivateKeyAccount, method: string, params: unknown[]) => {
    const calls = callsOf(account)
    try {
      switch (method) {
        case 'wallet_getCapabilities':
          return calls.getCapabilities(params)
        case 'wallet_sendCalls':
          return await calls.sendCalls(params)
        default:
          return await calls.getCallsStatus(params)
      }
    } catch (error) {
      if (isRefusal(error)) throw new RpcRefused(error.message, error.code)
      throw error
    }
  }

  return { run }
}

export type WalletBatches = ReturnType<typeof createWalletBatches>
