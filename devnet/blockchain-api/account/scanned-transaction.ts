import type { Address, Hash, Hex } from 'viem'

/** An ERC-20 Transfer event. */
export interface TokenMove {
  contract: Address
  from: Address
  to: Address
  amount: bigint
}

/** An ERC-721 Transfer event. */
export interface NftMove {
  contract: Address
  from: Address
  to: Address
  tokenId: bigint
  /** The collection's name() as the contract answered it. */
  collection: string
}

/** One mined transaction with everything the history needs, whoever is asking. */
export interface ScannedTransaction {
  hash: Hash
  blockNumber: bigint
  index: number
  /** Block time, in seconds. */
  timestamp: number
  from: Address
  to: Address | null
  value: bigint
  nonce: number
  input: Hex
  success: boolean
  tokenMoves: TokenMove[]
  nftMoves: NftMove[]
  /** Native currency the swap pool paid out inside the call: invisible to a block scan otherwise. */
  poolPayouts: { to: Address; amount: bigint }[]
  /** The swap pool logged a Swapped event. */
  swapped: boolean
}
