import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'

/**
 * A WebAuthn authenticator in Node, for the site's checks without a browser: one ES256 passkey
 * with "none" attestation, user presence and verification, and a sign count it keeps. Tests bend
 * what it signs (challenge, origin, RP id, count) to forge assertions.
 */

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length])
    if (length < 256) return Buffer.from([(major << 5) | 24, length])
    return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff])
  }
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, text.length), text])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)])
  return Buffer.concat([head(5, value.size), ...entries])
}

const sha256 = (data: Buffer | string): Buffer => createHash('sha256').update(data).digest()

const b64url = (data: Buffer): string => data.toString('base64url')

export interface CeremonyOptions {
  challenge: string
  rpId?: string
}

export interface Forgery {
  /** Sign for another origin than the site's. */
  origin?: string
  /** Sign another RP id's hash. */
  rpId?: string
  /** Sign another challenge than the one asked. */
  challenge?: string
  /** Sign this count instead of the next one (a replayed or cloned authenticator). */
  signCount?: number
  /** Sign as a frame inside this top page (cross-origin), as a browser does in an iframe. */
  topOrigin?: string
}

export function createSoftwareAuthenticator(siteOrigin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const credentialId = randomBytes(16)
  let signCount = 0

  const coseKey = cbor(
    new Map<number, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  )

  const authenticatorData = (rpId: string, count: number, attested: boolean): Buffer => {
    // UP (0x01) and UV (0x04), and AT (0x40) when the credential is attached.
    const flags = Buffer.from([attested ? 0x45 : 0x05])
    const counter = Buffer.alloc(4)
    counter.writeUInt32BE(count)
    const parts = [sha256(rpId), flags, counter]
    if (attested) {
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      parts.push(Buffer.alloc(16), idLength, credentialId, coseKey)
    }
    return Buffer.concat(parts)
  }

  const clientData = (
    type: string,
    challenge: string,
    origin: string,
    topOrigin?: string,
  ): Buffer =>
    Buffer.from(
      JSON.stringify(
        topOrigin === undefined
          ? { type, challenge, origin, crossOrigin: false }
          : { type, challenge, origin, crossOrigin: true, topOrigin },
      ),
    )

  const defaultRpId = new URL(siteOrigin).hostname

  /** navigator.credentials.create()'s answer, as JSON. */
  const register = (options: CeremonyOptions, forgery: Forgery = {}) => {
    const rpId = forgery.rpId ?? options.rpId ?? defaultRpId
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authenticatorData(rpId, signCount, true)],
      ]),
    )
    const challenge = forgery.challenge ?? options.challenge
    return {
      id: b64url(credentialId),
      rawId: b64url(credentialId),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(
          clientData('webauthn.create', challenge, forgery.origin ?? siteOrigin),
        ),
        attestationObject: b64url(attestationObject),
      },
    }
  }

  /** navigator.credentials.get()'s answer, as JSON; each one counts one more use. */
  const assert = (options: CeremonyOptions, forgery: Forgery = {}) => {
    const rpId = forgery.rpId ?? options.rpId ?? defaultRpId
    const count = forgery.signCount ?? (signCount += 1)
    const data = authenticatorData(rpId, count, false)
    const challenge = forgery.challenge ?? options.challenge
    const client = clientData(
      'webauthn.get',
      challenge,
      forgery.origin ?? siteOrigin,
      forgery.topOrigin,
    )
    const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey)
    return {
      id: b64url(credentialId),
      rawId: b64url(credentialId),
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(client),
        authenticatorData: b64url(data),
        signature: b64url(signature),
      },
    }
  }

  return { register, assert, credentialId: b64url(credentialId) }
}
