import type { NetworkFee } from '../../controllers/send-preview.js'
import type { SendState } from '../../controllers/send.js'
import { formatUnits } from '../../utils/evm.js'

/** What is about to be signed: amount, receiver (and the name it came from), network fee. */
export function SendPreviewDetails({ send, fee }: { send: SendState; fee: NetworkFee }) {
  return (
    <dl className="details" data-preview="" aria-live="polite">
      <dt>Amount</dt>
      <dd data-field="preview-amount">
        {send.sendTokenAmount} {send.token?.symbol}
      </dd>
      <dt>To</dt>
      <dd data-field="preview-receiver">
        {send.receiverProfileName && <div>{send.receiverProfileName}</div>}
        <div>{send.receiverAddress}</div>
      </dd>
      <dt>Network fee</dt>
      <dd data-field="network-fee" data-fee={fee.amount.toString()}>
        {formatUnits(fee.amount, fee.decimals)} {fee.symbol}
      </dd>
    </dl>
  )
}
