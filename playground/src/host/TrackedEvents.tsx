import { useState } from 'react'
import { usePorticoEvent } from '../../../src/react/use-portico-event.js'

const SHOWN = 5

/** The last events the instance tracked, as `usePorticoEvent` hands them to the host app. */
export function TrackedEvents() {
  const [names, setNames] = useState<string[]>([])
  usePorticoEvent((event) => {
    setNames((before) => [...before, event.props.event].slice(-SHOWN))
  })
  return (
    <p className="tracked-events">
      Tracked (usePorticoEvent):{' '}
      <output data-tracked-events>{names.length > 0 ? names.join(', ') : 'none yet'}</output>
    </p>
  )
}
