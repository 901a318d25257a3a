import { IssueList } from '../shared/IssueList.js'
import { JsonView } from '../shared/JsonView.js'
import type { FrameLogEntry } from './use-frame-channel.js'

interface FrameLogProps {
  entries: readonly FrameLogEntry[]
}

/** Events sent to the secure frame and heard from it, newest first, each with its validation. */
export function FrameLog({ entries }: FrameLogProps) {
  if (entries.length === 0) return null
  return (
    <section aria-label="Frame messages" className="card frame-log">
      <h3>Messages</h3>
      <ol>
        {entries.map((entry) => (
          <li
            key={entry.number}
            className={entry.issues.length > 0 ? 'bad' : 'good'}
            data-direction={entry.direction}
            data-type={entry.type}
            data-valid={entry.issues.length === 0}
          >
            <details>
              <summary>
                <span className="direction">{entry.direction === 'sent' ? '→' : '←'}</span>{' '}
                <code>{entry.type}</code> {entry.issues.length > 0 ? 'invalid, dropped' : 'valid'}
              </summary>
              {entry.issues.length > 0 && <IssueList issues={entry.issues} label="Why" />}
              <JsonView value={entry.event} label={`${entry.type} event`} />
            </details>
          </li>
        ))}
      </ol>
    </section>
  )
}
