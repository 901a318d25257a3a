import { isRecord } from '../../src/utils/is-record.js'

export const isCreation = (value: unknown): value is PublicKeyCredentialCreationOptionsJSON =>
  isRecord(value) &&
  typeof value.challenge === 'string' &&
  isRecord(value.rp) &&
  isRecord(value.user)

export const isRequest = (value: unknown): value is PublicKeyCredentialRequestOptionsJSON =>
  isRecord(value) && typeof value.challenge === 'string' && typeof value.rpId === 'string'

/**
 * The browser's WebAuthn answer to the site's options, in the JSON form the site checks. The
 * browser's parsers check the rest of the options' shape.
 */
export async function webauthnCeremony(kind: 'create' | 'get', options: unknown): Promise<unknown> {
  let credential: Credential | null
  if (kind === 'create') {
    if (!isCreation(options)) throw new Error('The secure site sent no passkey options')
    credential = await navigator.credentials.create({
      publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options),
    })
  } else {
    if (!isRequest(options)) throw new Error('The secure site sent no passkey options')
    credential = await navigator.credentials.get({
      publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options),
    })
  }
  if (!(credential instanceof PublicKeyCredential)) throw new Error('No passkey was given')
  const json: unknown = credential.toJSON()
  return json
}
