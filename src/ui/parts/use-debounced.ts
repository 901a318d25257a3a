import { useEffect, useRef } from 'react'
import { DEBOUNCE_MS } from '../../core/constants.js'

/**
 * Runs `run` once `key` has stayed the same for the spec's debounce (500 ms): typing a new amount
 * restarts the wait, so only the amount the user settled on is acted upon.
 */
export function useDebounced(run: () => void, key: string, ms: number = DEBOUNCE_MS): void {
  const latest = useRef(run)
  latest.current = run
  useEffect(() => {
    const timer = setTimeout(() => {
      latest.current()
    }, ms)
    return () => {
      clearTimeout(timer)
    }
  }, [key, ms])
}
