import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { isRecord } from '../../src/utils/is-record.js'
import type { Checked } from './api-bodies.js'

/** The bodies of the passkey, fresh-proof and session routes, checked by hand as the site's other bodies. */

const BASE64URL = /^[A-Za-z0-9_-]{1,8192}$/

const failed = (issue: string): Checked<never> => ({ ok: false, issue })

const base64url = (value: unknown): value is string =>
  typeof value === 'string' && BASE64URL.test(value)

/** A credential's JSON as the browser's `toJSON()` gives it: its id, and its response's fields. */
function credentialFields(
  value: unknown,
  responseFields: readonly string[],
): Checked<{ id: string; response: Record<string, string> }> {
  if (!isRecord(value) || !isRecord(value.credential)) {
    return failed('credential must be the passkey credential as JSON')
  }
  const { credential } = value
  if (!base64url(credential.id) || credential.rawId !== credential.id) {
    return failed('credential.id and credential.rawId must be the same base64url id')
  }
  if (credential.type !== 'public-key') return failed('credential.type must be public-key')
  if (!isRecord(credential.response)) return failed('credential.response is required')
  const response: Record<string, string> = {}
  for (const name of responseFields) {
    const field = credential.response[name]
    if (!base64url(field)) return failed(`credential.response.${name} must be base64url`)
    response[name] = field
  }
  return { ok: true, value: { id: credential.id, response } }
}

const field = (response: Record<string, string>, name: string): string => response[name] ?? ''

export function checkRegistration(
  value: unknown,
): Checked<{ credential: RegistrationResponseJSON }> {
  const checked = credentialFields(value, ['clientDataJSON', 'attestationObject'])
  if (!checked.ok) return checked
  const { id, response } = checked.value
  return {
    ok: true,
    value: {
      credential: {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: field(response, 'clientDataJSON'),
          attestationObject: field(response, 'attestationObject'),
        },
      },
    },
  }
}

export function checkAssertion(
  value: unknown,
): Checked<{ credential: AuthenticationResponseJSON }> {
  const checked = credentialFields(value, ['clientDataJSON', 'authenticatorData', 'signature'])
  if (!checked.ok) return checked
  const { id, response } = checked.value
  return {
    ok: true,
    value: {
      credential: {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: field(response, 'clientDataJSON'),
          authenticatorData: field(response, 'authenticatorData'),
          signature: field(response, 'signature'),
        },
      },
    },
  }
}

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
