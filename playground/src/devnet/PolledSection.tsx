import type { ReactNode } from 'react'
import type { Polled } from '../shared/use-polling.js'

interface PolledSectionProps<T> {
  title: string
  polled: Polled<T>
  onRefresh: () => void
  /** Spans the whole row of the devnet panel. */
  wide?: boolean
  children: (value: T) => ReactNode
}

/** A devnet panel section: a heading with a Refresh button, then the latest reading or its error. */
export function PolledSection<T>({
  title,
  polled,
  onRefresh,
  wide = false,
  children,
}: PolledSectionProps<T>) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section className={wide ? 'card wide' : 'card'} aria-labelledby={id} data-state={polled.state}>
      <header className="card-header">
        <h2 id={id}>{title}</h2>
        {polled.state !== 'loading' && (
          <span className="muted">at {polled.at.toLocaleTimeString()}</span>
        )}
        <button type="button" onClick={onRefresh} aria-label={`Refresh ${title}`}>
          Refresh
        </button>
      </header>
      {polled.state === 'loading' && <p className="muted">Loading…</p>}
      {polled.state === 'failed' && (
        <p className="error-message" role="alert">
          {polled.message}
        </p>
      )}
      {polled.state === 'ready' && children(polled.value)}
    </section>
  )
}
