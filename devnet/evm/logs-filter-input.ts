import { InvalidArgumentsError } from 'hardhat/internal/core/providers/errors.js'
import {
  checkAddress,
  checkBlock,
  checkHash,
  checkObject,
  checkQuantity,
  MAX_UINT64,
} from './rpc-input-checks.js'

/** Public providers cap eth_getLogs ranges too (Infura at 10,000 blocks); a node must not hang. */
export const MAX_LOG_BLOCK_RANGE = 10_000n

const blockNumberOf = (tag: unknown, head: bigint): bigint => {
  if (tag === undefined || tag === null) return head
  if (tag === 'earliest') return 0n
  if (typeof tag !== 'string' || !tag.startsWith('0x')) return head
  return checkQuantity(tag, 'filter block', MAX_UINT64)
}

function checkTopics(topics: unknown): void {
  if (topics === undefined || topics === null) return
  if (!Array.isArray(topics) || topics.length > 4)
    throw new InvalidArgumentsError('invalid argument 0.topics: at most 4 topic positions')
  topics.forEach((topic: unknown, i) => {
    const where = `0.topics[${String(i)}]`
    const alternatives: unknown[] = topic === null ? [] : Array.isArray(topic) ? topic : [topic]
    for (const one of alternatives) checkHash(one, where)
  })
}

/** Checks an eth_getLogs filter against the chain's head: addresses, topics and a bounded range. */
export function checkLogsFilter(value: unknown, head: bigint): void {
  const filter = checkObject(value, '0')
  const { address } = filter
  const addresses: unknown[] =
    address === undefined || address === null ? [] : Array.isArray(address) ? address : [address]
  for (const one of addresses) checkAddress(one, '0.address')
  checkTopics(filter.topics)
  if (filter.blockHash !== undefined) {
    if (filter.fromBlock !== undefined || filter.toBlock !== undefined)
      throw new InvalidArgumentsError(
        'invalid argument 0: blockHash excludes fromBlock and toBlock',
      )
    checkHash(filter.blockHash, '0.blockHash')
    return
  }
  for (const name of ['fromBlock', 'toBlock'] as const)
    if (filter[name] !== undefined) checkBlock(filter[name], `0.${name}`)
  const from = blockNumberOf(filter.fromBlock, head)
  const to = blockNumberOf(filter.toBlock, head)
  const hex = (n: bigint) => `0x${n.toString(16)}`
  if (to > head)
    throw new InvalidArgumentsError(
      `invalid argument 0.toBlock: ${hex(to)} is after the latest block ${hex(head)}`,
    )
  if (from > to)
    throw new InvalidArgumentsError(
      `invalid argument 0: fromBlock ${hex(from)} is after toBlock ${hex(to)}`,
    )
  if (to - from + 1n > MAX_LOG_BLOCK_RANGE)
    throw new InvalidArgumentsError(
      `invalid argument 0: block range ${hex(from)} to ${hex(to)} is over ${MAX_LOG_BLOCK_RANGE.toString()} blocks; query smaller ranges`,
    )
}
