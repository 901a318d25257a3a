import type { ReactNode } from 'react'
import type { CaipNetwork } from '../../core/caip-network.js'
import { explorerTransactionUrl } from '../../utils/explorer-url.js'
import { shortAddress } from '../../utils/short-address.js'
import { Icon } from '../icons/Icon.js'
import { ERROR_ICON, EXTERNAL_LINK_ICON, SUCCESS_ICON } from '../icons/icon-paths.js'
import type { TransactionOutcome } from './use-transaction-outcome.js'
import { useI18n } from '../i18n/use-i18n.js'
import type { Translate } from '../../i18n/create-translate.js'

/** A wait of the action's own: its heading, its steps and the one under way. */
export interface PendingOutcome {
  phase: 'pending'
  title: string
  steps: readonly string[]
  current: number
}

export interface OutcomePanelProps {
  outcome: Exclude<TransactionOutcome, { phase: 'idle' }> | PendingOutcome
  /** The success heading: 'Sent', 'Swapped'. */
  title: string
  /** What, how much, to whom: <dt>/<dd> pairs. */
  details: ReactNode
  network: CaipNetwork | undefined
  /** Absent where the action has no failure of its own to try again. */
  onRetry?: () => void
  onDone: () => void
  /** The label of the way back to the form after a failure. */
  editLabel?: string
  onEdit?: () => void
}

const STEPS = ['outcome.confirmStep', 'outcome.submittedStep', 'outcome.receiptStep'] as const

function ProgressSteps({ steps, current }: { steps: readonly string[]; current: number }) {
  const { t } = useI18n()
  return (
    <ol className="steps" aria-label={t('outcome.progress')}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next'
        return (
          <li key={step} data-step={state} aria-current={state === 'current' ? 'step' : undefined}>
            {state === 'done' ? (
              <Icon path={SUCCESS_ICON} />
            ) : (
              <span className="step-mark" aria-hidden="true" />
            )}
            {step}
          </li>
        )
      })}
    </ol>
  )
}

export function TransactionLink({
  hash,
  network,
}: {
  hash: string
  network: CaipNetwork | undefined
}) {
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

/** The wait a transaction is in, or the action's own; undefined once it is over. */
function pendingOf(
  outcome: OutcomePanelProps['outcome'],
  t: Translate,
): Omit<PendingOutcome, 'phase'> | undefined {
  if (outcome.phase === 'pending') return outcome
  const steps = STEPS.map((step) => t(step))
  if (outcome.phase === 'confirming')
    return { title: t('outcome.waitingWallet'), steps, current: 0 }
  if (outcome.phase === 'submitted') return { title: t('outcome.submitted'), steps, current: 2 }
  return undefined
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
  const pending = pendingOf(outcome, t)
  return (
    <div className="outcome" data-outcome={outcome.phase} data-hash={hash}>
      {pending ? (
        <div role="status" className="center">
          <p className="outcome-title">{pending.title}</p>
          <ProgressSteps steps={pending.steps} current={pending.current} />
        </div>
      ) : outcome.phase === 'succeeded' ? (
        <div role="status" className="center">
          <span className="outcome-icon success">
            <Icon path={SUCCESS_ICON} large />
          </span>
          <p className="outcome-title">{title}</p>
        </div>
      ) : outcome.phase === 'failed' ? (
        <div className="center">
          <span className="outcome-icon failure">
            <Icon path={ERROR_ICON} large />
          </span>
          <p className="error-text" role="alert">
            {say(outcome.message)}
          </p>
        </div>
      ) : null}
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
          {props.onRetry && (
            <button type="button" className="primary" data-action="retry" onClick={props.onRetry}>
              {t('common.tryAgain')}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
