import {
  decodeEventLog,
  erc20Abi,
  isAddressEqual,
  toEventSelector,
  type Address,
  type Log,
} from 'viem'
import { NATIVE_TOKEN_ADDRESS, spamNftAbi, swapPoolAbi } from '../../evm/index.js'
import type { NftMove, TokenMove } from './scanned-transaction.js'

const TRANSFER = toEventSelector('Transfer(address,address,uint256)')
const SWAPPED = toEventSelector('Swapped(address,address,address,uint256,uint256,address)')

export interface DecodedLogs {
  tokenMoves: TokenMove[]
  /** The collection name is filled in by the caller, which reads it once per contract. */
  nftMoves: Omit<NftMove, 'collection'>[]
  poolPayouts: { to: Address; amount: bigint }[]
  swapped: boolean
}

function decodeLog(decoded: DecodedLogs, log: Log, poolAddress: Address): void {
  const { address, data, topics } = log
  const [selector] = topics
  if (selector === TRANSFER && topics.length === 3) {
    const { args } = decodeEventLog({ abi: erc20Abi, eventName: 'Transfer', data, topics })
    decoded.tokenMoves.push({ contract: address, from: args.from, to: args.to, amount: args.value })
  } else if (selector === TRANSFER && topics.length === 4) {
    const { args } = decodeEventLog({ abi: spamNftAbi, eventName: 'Transfer', data, topics })
    decoded.nftMoves.push({ contract: address, ...args })
  } else if (selector === SWAPPED && isAddressEqual(address, poolAddress)) {
    const { args } = decodeEventLog({ abi: swapPoolAbi, eventName: 'Swapped', data, topics })
    decoded.swapped = true
    if (isAddressEqual(args.tokenOut, NATIVE_TOKEN_ADDRESS))
      decoded.poolPayouts.push({ to: args.recipient, amount: args.amountOut })
  }
}

/**
 * Reads the events the history shows. ERC-20 and ERC-721 share the Transfer signature and differ
 * in how many topics are indexed (three against four). A log that only looks like one of them
 * (same signature, other data) is skipped rather than failing the whole history.
 */
export function decodeLogs(logs: readonly Log[], poolAddress: Address): DecodedLogs {
  const decoded: DecodedLogs = { tokenMoves: [], nftMoves: [], poolPayouts: [], swapped: false }
  for (const log of logs) {
    try {
      decodeLog(decoded, log, poolAddress)
    } catch {
      continue
    }
  }
  return decoded
}
