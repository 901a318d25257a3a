import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { isRecord } from '../../src/utils/is-record.js'
import { failed, type Checked } from './api-bodies.js'

/** The bodies of the passkey, fresh-proof and session routes, checked by hand as the site's other bodies. */

const BASE64URL = /^[A-Za-z0-9_-]{1,8192}$/

const base64url = (value: unknown): value is string =>
  typeof value === 'string' && BASE64URL.test(value)

/**
 * A credential's JSON as the browser's `toJSON()` gives it: its id, and the response's `fields`,
 * each base64url; `pick` names the fields the ceremony's response type has.
 */
function checkCredential<K extends string, R>(
  value: unknown,
  fields: readonly K[],
  pick: (field: (name: K) => string) => R,
): Checked<{
  credential: {
    id: string
    rawId: string
    type: 'public-key'
    clientExtensionResults: Record<string, never>
    response: R
  }
}> {
  if (!isRecord(value) || !isRecord(value.credential)) {
    return failed('credential must be the passkey credential as JSON')
  }
  const { credential } = value
  if (!base64url(credential.id) || credential.rawId !== credential.id) {
    return failed('credential.id and credential.rawId must be the same base64url id')
  }
  if (credential.type !== 'public-key') return failed('credential.type must be public-key')
  if (!isRecord(credential.response)) return failed('credential.response is required')
  const response = new Map<string, string>()
  for (const name of fields) {
    const field = credential.response[name]
    if (!base64url(field)) return failed(`credential.response.${name} must be base64url`)
    response.set(name, field)
  }
  const { id } = credential
  return {
    ok: true,
    value: {
      credential: {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: pick((name) => response.get(name) ?? ''),
      },
    },
  }
}

export const checkRegistration = (
  value: unknown,
): Checked<{ credential: RegistrationResponseJSON }> =>
  checkCredential(value, ['clientDataJSON', 'attestationObject'], (field) => ({
    clientDataJSON: field('clientDataJSON'),
    attestationObject: field('attestationObject'),
  }))

export const checkAssertion = (
  value: unknown,
): Checked<{ credential: AuthenticationResponseJSON }> =>
  checkCredential(value, ['clientDataJSON', 'authenticatorData', 'signature'], (field) => ({
    clientDataJSON: field('clientDataJSON'),
    authenticatorData: field('authenticatorData'),
    signature: field('signature'),
  }))

/** The body of POST /api/passkey/remove. */
export function checkPasskeyId(value: unknown): Checked<{ id: string }> {
  return isRecord(value) && base64url(value.id) && Object.keys(value).length === 1
    ? { ok: true, value: { id: value.id } }
    : failed('the body must be {id}, a passkey id in base64url')
}

/** The body of POST /api/sessions/end: one session by its id, or every other one. */
export function checkSessionsToEnd(value: unknown): Checked<{ id: string } | { all: true }> {
  if (isRecord(value) && Object.keys(value).length === 1) {
    if (value.all === true) return { ok: true, value: { all: true } }
    if (typeof value.id === 'string' && /^[0-9a-f]{32}$/.test(value.id)) {
      return { ok: true, value: { id: value.id } }
    }
  }
  return failed('the body must be {id} of a session, or {all: true} for every other session')
}
