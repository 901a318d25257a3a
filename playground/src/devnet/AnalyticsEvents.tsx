import { useCallback } from 'react'
import { wasSentByDevtools } from '../shared/devtools-sent-events.js'
import { isRecord } from '../../../src/utils/is-record.js'
import { JsonView } from '../shared/JsonView.js'
import { usePolling } from '../shared/use-polling.js'
import { readAnalyticsEvents } from './devnet-feeds.js'
import { PolledSection } from './PolledSection.js'

interface AnalyticsEventsProps {
  projectApi: string
}

/** The event name of a TrackEvent (props.event), to list events without opening each. */
function eventName(event: unknown): string {
  const props = isRecord(event) ? event.props : undefined
  return isRecord(props) && typeof props.event === 'string' ? props.event : '(unnamed)'
}

/**
 * What the analytics sink received, in the order it arrived (each event's own timestamp may be
 * older: a replayed recorded payload keeps its own), with the events the API devtools sent marked.
 */
export function AnalyticsEvents({ projectApi }: AnalyticsEventsProps) {
  const read = useCallback(() => readAnalyticsEvents(projectApi), [projectApi])
  const [polled, refresh] = usePolling(read, 3_000)
  return (
    <PolledSection title="Analytics events" polled={polled} onRefresh={refresh}>
      {(events) =>
        events.length === 0 ? (
          <p className="muted">No event received yet.</p>
        ) : (
          <ol className="feed">
            {events.map((received, index) => {
              const byDevtools = wasSentByDevtools(received.event)
              return (
                <li
                  key={`${received.receivedAt} ${String(index)}`}
                  data-sent-by={byDevtools ? 'devtools' : 'page'}
                >
                  <details>
                    <summary>
                      <code>{eventName(received.event)}</code> · {received.source} ·{' '}
                      <time dateTime={received.receivedAt}>
                        {new Date(received.receivedAt).toLocaleTimeString()}
                      </time>
                      {byDevtools && <span className="badge devtools">sent by the devtools</span>}
                    </summary>
                    <JsonView value={received.event} label="Analytics event" />
                  </details>
                </li>
              )
            })}
          </ol>
        )
      }
    </PolledSection>
  )
}
