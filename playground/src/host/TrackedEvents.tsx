import { useState } from 'react'
import type { TrackEvent } from '../../../src/controllers/events.js'
import { usePorticoEvent } from '../../../src/react/use-portico-event.js'

/** How many of the latest events the host keeps on screen. */
const KEPT = 20

/** The events the instance tracked, newest first, as a host app hears them through the hook. */
export function TrackedEvents() {
  const [events, setEvents] = useState<TrackEvent[]>([])
  usePorticoEvent((event) => {
    setEvents((held) => [event, ...held].slice(0, KEPT))
  })
  return (
    <section className="card host-state" aria-label="Tracked events">
      <h2>Tracked events</h2>
      {events.length === 0 ? (
        <p className="muted">None yet: they arrive here through usePorticoEvent.</p>
      ) : (
        <ol reversed data-list="tracked-events">
          {events.map((event) => (
            <li key={event.eventId} data-event={event.props.event}>
              <code>{event.props.event}</code> {new Date(event.timestamp).toLocaleTimeString()}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
