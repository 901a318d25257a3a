import { GAS_FEE_TRANSFER_RATIO, MAX_SHOWN_TRANSFERS } from '../core/constants.js'

/** The few transfer fields the display rules read; the generated Transaction type fits it. */
export interface DisplayTransfer {
  direction: string
  value?: number | null
  nft_info?: { flags?: { is_spam?: boolean | null } | null } | null
}

/** Only 'in' and 'out' face each other; any other direction (e.g. 'self') has no opposite side. */
const OPPOSITE_DIRECTION: Readonly<Record<string, string>> = { in: 'out', out: 'in' }

export interface DisplayTransaction<Transfer extends DisplayTransfer = DisplayTransfer> {
  metadata: { chain?: string | null }
  transfers?: readonly Transfer[] | null
}

/**
 * Drops transfers that look like gas fees: worth under 10% of the total on the opposite
 * direction, or under 1% of the largest transfer. A transfer without a value cannot be compared
 * and is kept.
 */
export function withoutGasFeeTransfers<Transfer extends DisplayTransfer>(
  transfers: readonly Transfer[],
): Transfer[] {
  const valued = transfers.filter(hasValue)
  const max = Math.max(0, ...valued.map((transfer) => transfer.value))
  return transfers.filter((transfer) => {
    if (!hasValue(transfer)) return true
    const oppositeDirection = OPPOSITE_DIRECTION[transfer.direction]
    const opposite = valued.filter((other) => other.direction === oppositeDirection)
    const oppositeTotal = opposite.reduce((sum, other) => sum + other.value, 0)
    const underOppositeSide =
      opposite.length > 0 && transfer.value < oppositeTotal * GAS_FEE_TRANSFER_RATIO.ofOppositeSide
    const underMax = transfer.value < max * GAS_FEE_TRANSFER_RATIO.ofMax
    return !underOppositeSide && !underMax
  })
}

/**
 * The transfers a transaction row shows: gas fees removed, the most valuable first (transfers
 * without a value last), at most 2.
 */
export function displayedTransfers<Transfer extends DisplayTransfer>(
  transfers: readonly Transfer[],
): Transfer[] {
  return withoutGasFeeTransfers(transfers).sort(byValueDescending).slice(0, MAX_SHOWN_TRANSFERS)
}

/**
 * A transaction made only of spam NFTs. The spec names "all-spam NFT transactions"; a transaction
 * that also moves a fungible token is therefore not one, and neither is one without transfers.
 */
export function isAllSpamNftTransaction(transaction: DisplayTransaction): boolean {
  const transfers = transaction.transfers ?? []
  return (
    transfers.length > 0 &&
    transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true)
  )
}

/** The transactions the activity list shows: on the active chain and not all spam NFTs. */
export function displayedTransactions<Transaction extends DisplayTransaction>(
  transactions: readonly Transaction[],
  activeCaipNetworkId: string,
): Transaction[] {
  return transactions.filter(
    (transaction) =>
      transaction.metadata.chain === activeCaipNetworkId && !isAllSpamNftTransaction(transaction),
  )
}

function byValueDescending(a: DisplayTransfer, b: DisplayTransfer): number {
  const [first, second] = [a.value ?? -Infinity, b.value ?? -Infinity]
  if (first === second) return 0
  return second > first ? 1 : -1
}

function hasValue<Transfer extends DisplayTransfer>(
  transfer: Transfer,
): transfer is Transfer & { value: number } {
  return typeof transfer.value === 'number' && Number.isFinite(transfer.value)
}
