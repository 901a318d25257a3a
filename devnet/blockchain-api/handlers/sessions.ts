import { parameterValidators, validators } from '../../../generated/blockchain-api/validators.js'
import { RequestRefused } from '../request-refused.js'
import type { SessionStore } from '../sessions/session-store.js'
import { narrow, type HandlerTable } from '../typed-handlers.js'

/**
 * Sessions are the on-ramp and exchange purchases. Revoking one cancels it if it is still
 * unpaid; the signature is required by the spec but not checked, as the devnet has no key for it.
 */
export function createSessionHandlers(sessions: SessionStore) {
  const sessionOr404 = (id: string) => {
    const session = sessions.get(id)
    if (!session) throw new RequestRefused(`No session ${id}`, 404)
    return session
  }

  return {
    getSession: (request) => {
      const { id } = narrow(parameterValidators['getSession.path'], request.path)
      return { status: 200, body: sessionOr404(id) }
    },

    revokeSession: (request) => {
      const { id } = narrow(parameterValidators['revokeSession.path'], request.path)
      narrow(validators.RevokeSessionRequest, request.body)
      const session = sessionOr404(id)
      if (session.status === 'paid' || session.status === 'processing')
        throw new RequestRefused(`Session ${id} is ${session.status} and cannot be revoked`)
      sessions.update(id, { status: 'revoked' })
      // The real server answers a revocation with an empty 200.
      return { status: 200, body: undefined }
    },
  } satisfies HandlerTable
}
