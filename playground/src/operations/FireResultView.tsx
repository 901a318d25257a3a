import { JsonView } from '../shared/JsonView.js'
import type { FiredCall, FireResult } from './fire-operation.js'

const TITLES: Readonly<Record<FireResult['kind'], string>> = {
  reply: 'Validated reply',
  'http-error': 'HTTP error (its body validated)',
  'contract-violation': 'Contract violation: the reply breaks the spec',
  'request-invalid': 'Request refused by validation: nothing was sent',
  failed: 'Call failed',
}

interface FireResultViewProps {
  fired: FiredCall
}

/** The request as sent, its status and time, and the validated reply or the exact error. */
export function FireResultView({ fired }: FireResultViewProps) {
  const { result } = fired
  const good = result.kind === 'reply'
  return (
    <section
      className={`result result-${good ? 'good' : 'bad'}`}
      aria-label="Result"
      aria-live="polite"
      data-outcome={result.kind}
      data-status={fired.status}
    >
      <dl className="facts">
        <dt>Request</dt>
        <dd>
          {fired.url ? (
            <code className="request-url">
              {fired.method} {fired.url}
            </code>
          ) : (
            <span className="muted">not sent</span>
          )}
        </dd>
        <dt>Status</dt>
        <dd className="status">{fired.status ?? '—'}</dd>
        <dt>Time</dt>
        <dd className="duration">{fired.durationMs.toFixed(0)} ms</dd>
      </dl>
      <h3 className="result-title">{TITLES[result.kind]}</h3>
      {result.kind === 'reply' ? (
        <JsonView value={result.body} label="Reply body" />
      ) : (
        <>
          <p className="error-message" role="alert">
            {result.message}
          </p>
          {result.kind === 'http-error' && <JsonView value={result.body} label="Error body" />}
        </>
      )}
    </section>
  )
}
