import type { components as BlockchainApi } from '../../generated/blockchain-api/types.js'
import { displayText } from './display-text.js'
import { checkedDecimalString, checkedNumber } from './service-numbers.js'

type Transaction = BlockchainApi['schemas']['Transaction']
type Transfer = NonNullable<Transaction['transfers']>[number]

/** What a transfer's amount reads when the service's quantity is not a plain decimal. */
export const UNREADABLE_QUANTITY = ''

const textOrNull = (text: string | null | undefined): string | null | undefined =>
  typeof text === 'string' ? displayText(text) : text

function displayTransfer(transfer: Transfer): Transfer {
  const { fungible_info: fungible, nft_info: nft } = transfer
  return {
    ...transfer,
    quantity: { numeric: checkedDecimalString(transfer.quantity.numeric) ?? UNREADABLE_QUANTITY },
    value: checkedNumber(transfer.value) ?? null,
    price: checkedNumber(transfer.price) ?? null,
    fungible_info: fungible && {
      ...fungible,
      name: textOrNull(fungible.name),
      symbol: textOrNull(fungible.symbol),
    },
    nft_info: nft && { ...nft, name: textOrNull(nft.name) },
  }
}

/**
 * A transaction from the history service as the activity list shows it: each transfer's
 * quantity a non-negative plain decimal (else UNREADABLE_QUANTITY, shown as missing), its value
 * and price finite and non-negative (else none), its token and NFT names display text.
 */
export function displayTransaction(transaction: Transaction): Transaction {
  const { transfers } = transaction
  return { ...transaction, transfers: transfers ? transfers.map(displayTransfer) : transfers }
}
