import { useI18n } from '../i18n/use-i18n.js'

interface FailureWithRetryProps {
  /** The spec's message, read out as an alert. */
  message: string
  /** Names the list that failed (`data-<list>="error"`) and its retry (`data-action="retry-<list>"`). */
  list: 'tokens' | 'activity'
  onRetry: () => void
}

/** A list that could not be fetched: the message and a "Try again" button. */
export function FailureWithRetry({ message, list, onRetry }: FailureWithRetryProps) {
  const { t, say } = useI18n()
  return (
    <div className="center" {...{ [`data-${list}`]: 'error' }}>
      <p role="alert">{say(message)}</p>
      <button type="button" className="secondary" data-action={`retry-${list}`} onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </div>
  )
}
