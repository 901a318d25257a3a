import type { components as BlockchainApi } from '../../generated/blockchain-api/types.js'
import { displayText } from './display-text.js'
import { checkedDecimalString, checkedNumber } from './service-numbers.js'

type Transaction = BlockchainApi['schemas']['Transaction']
type Transfer = NonNullable<Transaction['transfers']>[number]

/** What a transfer's amount reads when the service's quantity is not a plain decimal. */
export const UNREADABLE_QUANTITY = ''

/** Long enough for any chain's address (a CAIP-10 account id is at most 137 characters). */
const ADDRESS_CAP = 137

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
 * and price finite and non-negative (else none), its token, NFT and application names display
 * text, and its sender's and receiver's addresses free of invisible characters.
 */
export function displayTransaction(transaction: Transaction): Transaction {
  const { transfers, metadata } = transaction
  const { application } = metadata
  return {
    ...transaction,
    metadata: {
      ...metadata,
      // The counterparty's address is shown (shortened) and compared: no control may reorder it.
      sentFrom: displayText(metadata.sentFrom, ADDRESS_CAP),
      sentTo: displayText(metadata.sentTo, ADDRESS_CAP),
      application: application && { ...application, name: textOrNull(application.name) },
    },
    transfers: transfers ? transfers.map(displayTransfer) : transfers,
  }
}
