import { useEffect, useRef } from 'react'
import type { TrackEvent } from '../controllers/events.js'
import { usePorticoInternals } from './use-portico-internals.js'

/** Calls the listener with every event the instance tracks, from mount to unmount. */
export function usePorticoEvent(listener: (event: TrackEvent) => void): void {
  const portico = usePorticoInternals()
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(
    () =>
      portico.events.store.select(
        (state) => state.lastEvent,
        (event) => {
          if (event) latest.current(event)
        },
      ),
    [portico],
  )
}
