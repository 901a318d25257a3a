/** How recent a proof must be for export and passkey changes: "the last few minutes". */
export const FRESH_PROOF_MS = 5 * 60 * 1000

export const FRESH_PROOF_NEEDED =
  'Prove it is you first: enter a new email code or use your passkey (valid for 5 minutes)'

/**
 * When each session last proved its login: signing in (a code, a passkey, a social or Farcaster
 * approval) is one proof, a new email code or a passkey assertion for the session is another.
 * Keyed by the session's credential, in memory only.
 */
export function createFreshProofs(now: () => number = Date.now) {
  const provenAt = new Map<string, number>()

  const proven = (token: string): void => {
    provenAt.set(token, now())
  }

  const isFresh = (token: string): boolean => {
    const at = provenAt.get(token)
    return at !== undefined && now() - at <= FRESH_PROOF_MS
  }

  /** When the current proof stops counting, for the frame to say so. */
  const freshUntil = (token: string): number | undefined => {
    const at = provenAt.get(token)
    return at === undefined ? undefined : at + FRESH_PROOF_MS
  }

  const forget = (token: string): void => {
    provenAt.delete(token)
  }

  return { proven, isFresh, freshUntil, forget }
}

export type FreshProofs = ReturnType<typeof createFreshProofs>
