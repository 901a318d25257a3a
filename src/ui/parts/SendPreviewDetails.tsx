import type { NetworkFee } from '../../controllers/send-preview.js'
import type { SendState } from '../../controllers/send.js'
import { formatUnits } from '../../utils/evm.js'
import { Amount } from './Amount.js'

/** What is about to be signed: amount, receiver (and the name it came from), network fee. */
export function SendPreviewDetails({ send, fee }: { send: SendState; fee: NetworkFee }) {
  return (
    <dl className="details" data-preview="" aria-live="polite">
      <dt>Amount</dt>
      <dd data-field="preview-amount">
        <Amount exact={send.sendTokenAmount ?? '0'} symbol={send.token?.symbol} />
      </dd>
      <dt>To</dt>
      <dd data-field="preview-receiver">
        {send.receiverProfileName && <div>{send.receiverProfileName}</div>}
        <div className="hash">{send.receiverAddress}</div>
      </dd>
      <dt>Network fee</dt>
      <dd data-field="network-fee" data-fee={fee.amount.toString()}>
        <Amount exact={formatUnits(fee.amount, fee.decimals)} symbol={fee.symbol} />
      </dd>
    </dl>
  )
}
