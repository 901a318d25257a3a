import { useEffect, useState } from 'react'
import { secureFrameUrl } from './secure-frame-url.js'

export type SecureSiteState =
  | { state: 'absent' }
  | { state: 'probing' }
  | { state: 'answers' }
  | { state: 'silent'; reason: string }

const PROBE_TIMEOUT_MS = 3000

/**
 * Whether the secure site in the endpoints serves its frame page. The probe is opaque (no-cors):
 * the site need not allow this origin for the frame to load, only be there.
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
    void fetch(secureFrameUrl(url), {
      mode: 'no-cors',
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    })
      .then(
        () => ({ state: 'answers' as const }),
        (error: unknown) => ({
          state: 'silent' as const,
          reason: error instanceof Error ? error.message : String(error),
        }),
      )
      .then((next) => {
        if (current) setSite(next)
      })
    return () => {
      current = false
    }
  }, [url])
  return site
}
