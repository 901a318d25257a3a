/** The EVM chains the devnet runs, with the port each listens on unless told otherwise. */
export const DEVNET_EVM_CHAINS = [
  { chainId: 1, name: 'Ethereum', defaultPort: 8545 },
  { chainId: 8453, name: 'Base', defaultPort: 8546 },
] as const

export type DevnetEvmChainId = (typeof DEVNET_EVM_CHAINS)[number]['chainId']

export const NATIVE_CURRENCY = {
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  usdPrice: 3000,
} as const

/** The ERC-20 tokens deployed on every chain, priced for the swap pool. */
export const DEVNET_TOKENS = [
  { symbol: 'USDC', name: 'USD Coin', decimals: 6, usdPrice: 1 },
  { symbol: 'USDT', name: 'Tether USD', decimals: 6, usdPrice: 1 },
  { symbol: 'DAI', name: 'Dai Stablecoin', decimals: 18, usdPrice: 1 },
] as const

export type DevnetTokenSymbol = (typeof DEVNET_TOKENS)[number]['symbol']

/** Whole-token amounts minted at start-up. */
export const TOKEN_AMOUNT_PER_DEV_ACCOUNT = 10_000n
export const TOKEN_LIQUIDITY_IN_POOL = 1_000_000n
export const NATIVE_LIQUIDITY_IN_POOL = 300n
/** How many dev accounts, from index 0, get tokens. */
export const FUNDED_TOKEN_ACCOUNTS = 10
