import { useEffect, useState } from 'react'
import { probeOpaque } from '../devnet/probe-opaque.js'
import { startAfterMount } from '../shared/start-after-mount.js'

export type SecureSiteState =
  | { state: 'absent' }
  | { state: 'probing' }
  | { state: 'answers' }
  | { state: 'silent'; reason: string }

const PROBE_TIMEOUT_MS = 3000

/**
 * Whether the secure site in the endpoints serves its frame. The probe is opaque (no-cors): the
 * site need not allow this origin for the frame to load, only be there. It asks for the frame's
 * script, not its HTML page, which the browser blocks from an opaque read (and logs as
 * net::ERR_ABORTED).
 */
export function useSecureSite(url: string): SecureSiteState {
  const [site, setSite] = useState<SecureSiteState>(
    url ? { state: 'probing' } : { state: 'absent' },
  )
  useEffect(() => {
    if (!url) {
      setSite({ state: 'absent' })
      return undefined
    }
    let current = true
    setSite({ state: 'probing' })
    const stop = startAfterMount(() => {
      // The timer is cleared once the answer is in: a late abort would fail a finished request.
      const controller = new AbortController()
      const timer = setTimeout(() => {
        controller.abort(new Error(`No answer within ${String(PROBE_TIMEOUT_MS)} ms`))
      }, PROBE_TIMEOUT_MS)
      void probeOpaque(new URL('/frame.js', url).href, controller.signal)
        .then(
          () => ({ state: 'answers' as const }),
          (error: unknown) => ({
            state: 'silent' as const,
            reason: error instanceof Error ? error.message : String(error),
          }),
        )
        .then((next) => {
          clearTimeout(timer)
          if (current) setSite(next)
        })
      return () => {
        clearTimeout(timer)
      }
    })
    return () => {
      current = false
      stop()
    }
  }, [url])
  return site
}
