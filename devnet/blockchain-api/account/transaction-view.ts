import { formatUnits, isAddressEqual, toFunctionSelector, zeroAddress, type Address } from 'viem'
import type { components } from '../../../generated/blockchain-api/types.js'
import type { IconUrls } from '../icons.js'
import { assetAt, type ChainAsset, type ServedChain } from '../served-chains.js'
import { usdValue } from '../usd-value.js'
import type { ScannedTransaction } from './scanned-transaction.js'

type Transaction = components['schemas']['Transaction']
type Transfer = components['schemas']['TransactionTransfer']
type Direction = 'in' | 'out' | 'self'

const OPERATION_BY_SELECTOR: Readonly<Record<string, string>> = {
  [toFunctionSelector('approve(address,uint256)')]: 'approve',
  [toFunctionSelector('transfer(address,uint256)')]: 'send',
  [toFunctionSelector('swap(address,address,uint256,uint256,address)')]: 'trade',
  [toFunctionSelector('mint(address)')]: 'mint',
  [toFunctionSelector('mint(address,uint256)')]: 'mint',
}

const same = (a: Address | null, b: Address): boolean => a !== null && isAddressEqual(a, b)

function directionOf(owner: Address, from: Address, to: Address): Direction | null {
  if (same(from, owner) && same(to, owner)) return 'self'
  if (same(from, owner)) return 'out'
  return same(to, owner) ? 'in' : null
}

function fungibleTransfer(
  asset: ChainAsset,
  amount: bigint,
  direction: Direction,
  icons: IconUrls,
): Transfer {
  const numeric = formatUnits(amount, asset.decimals)
  return {
    direction,
    quantity: { numeric },
    value: usdValue(numeric, asset.usdPrice),
    price: asset.usdPrice,
    fungible_info: {
      name: asset.name,
      symbol: asset.symbol,
      icon: { url: icons.token(asset.symbol) },
    },
    nft_info: null,
  }
}

/** The movements of the owner's assets in one transaction, as the history lists them. */
function transfersOf(
  chain: ServedChain,
  transaction: ScannedTransaction,
  owner: Address,
  icons: IconUrls,
): Transfer[] {
  const transfers: Transfer[] = []
  const native = chain.assets[0]
  const nativeDirection =
    transaction.to === null ? null : directionOf(owner, transaction.from, transaction.to)
  if (native && transaction.success && transaction.value > 0n && nativeDirection)
    transfers.push(fungibleTransfer(native, transaction.value, nativeDirection, icons))
  for (const move of transaction.tokenMoves) {
    const asset = assetAt(chain, move.contract)
    const direction = directionOf(owner, move.from, move.to)
    if (asset && direction) transfers.push(fungibleTransfer(asset, move.amount, direction, icons))
  }
  for (const payout of transaction.poolPayouts)
    if (native && same(payout.to, owner))
      transfers.push(fungibleTransfer(native, payout.amount, 'in', icons))
  for (const move of transaction.nftMoves) {
    const direction = directionOf(owner, move.from, move.to)
    if (!direction) continue
    transfers.push({
      direction,
      quantity: { numeric: '1' },
      value: null,
      price: null,
      fungible_info: null,
      nft_info: {
        name: `${move.collection} #${String(move.tokenId)}`,
        flags: { is_spam: isAddressEqual(move.contract, chain.info.nftAddress) },
        content: null,
      },
    })
  }
  return transfers
}

function operationTypeOf(transaction: ScannedTransaction, transfers: Transfer[], owner: Address) {
  const byCall = OPERATION_BY_SELECTOR[transaction.input.slice(0, 10)]
  if (!transaction.success) return byCall ?? (transaction.input === '0x' ? 'send' : 'execute')
  if (transaction.swapped && same(transaction.from, owner)) return 'trade'
  const minted = transaction.tokenMoves.some(
    (move) => isAddressEqual(move.from, zeroAddress) && same(move.to, owner),
  )
  const goesOut = transfers.some((transfer) => transfer.direction !== 'in')
  const comesIn = transfers.some((transfer) => transfer.direction === 'in')
  if (goesOut && comesIn) return 'trade'
  if (goesOut) return 'send'
  if (minted) return 'mint'
  if (comesIn) return 'receive'
  if (transaction.to === null) return 'deploy'
  return byCall ?? 'execute'
}

/** Whether the transaction touches the owner's account at all. */
export function concerns(transaction: ScannedTransaction, owner: Address): boolean {
  return (
    same(transaction.from, owner) ||
    same(transaction.to, owner) ||
    transaction.tokenMoves.some((move) => same(move.from, owner) || same(move.to, owner)) ||
    transaction.nftMoves.some((move) => same(move.from, owner) || same(move.to, owner)) ||
    transaction.poolPayouts.some((payout) => same(payout.to, owner))
  )
}

/**
 * Where the transaction sent value. A token transfer is a call to the token's contract, but the
 * service names the token's recipient (its recorded replies show a USDC send to the receiver), so
 * a call that moves one token from the sender names that token's recipient.
 */
function counterpartyOf(transaction: ScannedTransaction): string {
  const [move, ...others] = transaction.tokenMoves
  if (move && others.length === 0 && transaction.value === 0n && same(move.from, transaction.from))
    return move.to
  return transaction.to ?? ''
}

/** One history entry for the owner (ENT-20). */
export function transactionView(
  chain: ServedChain,
  transaction: ScannedTransaction,
  owner: Address,
  icons: IconUrls,
): Transaction {
  const transfers = transfersOf(chain, transaction, owner, icons)
  return {
    id: transaction.hash,
    metadata: {
      operationType: operationTypeOf(transaction, transfers, owner),
      hash: transaction.hash,
      minedAt: new Date(transaction.timestamp * 1000).toISOString(),
      sentFrom: transaction.from,
      sentTo: counterpartyOf(transaction),
      status: transaction.success ? 'confirmed' : 'failed',
      nonce: transaction.nonce,
      chain: chain.info.caipNetworkId,
    },
    transfers,
  }
}
