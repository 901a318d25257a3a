import type { CallBundleRecord, CallState } from '../../batch/call-bundle.js'
import { callsStatusCode } from '../../batch/calls-status.js'
import { CALLS_STATUS } from '../../batch/eip5792.js'
import type { MessageKey } from '../../i18n/locales/en.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { shortAddress } from '../../utils/short-address.js'
import { useI18n } from '../i18n/use-i18n.js'
import { TransactionLink } from '../parts/OutcomePanel.js'
import { useCallBundle } from '../parts/use-call-bundle.js'

const STATE_TEXT: Record<CallState, MessageKey> = {
  queued: 'calls.queued',
  waiting: 'calls.waiting',
  submitted: 'calls.submitted',
  confirmed: 'calls.confirmed',
  reverted: 'calls.reverted',
  rejected: 'calls.rejected',
  failed: 'calls.failed',
  'not-sent': 'calls.notSent',
  interrupted: 'calls.interrupted',
}

/** The batch in one sentence: under way, all through, or how many went through before it stopped. */
function summaryOf(bundle: CallBundleRecord): { key: MessageKey; done: number; total: number } {
  const total = bundle.calls.length
  const done = bundle.calls.filter((call) => call.state === 'confirmed').length
  const status = callsStatusCode(bundle)
  if (status === CALLS_STATUS.pending) return { key: 'calls.underWay', done, total }
  if (status === CALLS_STATUS.confirmed) return { key: 'calls.allThrough', done, total }
  return { key: 'calls.stopped', done, total }
}

/**
 * A batch Portico sends one call after another for a wallet without EIP-5792: each call's state
 * (waiting for the wallet, submitted, confirmed, failed, not sent) with its transaction link,
 * and which calls went through once the batch is over.
 */
export default function CallsStatusView() {
  const portico = usePorticoInternals()
  const { t } = useI18n()
  const bundle = useCallBundle()
  if (!bundle) {
    return (
      <div className="view">
        <p className="muted">{t('modal.loading')}</p>
      </div>
    )
  }
  const network = portico.chain.findNetwork(`eip155:${String(bundle.chainId)}`)
  const summary = summaryOf(bundle)
  const over = summary.key !== 'calls.underWay'
  return (
    <div className="view outcome" data-bundle={bundle.id}>
      <p role="status" className="center outcome-title" data-field="summary">
        {t(summary.key, { done: summary.done, total: summary.total })}
      </p>
      {bundle.calls.map((call, index) => (
        <dl
          key={String(index)}
          className="details"
          data-call={String(index)}
          data-call-state={call.state}
        >
          <dt>{t('calls.call', { number: index + 1 })}</dt>
          <dd dir="ltr">{call.to === undefined ? '—' : shortAddress(call.to)}</dd>
          <dt>{t('calls.state')}</dt>
          <dd>{t(STATE_TEXT[call.state])}</dd>
          {call.hash !== undefined && <TransactionLink hash={call.hash} network={network} />}
        </dl>
      ))}
      {over && (
        <button type="button" className="primary" data-action="done" onClick={portico.close}>
          {t('common.done')}
        </button>
      )}
    </div>
  )
}
