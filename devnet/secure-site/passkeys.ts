import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { walletKeyOf, type LoginIdentity } from './login-identity.js'
import type { PasskeyStore, StoredPasskey } from './passkey-store.js'

/** How long a ceremony's challenge can be answered: one prompt's time, then it is spent. */
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000

/** What a ceremony's challenge was issued for; an answer is checked against it and spends it. */
type Ceremony =
  | { kind: 'register'; token: string; identity: LoginIdentity }
  | { kind: 'login' }
  | { kind: 'proof'; token: string; identity: LoginIdentity }

export interface PasskeysDeps {
  store: PasskeyStore
  /** The site's own origin: every passkey is made and used on it (its host is the RP id). */
  origin: () => string
  now?: () => number
}

/** A passkey as the visitor sees it in Account: never its key. */
export interface PasskeySummary {
  id: string
  createdAt: number
  lastUsedAt: number | null
}

export const summaryOf = ({ id, createdAt, lastUsedAt }: StoredPasskey): PasskeySummary => ({
  id,
  createdAt,
  lastUsedAt,
})

const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)

const bytes = (base64url: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from(base64url, 'base64url'))

/**
 * WebAuthn on the secure site, checked with @simplewebauthn/server: a registration's attestation
 * and every assertion's challenge (issued here, single use), origin (this site), RP id (its host),
 * signature (the stored public key) and sign count (it must grow, so a replay is refused). User
 * verification is required: the passkey stands in for the email code.
 */
export function createPasskeys(deps: PasskeysDeps) {
  const now = deps.now ?? Date.now
  const pending = new Map<string, { ceremony: Ceremony; expiresAt: number }>()
  const rpID = (): string => new URL(deps.origin()).hostname

  const remember = (challenge: string, ceremony: Ceremony): void => {
    for (const [known, { expiresAt }] of pending) if (expiresAt < now()) pending.delete(known)
    pending.set(challenge, { ceremony, expiresAt: now() + CHALLENGE_LIFETIME_MS })
  }

  /** The ceremony a challenge was issued for, spent on first use (whatever the answer). */
  const spend = (challenge: string): Ceremony | undefined => {
    const found = pending.get(challenge)
    pending.delete(challenge)
    return found === undefined || found.expiresAt < now() ? undefined : found.ceremony
  }

  const registrationOptions = async (
    token: string,
    identity: LoginIdentity,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> => {
    const options = await generateRegistrationOptions({
      rpName: 'Portico secure site',
      rpID: rpID(),
      userName: walletKeyOf(identity),
      attestationType: 'none',
      excludeCredentials: deps.store.of(identity).map(({ id }) => ({ id })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    remember(options.challenge, { kind: 'register', token, identity })
    return options
  }

  /** The new passkey of the session's login, or why the registration was refused. */
  const register = async (
    token: string,
    response: RegistrationResponseJSON,
  ): Promise<{ passkey: PasskeySummary } | { refused: string }> => {
    let ceremony: Ceremony | undefined
    try {
      const verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: (challenge) => {
          ceremony = spend(challenge)
          return ceremony?.kind === 'register' && ceremony.token === token
        },
        expectedOrigin: deps.origin(),
        expectedRPID: rpID(),
        requireUserVerification: true,
      })
      if (!verified.verified || ceremony?.kind !== 'register') {
        return { refused: 'Passkey refused: the registration was not verified' }
      }
      const { credential } = verified.registrationInfo
      if (deps.store.get(credential.id) !== undefined) {
        return { refused: 'Passkey refused: this passkey is already added' }
      }
      const passkey: StoredPasskey = {
        id: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        identity: ceremony.identity,
        createdAt: now(),
        lastUsedAt: null,
      }
      deps.store.add(passkey)
      return { passkey: summaryOf(passkey) }
    } catch (error) {
      return { refused: `Passkey refused: ${reasonOf(error)}` }
    }
  }

  /**
   * Options for an assertion: a login offers any passkey of this site (discoverable), a proof only
   * the session's login's own.
   */
  const assertionOptions = async (
    ceremony: Ceremony & { kind: 'login' | 'proof' },
  ): Promise<PublicKeyCredentialRequestOptionsJSON> => {
    const allowCredentials =
      ceremony.kind === 'proof' ? deps.store.of(ceremony.identity).map(({ id }) => ({ id })) : []
    const options = await generateAuthenticationOptions({
      rpID: rpID(),
      allowCredentials,
      userVerification: 'required',
    })
    remember(options.challenge, ceremony)
    return options
  }

  /**
   * The login an assertion proves, or why it was refused. `token` is the session a proof is made
   * for (undefined for a sign-in); a proof's passkey must be that login's. `topOrigin` is the
   * page the request says embeds this site (checked against the project's list): an assertion
   * made in a frame names its top page, which must be that one.
   */
  const assert = async (
    response: AuthenticationResponseJSON,
    { token, topOrigin }: { token?: string; topOrigin?: string } = {},
  ): Promise<{ identity: LoginIdentity } | { refused: string }> => {
    const passkey = deps.store.get(response.id)
    if (passkey === undefined) return { refused: 'Passkey refused: this passkey is not known here' }
    let ceremony: Ceremony | undefined
    try {
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (challenge) => {
          ceremony = spend(challenge)
          return token === undefined
            ? ceremony?.kind === 'login'
            : ceremony?.kind === 'proof' && ceremony.token === token
        },
        expectedOrigin: deps.origin(),
        expectedRPID: rpID(),
        ...(topOrigin === undefined ? {} : { expectedTopOrigin: topOrigin }),
        credential: {
          id: passkey.id,
          publicKey: bytes(passkey.publicKey),
          counter: passkey.counter,
        },
        requireUserVerification: true,
      })
      if (!verified.verified) return { refused: 'Passkey refused: the assertion was not verified' }
      if (
        ceremony?.kind === 'proof' &&
        walletKeyOf(ceremony.identity) !== walletKeyOf(passkey.identity)
      ) {
        return { refused: "Passkey refused: this passkey is another login's" }
      }
      deps.store.used(passkey.id, verified.authenticationInfo.newCounter, now())
      return { identity: passkey.identity }
    } catch (error) {
      return { refused: `Passkey refused: ${reasonOf(error)}` }
    }
  }

  return { registrationOptions, register, assertionOptions, assert }
}

export type Passkeys = ReturnType<typeof createPasskeys>
