import { getAddress, type Address, type Hash } from 'viem'
import { spamNftAbi } from '../../evm/index.js'
import type { ServedChain } from '../served-chains.js'
import { decodeLogs } from './decode-receipt.js'
import type { ScannedTransaction } from './scanned-transaction.js'

/** Blocks read at once; the devnet chains hold a few dozen blocks at start-up. */
const BLOCKS_PER_BATCH = 16

/**
 * Every transaction of one chain, read block by block and kept: a call only reads the blocks
 * mined since the previous one. If the chain went back (a snapshot was restored) or the last
 * block read was replaced, the scan starts over.
 */
export function createActivityScanner(chain: ServedChain) {
  const { client } = chain
  let transactions: ScannedTransaction[] = []
  let scannedTo = -1n
  let lastBlockHash: Hash | null = null
  const collections = new Map<Address, Promise<string>>()
  let queue: Promise<unknown> = Promise.resolve()

  const collectionName = (contract: Address): Promise<string> => {
    let name = collections.get(contract)
    if (!name) {
      name = client
        .readContract({ address: contract, abi: spamNftAbi, functionName: 'name' })
        .catch(() => 'NFT')
      collections.set(contract, name)
    }
    return name
  }

  async function scanBlock(blockNumber: bigint) {
    const block = await client.getBlock({ blockNumber, includeTransactions: true })
    const scanned = await Promise.all(
      block.transactions.map(async (transaction): Promise<ScannedTransaction> => {
        const receipt = await client.getTransactionReceipt({ hash: transaction.hash })
        const logs = decodeLogs(receipt.logs, chain.info.poolAddress)
        const nftMoves = await Promise.all(
          logs.nftMoves.map(async (move) => ({
            ...move,
            collection: await collectionName(move.contract),
          })),
        )
        return {
          hash: transaction.hash,
          blockNumber,
          index: receipt.transactionIndex,
          timestamp: Number(block.timestamp),
          // Nodes answer addresses in lower case; the history shows them checksummed.
          from: getAddress(transaction.from),
          to: transaction.to ? getAddress(transaction.to) : null,
          value: transaction.value,
          nonce: transaction.nonce,
          input: transaction.input,
          success: receipt.status === 'success',
          tokenMoves: logs.tokenMoves,
          nftMoves,
          poolPayouts: logs.poolPayouts,
          swapped: logs.swapped,
        }
      }),
    )
    return { hash: block.hash, scanned }
  }

  /** Forgets what was read when the chain went back or replaced the last block read. */
  async function forgetIfReorganised(latest: bigint): Promise<void> {
    if (lastBlockHash === null) return
    const block = latest >= scannedTo ? await client.getBlock({ blockNumber: scannedTo }) : null
    if (block?.hash === lastBlockHash) return
    transactions = []
    scannedTo = -1n
    lastBlockHash = null
  }

  async function catchUp(): Promise<void> {
    const latest = await client.getBlockNumber()
    await forgetIfReorganised(latest)
    while (scannedTo < latest) {
      const first = scannedTo + 1n
      const count = Math.min(BLOCKS_PER_BATCH, Number(latest - scannedTo))
      const numbers = Array.from({ length: count }, (_, i) => first + BigInt(i))
      const blocks = await Promise.all(numbers.map(scanBlock))
      for (const block of blocks) transactions.push(...block.scanned)
      scannedTo += BigInt(count)
      lastBlockHash = blocks.at(-1)?.hash ?? lastBlockHash
    }
  }

  return {
    /** Every transaction up to the newest block, oldest first; calls run one after another. */
    transactions: async (): Promise<readonly ScannedTransaction[]> => {
      const run = queue.then(catchUp)
      queue = run.catch(() => undefined)
      await run
      return transactions
    },
  }
}

export type ActivityScanner = ReturnType<typeof createActivityScanner>
