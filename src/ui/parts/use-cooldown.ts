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
  // The clock may not have ticked since the code went out.
  const elapsed = Math.max(0, now - lastSentAt)
  return Math.max(0, Math.ceil((EMAIL_CODE_COOLDOWN_MS - elapsed) / SECOND_MS))
}
