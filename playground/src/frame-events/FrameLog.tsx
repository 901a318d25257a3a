import { IssueList } from '../shared/IssueList.js'
import { JsonView } from '../shared/JsonView.js'
import { frameEventKind } from './frame-catalog.js'
import type { FrameLogEntry } from './use-frame-channel.js'

interface FrameLogProps {
  entries: readonly FrameLogEntry[]
}

/**
 * Events sent to the secure frame and heard from it, newest first. Each says what it is (request,
 * success reply, error reply, unasked event) and, apart from that, whether it matched its schema;
 * error replies and events that broke their schema are open at once.
 */
export function FrameLog({ entries }: FrameLogProps) {
  if (entries.length === 0) return null
  return (
    <section aria-label="Frame messages" className="card frame-log">
      <h3>Messages</h3>
      <ol>
        {entries.map((entry) => {
          const kind = frameEventKind(entry.type)
          const matched = entry.issues.length === 0
          return (
            <li
              key={entry.number}
              className={`${matched ? 'good' : 'bad'} kind-${kind.replace(' ', '-')}`}
              data-direction={entry.direction}
              data-type={entry.type}
              data-kind={kind}
              data-valid={matched}
            >
              <details open={kind === 'error reply' || !matched}>
                <summary>
                  <span className="direction">{entry.direction === 'sent' ? '→' : '←'}</span>{' '}
                  <code>{entry.type}</code> <span className="entry-kind">{kind}</span>{' '}
                  <span className="entry-schema">
                    {matched ? 'matches its schema' : 'breaks its schema, dropped'}
                  </span>
                </summary>
                {!matched && <IssueList issues={entry.issues} label="Why" />}
                <JsonView value={entry.event} label={`${entry.type} event`} />
              </details>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
