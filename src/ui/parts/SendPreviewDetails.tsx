import type { NetworkFee } from '../../controllers/send-preview.js'
import type { SendState } from '../../controllers/send.js'
import { formatUnits } from '../../utils/evm.js'
import { Amount } from './Amount.js'
import { useI18n } from '../i18n/use-i18n.js'

/** What is about to be signed: amount, receiver (and the name it came from), network fee. */
export function SendPreviewDetails({ send, fee }: { send: SendState; fee: NetworkFee }) {
  const { t } = useI18n()
  return (
    <dl className="details" data-preview="" aria-live="polite">
      <dt>{t('common.amount')}</dt>
      <dd data-field="preview-amount">
        <Amount exact={send.sendTokenAmount ?? '0'} symbol={send.token?.symbol} />
      </dd>
      <dt>{t('common.to')}</dt>
      <dd data-field="preview-receiver">
        {send.receiverProfileName && (
          <div>
            <bdi>{send.receiverProfileName}</bdi>
          </div>
        )}
        <div className="hash" dir="ltr">
          {send.receiverAddress}
        </div>
      </dd>
      <dt>{t('common.networkFee')}</dt>
      <dd data-field="network-fee" data-fee={fee.amount.toString()}>
        <Amount exact={formatUnits(fee.amount, fee.decimals)} symbol={fee.symbol} />
      </dd>
    </dl>
  )
}
