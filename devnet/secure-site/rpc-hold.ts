/**
 * Holds the secure site's signing requests while a test (or a developer at the Devnet tab) wants
 * time to cancel one: a real wallet takes a moment to sign, the devnet none. A held request goes
 * on when the hold is released, unless the frame aborted it meanwhile (APP_RPC_ABORT); an abort
 * that overtakes its request is remembered, so the request never runs when it arrives.
 */
export function createRpcHold() {
  let holding = false
  const waiting = new Map<string, { owner: string; go: (proceed: boolean) => void }>()
  /** `${owner} ${requestId}` of aborts whose request has not arrived (bounded: oldest dropped). */
  const abortedEarly = new Set<string>()
  const EARLY_KEPT = 1000

  /** Resolves true when the request may run, false when its frame aborted it. */
  const admit = (owner: string, requestId: string | undefined): Promise<boolean> => {
    if (requestId === undefined) return Promise.resolve(true)
    if (abortedEarly.delete(`${owner} ${requestId}`)) return Promise.resolve(false)
    if (!holding) return Promise.resolve(true)
    return new Promise((resolve) => {
      waiting.set(requestId, { owner, go: resolve })
    })
  }

  /** Aborts the owner's requests among `requestIds`; others' ids are left alone. */
  const abort = (owner: string, requestIds: readonly string[]): void => {
    for (const requestId of requestIds) {
      const held = waiting.get(requestId)
      if (held?.owner === owner) {
        waiting.delete(requestId)
        held.go(false)
        continue
      }
      if (held !== undefined) continue
      abortedEarly.add(`${owner} ${requestId}`)
      if (abortedEarly.size > EARLY_KEPT) {
        const oldest = abortedEarly.values().next().value
        if (oldest !== undefined) abortedEarly.delete(oldest)
      }
    }
  }

  const setHolding = (next: boolean): void => {
    holding = next
    if (next) return
    for (const held of waiting.values()) held.go(true)
    waiting.clear()
  }

  return {
    admit,
    abort,
    setHolding,
    state: () => ({ holding, waiting: waiting.size }),
  }
}

export type RpcHold = ReturnType<typeof createRpcHold>
