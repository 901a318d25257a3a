import type { ReactNode } from 'react'
import type { CaipNetwork } from '../../core/caip-network.js'
import { explorerTransactionUrl } from '../../utils/explorer-url.js'
import { shortAddress } from '../../utils/short-address.js'
import { Icon } from '../icons/Icon.js'
import { ERROR_ICON, EXTERNAL_LINK_ICON, SUCCESS_ICON } from '../icons/icon-paths.js'
import type { TransactionOutcome } from './use-transaction-outcome.js'
import { useI18n } from '../i18n/use-i18n.js'

export interface OutcomePanelProps {
  outcome: Exclude<TransactionOutcome, { phase: 'idle' }>
  /** The success heading: 'Sent', 'Swapped'. */
  title: string
  /** What, how much, to whom: <dt>/<dd> pairs. */
  details: ReactNode
  network: CaipNetwork | undefined
  onRetry: () => void
  onDone: () => void
  /** The label of the way back to the form after a failure. */
  editLabel?: string
  onEdit?: () => void
}

const STEPS = ['outcome.confirmStep', 'outcome.submittedStep', 'outcome.receiptStep'] as const

function ProgressSteps({ current }: { current: 0 | 2 }) {
  const { t } = useI18n()
  return (
    <ol className="steps" aria-label={t('outcome.progress')}>
      {STEPS.map((step, index) => {
        const state =
          index < current || (current === 2 && index === 1)
            ? 'done'
            : index === current
              ? 'current'
              : 'next'
        return (
          <li key={step} data-step={state} aria-current={state === 'current' ? 'step' : undefined}>
            {state === 'done' ? (
              <Icon path={SUCCESS_ICON} />
            ) : (
              <span className="step-mark" aria-hidden="true" />
            )}
            {t(step)}
          </li>
        )
      })}
    </ol>
  )
}

function TransactionLink({ hash, network }: { hash: string; network: CaipNetwork | undefined }) {
  const url = explorerTransactionUrl(network, hash)
  const { t } = useI18n()
  return (
    <>
      <dt>{t('outcome.transaction')}</dt>
      <dd title={hash}>
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer" data-explorer={url}>
            <span className="nowrap">{shortAddress(hash, 8, 6)}</span>
            <Icon path={EXTERNAL_LINK_ICON} />
            <span className="visually-hidden"> {t('outcome.opensExplorer')}</span>
          </a>
        ) : (
          <span className="nowrap">{shortAddress(hash, 8, 6)}</span>
        )}
      </dd>
    </>
  )
}

/**
 * The end of an action: its progress while the wallet and the network answer, then what
 * happened (what, how much, to whom, the transaction and its explorer page), or the error with
 * a way to try again.
 */
export function OutcomePanel(props: OutcomePanelProps) {
  const { outcome, title, details, network } = props
  const hash = 'hash' in outcome ? outcome.hash : undefined
  const { t, say } = useI18n()
  return (
    <div className="outcome" data-outcome={outcome.phase} data-hash={hash}>
      {outcome.phase === 'confirming' || outcome.phase === 'submitted' ? (
        <div role="status" className="center">
          <p className="outcome-title">
            {outcome.phase === 'confirming' ? t('outcome.waitingWallet') : t('outcome.submitted')}
          </p>
          <ProgressSteps current={outcome.phase === 'confirming' ? 0 : 2} />
        </div>
      ) : outcome.phase === 'succeeded' ? (
        <div role="status" className="center">
          <span className="outcome-icon success">
            <Icon path={SUCCESS_ICON} large />
          </span>
          <p className="outcome-title">{title}</p>
        </div>
      ) : (
        <div className="center">
          <span className="outcome-icon failure">
            <Icon path={ERROR_ICON} large />
          </span>
          <p className="error-text" role="alert">
            {say(outcome.message)}
          </p>
        </div>
      )}
      <dl className="details">
        {details}
        {hash !== undefined && <TransactionLink hash={hash} network={network} />}
      </dl>
      {outcome.phase === 'succeeded' && (
        <button type="button" className="primary" data-action="done" onClick={props.onDone}>
          {t('common.done')}
        </button>
      )}
      {outcome.phase === 'failed' && (
        <div className="actions">
          {props.onEdit && (
            <button type="button" className="secondary" data-action="edit" onClick={props.onEdit}>
              {props.editLabel ?? t('common.edit')}
            </button>
          )}
          <button type="button" className="primary" data-action="retry" onClick={props.onRetry}>
            {t('common.tryAgain')}
          </button>
        </div>
      )}
    </div>
  )
}
