import type { Address, Hash } from 'viem'
import type { DevAccount } from './dev-accounts.js'
import type { DevnetTokenSymbol } from './chain-config.js'

export interface EvmTokenInfo {
  symbol: DevnetTokenSymbol
  name: string
  address: Address
  decimals: number
  usdPrice: number
}

/** One transaction of the history seeded at start-up, oldest first. */
export interface SeededTransaction {
  hash: Hash
  /** What happened, from the wallet account's point of view, e.g. 'receive 2500 USDC'. */
  label: string
  /** Block time, in seconds. */
  timestamp: number
}

/** Everything a devnet service or test needs to know about one running EVM chain. */
export interface EvmChainInfo {
  chainId: number
  caipNetworkId: `eip155:${number}`
  name: string
  rpcUrl: string
  wsUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number; usdPrice: number }
  tokens: EvmTokenInfo[]
  /** SwapPool: swap(tokenIn, tokenOut, amountIn, minOut, recipient), native as nativeTokenAddress. */
  poolAddress: Address
  nativeTokenAddress: Address
  nftAddress: Address
  /** BatchExecutor: the code the devnet wallets delegate their account to (EIP-7702) for atomic batches. */
  batchExecutorAddress: Address
  /** Owns every token contract, so it is the account that mints (for example for the on-ramp). */
  deployerAddress: Address
  /** Dev account 0 is the wallet account that owns the seeded history. */
  devAccounts: DevAccount[]
  history: SeededTransaction[]
}
