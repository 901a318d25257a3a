import type { Transaction } from '../../controllers/transactions.js'
import { formatTransferAmount } from '../../utils/format-amount.js'
import { formatRelativeDate } from '../../utils/relative-date.js'
import { shortAddress } from '../../utils/short-address.js'
import { displayedTransfers } from '../../utils/transfers.js'
import { UNREADABLE_QUANTITY } from '../../utils/display-transaction.js'
import { displayName } from '../../utils/display-name.js'

type Transfer = NonNullable<Transaction['transfers']>[number]

/** What one row of the Activity tab shows. */
export interface ActivityEntry {
  id: string
  /** 'Sent', 'Received', 'Swapped', ...: read off the transfers, else the operation type. */
  title: string
  /** What the title says, as an operation ('send', 'receive', 'trade', ...): its catalogue key. */
  kind: string
  direction: 'sent' | 'received' | 'self' | 'other'
  /** At most 2 amounts (CONST-32), each signed and with its symbol: '-0.500 ETH', '+7.250 USDC'. */
  amounts: string[]
  /**
   * Who the account dealt with: the short address, or the name when one is known and does not
   * read like an address (displayName).
   */
  counterparty: string
  /** The whole counterparty address, for a title attribute. */
  counterpartyAddress: string
  /** 'Failed' when the transaction reverted, else undefined. */
  failed: boolean
  /** '5 min', '2 d' (CONST-41). */
  date: string
  minedAt: string
}

const TITLE_BY_OPERATION: Readonly<Record<string, string>> = {
  send: 'Sent',
  receive: 'Received',
  trade: 'Swapped',
  approve: 'Approved',
  mint: 'Minted',
  burn: 'Burned',
  deposit: 'Deposited',
  withdraw: 'Withdrew',
  execute: 'Executed',
  deploy: 'Deployed',
}

const SIGN_BY_DIRECTION: Readonly<Record<string, string>> = { in: '+', out: '-' }

function directionOf(transfers: readonly Transfer[]): ActivityEntry['direction'] {
  const directions = new Set(transfers.map((transfer) => transfer.direction))
  if (directions.has('in') && directions.has('out')) return 'other'
  if (directions.has('out')) return 'sent'
  if (directions.has('in')) return 'received'
  return directions.has('self') ? 'self' : 'other'
}

function kindOf(operationType: string, direction: ActivityEntry['direction']): string {
  if (operationType === 'trade') return 'trade'
  if (direction === 'sent') return 'send'
  if (direction === 'received') return operationType === 'mint' ? 'mint' : 'receive'
  return operationType
}

function titleOf(kind: string): string {
  return TITLE_BY_OPERATION[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1)
}

/** A fungible amount with its symbol (3 decimals, CONST-29); an NFT by its name. */
function amountOf(transfer: Transfer): string {
  const sign = SIGN_BY_DIRECTION[transfer.direction] ?? ''
  if (transfer.fungible_info) {
    // A quantity the service sent unreadable is shown missing ('–'), never as some number.
    const { numeric } = transfer.quantity
    const amount = numeric === UNREADABLE_QUANTITY ? '–' : formatTransferAmount(numeric)
    return `${sign}${amount} ${transfer.fungible_info.symbol ?? ''}`.trim()
  }
  return `${sign}${transfer.nft_info?.name ?? 'NFT'}`
}

/**
 * The row of one transaction, seen from `owner`: what went out names its receiver, what came in
 * its sender. `nameOf` answers a known name for an address (lower case), if any.
 */
export function activityEntry(
  transaction: Transaction,
  owner: string,
  now: number,
  nameOf: (address: string) => string | undefined = () => undefined,
): ActivityEntry {
  const { metadata } = transaction
  const transfers = displayedTransfers(transaction.transfers ?? [])
  const direction = directionOf(transfers)
  const isOwner = (address: string) => address.toLowerCase() === owner.toLowerCase()
  const counterpartyAddress =
    direction === 'received' || isOwner(metadata.sentTo) ? metadata.sentFrom : metadata.sentTo
  const kind = kindOf(metadata.operationType, direction)
  return {
    id: transaction.id,
    title: titleOf(kind),
    kind,
    direction,
    amounts: transfers.map(amountOf),
    counterparty:
      displayName(nameOf(counterpartyAddress.toLowerCase())) ?? shortAddress(counterpartyAddress),
    counterpartyAddress,
    failed: metadata.status === 'failed',
    date: formatRelativeDate(new Date(metadata.minedAt), now),
    minedAt: metadata.minedAt,
  }
}
