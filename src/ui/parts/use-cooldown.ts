import { useEffect, useState } from 'react'
import { EMAIL_CODE_COOLDOWN_MS } from '../../core/constants.js'

const SECOND_MS = 1000

/** Seconds left before another code may be asked for, counting down from the last request. */
export function useCooldown(lastSentAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (lastSentAt === undefined) return
    const timer = setInterval(() => {
      setNow(Date.now())
    }, SECOND_MS)
    return () => {
      clearInterval(timer)
    }
  }, [lastSentAt])
  if (lastSentAt === undefined) return 0
  return Math.max(0, Math.ceil((lastSentAt + EMAIL_CODE_COOLDOWN_MS - now) / SECOND_MS))
}
