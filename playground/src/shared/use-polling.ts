import { useCallback, useEffect, useRef, useState } from 'react'
import { errorText } from './error-text.js'

export type Polled<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T; at: Date }
  | { state: 'failed'; message: string; at: Date }

/**
 * Runs `read` now, then every `intervalMs`, and on refresh(). A slower answer never overwrites a
 * newer one: each run has a number and only the latest may land.
 */
export function usePolling<T>(read: () => Promise<T>, intervalMs: number): [Polled<T>, () => void] {
  const [polled, setPolled] = useState<Polled<T>>({ state: 'loading' })
  const latest = useRef(0)

  const refresh = useCallback(() => {
    latest.current += 1
    const run = latest.current
    read().then(
      (value) => {
        if (run === latest.current) setPolled({ state: 'ready', value, at: new Date() })
      },
      (error: unknown) => {
        if (run === latest.current)
          setPolled({ state: 'failed', message: errorText(error), at: new Date() })
      },
    )
  }, [read])

  useEffect(() => {
    refresh()
    const timer = setInterval(refresh, intervalMs)
    return () => {
      clearInterval(timer)
      latest.current += 1
    }
  }, [refresh, intervalMs])

  return [polled, refresh]
}
