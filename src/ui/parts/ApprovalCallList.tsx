import { Fragment } from 'react'
import { summarizeCall, type ApprovalCall } from '../../batch/call-summary.js'
import type { CaipNetwork } from '../../core/caip-network.js'
import { formatUnits } from '../../utils/evm.js'
import { shortAddress } from '../../utils/short-address.js'
import { useI18n } from '../i18n/use-i18n.js'

/**
 * Every call of a batch the visitor approves at once: its target, the value it sends, its method
 * where the ABI is known, and an ERC-20 approval called out with its spender and amount (in the
 * token's smallest unit: the token's decimals are not known here).
 */
export function ApprovalCallList({
  calls,
  network,
}: {
  calls: readonly ApprovalCall[]
  network: Pick<CaipNetwork, 'nativeCurrency'> | undefined
}) {
  const { t } = useI18n()
  return (
    <>
      <p data-field="batch">{t('approve.batch', { total: calls.length })}</p>
      {calls.map((call, index) => {
        const summary = summarizeCall(call)
        const currency = network?.nativeCurrency
        return (
          <Fragment key={String(index)}>
            <dl className="details" data-call={String(index)}>
              <dt>{t('calls.call', { number: index + 1 })}</dt>
              <dd dir="ltr" title={summary.to}>
                {summary.to === undefined ? '—' : shortAddress(summary.to)}
              </dd>
              {summary.method !== undefined && (
                <>
                  <dt>{t('calls.method')}</dt>
                  <dd dir="ltr" data-field="method">
                    {summary.method}
                  </dd>
                </>
              )}
              {summary.value !== undefined && currency && (
                <>
                  <dt>{t('common.amount')}</dt>
                  <dd dir="ltr">
                    {formatUnits(summary.value, currency.decimals)} {currency.symbol}
                  </dd>
                </>
              )}
            </dl>
            {summary.approval && (
              <p className="error-text" data-field="approval">
                {t('calls.approval', {
                  spender: shortAddress(summary.approval.spender),
                  amount: summary.approval.amount.toString(),
                })}
              </p>
            )}
          </Fragment>
        )
      })}
    </>
  )
}
