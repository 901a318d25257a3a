import { randomUUID } from 'node:crypto'
import type { Address, Hash } from 'viem'

/** What a purchase delivers once paid. */
export interface Purchase {
  to: Address
  /** The CAIP-2 id of the devnet chain it is delivered on. */
  chain: string
  symbol: string
  /** Whole units as a decimal string, e.g. '25.5'. */
  amount: string
}

/** pending -> processing (the credit is being mined) -> paid; pending -> revoked. */
export type SessionStatus = 'pending' | 'processing' | 'paid' | 'revoked'

/**
 * An on-ramp or exchange purchase, as GET /v1/sessions/{id} answers it (the spec leaves the
 * session's shape open).
 */
export type DevnetSession = {
  id: string
  kind: 'onramp' | 'exchange'
  status: SessionStatus
  purchase: Purchase
  /** The exchange chosen, for exchange purchases. */
  exchangeId: string | null
  /** The credit transaction, once paid. */
  txHash: Hash | null
  createdAt: string
  updatedAt: string
}

/** Purchase sessions, in memory only: they last as long as the service. */
export function createSessionStore() {
  const sessions = new Map<string, DevnetSession>()

  const update = (id: string, change: Partial<DevnetSession>): DevnetSession | undefined => {
    const session = sessions.get(id)
    if (!session) return undefined
    const updated = { ...session, ...change, updatedAt: new Date().toISOString() }
    sessions.set(id, updated)
    return updated
  }

  return {
    open: (
      kind: DevnetSession['kind'],
      purchase: Purchase,
      exchangeId: string | null = null,
    ): DevnetSession => {
      const now = new Date().toISOString()
      const session: DevnetSession = {
        id: randomUUID(),
        kind,
        status: 'pending',
        purchase,
        exchangeId,
        txHash: null,
        createdAt: now,
        updatedAt: now,
      }
      sessions.set(session.id, session)
      return session
    },
    get: (id: string): DevnetSession | undefined => sessions.get(id),
    update,
  }
}

export type SessionStore = ReturnType<typeof createSessionStore>
