import { useState } from 'react'
import { usePorticoEvent } from '../../../src/react/use-portico-event.js'
import { HostCard } from './HostCard.js'

const SHOWN = 5

/** The last events the instance tracked, as `usePorticoEvent` hands them to the host app. */
export function TrackedEvents() {
  const [names, setNames] = useState<string[]>([])
  usePorticoEvent((event) => {
    setNames((before) => [...before, event.props.event].slice(-SHOWN))
  })
  return (
    <HostCard id="tracked-events-title" title="Tracked events" className="tracked-events">
      <p className="muted">The last {SHOWN}, as usePorticoEvent hands them to the app.</p>
      <output data-tracked-events>{names.length > 0 ? names.join(', ') : 'none yet'}</output>
    </HostCard>
  )
}
