/**
 * Keeps a send from being submitted twice when the chain's RPC fails around it. A wallet whose
 * eth_sendRawTransaction reached the node but lost its reply says the send failed though the
 * transaction is in the chain; asked again, it signs the next nonce and spends twice. So before
 * the wallet is asked, the account's next nonce and the block are read on the network's own RPC;
 * after a failure, the chain is searched for the transaction (same sender, receiver, value and
 * data, nonce from the one read), and when it is there its hash is the send's answer. When the
 * RPC cannot say, the try is remembered and the next try of the same transfer searches first.
 */
import type { WalletTransactionRequest } from './rpc-transaction.js'
import { isRecord } from '../utils/is-record.js'
import { isUserRejectedError } from '../utils/user-rejection.js'
import { isHex, quantityToHex, type Hex } from '../utils/evm.js'

/** A JSON-RPC read on the network's own RPC. */
export type ChainRead = (method: string, params: readonly unknown[]) => Promise<unknown>

/** Raised when the network cannot tell whether an earlier try went out: nothing is sent again. */
export const SEND_UNKNOWN_MESSAGE =
  'The network did not answer, so it is not known whether the transaction was sent. Nothing was sent again: try again once the network is back.'

/**
 * Raised when the wallet failed while the network's RPC did not answer either (the wallet's own
 * message is then a transport error the visitor can do nothing with); the cause keeps it.
 */
export const NETWORK_DOWN_MESSAGE =
  'The network is not answering, so the transaction could not be completed. Try again once it is back.'

/** How far back a search goes: more blocks than this since the try, and it gives up. */
const MAX_SEARCHED_BLOCKS = 256n

interface SendTry {
  key: string
  /** The account's next nonce before the wallet was asked. */
  nonce: bigint
  /** The latest block before the wallet was asked. */
  block: bigint
}

const quantity = (value: unknown, what: string): bigint => {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value))
    throw new Error(`${what}: the RPC answered no quantity`)
  return BigInt(value)
}

const same = (a: unknown, b: string): boolean =>
  typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

const keyOf = (request: WalletTransactionRequest): string =>
  [request.chainId, request.from, request.to, request.value, request.data ?? '0x']
    .join('|')
    .toLowerCase()

/** The hash of the block's transaction that is this try's, if one is. */
function foundIn(block: unknown, request: WalletTransactionRequest, from: bigint): Hex | undefined {
  if (!isRecord(block) || !Array.isArray(block.transactions)) return undefined
  for (const transaction of block.transactions) {
    if (!isRecord(transaction)) continue
    const hash = transaction.hash
    if (
      isHex(hash) &&
      hash.length === 66 &&
      same(transaction.from, request.from) &&
      same(transaction.to, request.to) &&
      quantity(transaction.value, 'value') === request.value &&
      same(transaction.input ?? '0x', request.data ?? '0x') &&
      quantity(transaction.nonce, 'nonce') >= from
    )
      return hash
  }
  return undefined
}

/**
 * The hash of the try's transaction when the chain has it; undefined when the account's nonce has
 * not moved (nothing went out); 'elsewhere' when it moved but no block since the try holds this
 * transfer; throws when the RPC fails.
 */
async function searchChain(
  read: ChainRead,
  attempt: SendTry,
  request: WalletTransactionRequest,
): Promise<Hex | 'elsewhere' | undefined> {
  const next = quantity(
    await read('eth_getTransactionCount', [request.from, 'pending']),
    'eth_getTransactionCount',
  )
  if (next <= attempt.nonce) return undefined
  const latest = quantity(await read('eth_blockNumber', []), 'eth_blockNumber')
  if (latest - attempt.block > MAX_SEARCHED_BLOCKS) throw new Error(SEND_UNKNOWN_MESSAGE)
  for (let number = attempt.block + 1n; number <= latest; number += 1n) {
    const block = await read('eth_getBlockByNumber', [quantityToHex(number), true])
    const hash = foundIn(block, request, attempt.nonce)
    if (hash) return hash
  }
  const pending = await read('eth_getBlockByNumber', ['pending', true])
  return foundIn(pending, request, attempt.nonce) ?? 'elsewhere'
}

export function createSendOnce(readOf: (chainId: number) => ChainRead | undefined) {
  /** A try whose fate the RPC could not tell. */
  let unsettled: SendTry | undefined

  return async function sendOnce(
    request: WalletTransactionRequest,
    submit: () => Promise<Hex>,
  ): Promise<Hex> {
    const read = readOf(request.chainId)
    if (!read) return submit()
    const key = keyOf(request)
    const earlier = unsettled?.key === key ? unsettled : undefined
    unsettled = undefined
    /** The chain searched for the try; a search the RPC fails keeps the try unsettled. */
    const search = async (attempt: SendTry): Promise<Hex | 'elsewhere' | undefined> => {
      try {
        return await searchChain(read, attempt, request)
      } catch (error) {
        unsettled = attempt
        throw new Error(SEND_UNKNOWN_MESSAGE, { cause: error })
      }
    }
    if (earlier) {
      const found = await search(earlier)
      // The visitor tried again knowing the first try was not found: a new send.
      if (found !== undefined && found !== 'elsewhere') return found
    }
    const before = await Promise.all([
      read('eth_getTransactionCount', [request.from, 'pending']),
      read('eth_blockNumber', []),
    ]).then(
      ([nonce, block]) => ({
        key,
        nonce: quantity(nonce, 'eth_getTransactionCount'),
        block: quantity(block, 'eth_blockNumber'),
      }),
      // The RPC is down before the wallet is asked: a wallet on the same RPC sends nothing.
      () => undefined,
    )
    try {
      return await submit()
    } catch (error) {
      if (isUserRejectedError(error)) throw error
      if (!before) throw new Error(NETWORK_DOWN_MESSAGE, { cause: error })
      const found = await search(before)
      if (found === undefined) throw error
      if (found !== 'elsewhere') return found
      // The nonce moved but no block holds this transfer: it may still be on its way.
      unsettled = before
      throw new Error(SEND_UNKNOWN_MESSAGE, { cause: error })
    }
  }
}
