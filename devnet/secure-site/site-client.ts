import { PARENT_HEADER, PROJECT_HEADER } from './request-binding-headers.js'
import { RpcRefused } from './rpc-refused.js'
import { SESSION_ENDED } from './session-ended.js'
import { isRecord } from '../../src/utils/is-record.js'

/**
 * The frame app's calls to its own server. The credential (`token`) stays in the frame's origin;
 * every call names the project and the embedding page, which the server checks against the
 * project's allowed origins.
 */

export interface SiteUser {
  /** Null for logins that have none (X, Discord, GitHub, Farcaster). */
  email: string | null
  userName: string | null
  /** The EVM address. */
  address: string
  /** The Solana address (base58), for chains of the solana namespace. */
  solanaAddress: string
}

export interface SiteBinding {
  projectId: string
  parentOrigin: string
}

/** A login's reply: the credential, the handle for the page, and the user. */
export interface SignedIn {
  token: string
  handle: string
  user: SiteUser
}

const nullableText = (value: unknown): value is string | null =>
  value === null || typeof value === 'string'

function userOf(json: unknown): SiteUser {
  if (
    !isRecord(json) ||
    !nullableText(json.email) ||
    !nullableText(json.userName) ||
    typeof json.address !== 'string' ||
    typeof json.solanaAddress !== 'string'
  ) {
    throw new Error('The secure site answered without a user')
  }
  const { email, userName, address, solanaAddress } = json
  return { email, userName, address, solanaAddress }
}

/** A login's reply: the new session's credential and handle, and its user. */
function signedInOf(json: unknown): SignedIn {
  if (!isRecord(json) || typeof json.token !== 'string' || typeof json.handle !== 'string') {
    throw new Error('The secure site answered without a session')
  }
  return { token: json.token, handle: json.handle, user: userOf(json) }
}

function textField(json: unknown, name: string): string {
  const value = isRecord(json) ? json[name] : undefined
  if (typeof value !== 'string') throw new Error(`The secure site answered without ${name}`)
  return value
}

export function createSiteClient(binding: SiteBinding) {
  const bound = (headers: Record<string, string> = {}): Record<string, string> => ({
    ...headers,
    [PROJECT_HEADER]: binding.projectId,
    [PARENT_HEADER]: binding.parentOrigin,
  })

  async function call(
    path: string,
    method: string,
    token?: string,
    body?: unknown,
    signal?: AbortSignal,
  ) {
    const headers = bound({ 'content-type': 'application/json' })
    if (token !== undefined) headers.authorization = `Bearer ${token}`
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      ...(signal === undefined ? {} : { signal }),
    })
    const text = await response.text()
    const json: unknown = text === '' ? undefined : JSON.parse(text)
    if (!response.ok) {
      const message = isRecord(json) && typeof json.message === 'string' ? json.message : undefined
      const text = message ?? `${path} failed with HTTP ${String(response.status)}`
      // The wallet's refusal keeps its EIP-1193 or EIP-5792 code on its way to the page.
      throw isRecord(json) && typeof json.code === 'number'
        ? new RpcRefused(text, json.code)
        : new Error(text)
    }
    return { status: response.status, json }
  }

  return {
    startEmail: async (email: string): Promise<void> => {
      await call('/api/email/start', 'POST', undefined, { email })
    },
    verifyEmail: async (email: string, otp: string): Promise<SignedIn> => {
      const { json } = await call('/api/email/verify', 'POST', undefined, { email, otp })
      return signedInOf(json)
    },
    /**
     * The consent page's URI for a social login that the page at `openerOrigin` opened; with
     * `returnTo` (popups blocked) the consent page goes back to that page of it.
     */
    startSocial: async (
      provider: string,
      openerOrigin: string,
      returnTo?: string,
    ): Promise<string> => {
      const { json } = await call('/api/social/start', 'POST', undefined, {
        provider,
        openerOrigin,
        ...(returnTo !== undefined && { returnTo }),
      })
      return textField(json, 'uri')
    },
    exchangeSocial: async (resultUri: string): Promise<SignedIn> => {
      const { json } = await call('/api/social/exchange', 'POST', undefined, { resultUri })
      return signedInOf(json)
    },
    /** The URL the Farcaster app opens (the QR code's); its channel is in its query. */
    startFarcaster: async (): Promise<string> => {
      const { json } = await call('/api/farcaster/start', 'POST', undefined, {})
      return textField(json, 'url')
    },
    /** The session once the channel is approved, or undefined while it waits (ask again). */
    waitFarcaster: async (channel: string): Promise<SignedIn | undefined> => {
      const { status, json } = await call('/api/farcaster/wait', 'POST', undefined, { channel })
      return status === 202 ? undefined : signedInOf(json)
    },
    /** The user of a session, or undefined when the token is not (or no longer) valid. */
    session: async (token: string): Promise<(SiteUser & { handle: string }) | undefined> => {
      const response = await fetch('/api/session', {
        headers: bound({ authorization: `Bearer ${token}` }),
      })
      if (response.status === 401) {
        // An ended session is told apart from a plain sign-out: the frame tells the page.
        const refusal: unknown = await response.json()
        if (isRecord(refusal) && refusal.message === SESSION_ENDED) throw new Error(SESSION_ENDED)
        return undefined
      }
      if (!response.ok) throw new Error(`/api/session failed with HTTP ${String(response.status)}`)
      const json: unknown = await response.json()
      const handle = isRecord(json) ? json.handle : undefined
      if (typeof handle !== 'string') throw new Error('The secure site answered without a handle')
      return { ...userOf(json), handle }
    },
    /** Starts an email change: which code the user must enter first. */
    updateEmail: async (token: string, email: string): Promise<'VERIFY_PRIMARY_OTP'> => {
      const { json } = await call('/api/email/update', 'POST', token, { email })
      const action = textField(json, 'action')
      if (action !== 'VERIFY_PRIMARY_OTP') throw new Error(`Unknown email change step ${action}`)
      return action
    },
    /** A code of an email change; the second one answers the new email (else ''). */
    confirmEmailUpdate: async (
      token: string,
      step: 'primary' | 'secondary',
      otp: string,
    ): Promise<string> => {
      const { json } = await call(`/api/email/update/${step}`, 'POST', token, { otp })
      return step === 'secondary' ? textField(json, 'newEmail') : ''
    },
    /** A session the site no longer knows (401) is signed out already. */
    signOut: async (token: string): Promise<void> => {
      const response = await fetch('/api/sign-out', {
        method: 'POST',
        headers: bound({ authorization: `Bearer ${token}` }),
      })
      if (!response.ok && response.status !== 401) {
        throw new Error(`/api/sign-out failed with HTTP ${String(response.status)}`)
      }
    },
    chains: async (): Promise<string[]> => {
      const { json } = await call('/api/chains', 'GET')
      if (!isRecord(json) || !Array.isArray(json.chains)) return []
      return json.chains.filter((chain): chain is string => typeof chain === 'string')
    },
    /** `requestId` lets an abort find the request while the site holds it; `signal` ends the wait. */
    rpc: async (
      token: string,
      request: { chainId: string; method: string; params: unknown[]; requestId: string },
      signal: AbortSignal,
    ) => {
      const { json } = await call('/api/rpc', 'POST', token, request, signal)
      return isRecord(json) ? json.result : undefined
    },
    /** Where the login is signed in (Account's list). */
    sessions: async (token: string): Promise<unknown> => {
      const { json } = await call('/api/sessions', 'GET', token)
      return json
    },
    /** Ends one session of the login, or every other one; how many ended. */
    endSessions: async (
      token: string,
      which: { sessionId: string } | { all: true },
    ): Promise<unknown> => {
      const body = 'all' in which ? { all: true } : { id: which.sessionId }
      const { json } = await call('/api/sessions/end', 'POST', token, body)
      return json
    },
    /** Mails a confirmation code to the login's email: the first half of a fresh proof. */
    startEmailProof: async (token: string): Promise<void> => {
      await call('/api/proof/email/start', 'POST', token, {})
    },
    confirmEmailProof: async (token: string, otp: string): Promise<void> => {
      await call('/api/proof/email/verify', 'POST', token, { otp })
    },
    /** The login's keys, after a fresh proof: for the site's own export page only. */
    exportKeys: async (token: string): Promise<Record<string, string>> => {
      const { json } = await call('/api/export', 'POST', token, {})
      const keys = isRecord(json) ? json.keys : undefined
      if (!isRecord(keys)) throw new Error('The secure site answered without keys')
      const texts: Record<string, string> = {}
      for (const name of ['address', 'privateKey', 'solanaAddress', 'solanaSecretKey']) {
        texts[name] = textField(keys, name)
      }
      return texts
    },
    /** The login's passkeys: `{passkeys: [{id, createdAt, lastUsedAt}]}`. */
    passkeys: async (token: string): Promise<unknown> => {
      const { json } = await call('/api/passkeys', 'GET', token)
      return json
    },
    /** WebAuthn options of a ceremony: a new passkey, or a passkey proof of this session. */
    ceremonyOptions: async (token: string, ceremony: 'register' | 'proof'): Promise<unknown> => {
      const path =
        ceremony === 'register' ? '/api/passkey/register/options' : '/api/proof/passkey/options'
      const { json } = await call(path, 'POST', token, {})
      return isRecord(json) ? json.options : undefined
    },
    /** The browser's answer to the ceremony's options, for the site to check. */
    finishCeremony: async (
      token: string,
      ceremony: 'register' | 'proof',
      credential: unknown,
    ): Promise<void> => {
      const path = ceremony === 'register' ? '/api/passkey/register' : '/api/proof/passkey'
      await call(path, 'POST', token, { credential })
    },
    /** WebAuthn options of a passkey sign-in: any passkey of this site may answer. */
    passkeyLoginOptions: async (): Promise<unknown> => {
      const { json } = await call('/api/passkey/login/options', 'POST', undefined, {})
      return isRecord(json) ? json.options : undefined
    },
    /** A new session for the login whose passkey answered the sign-in's options. */
    passkeyLogin: async (credential: unknown): Promise<SignedIn> => {
      const { json } = await call('/api/passkey/login', 'POST', undefined, { credential })
      return signedInOf(json)
    },
    removePasskey: async (token: string, id: string): Promise<void> => {
      await call('/api/passkey/remove', 'POST', token, { id })
    },
    abortRpc: async (token: string, requestIds: string[]): Promise<void> => {
      await call('/api/rpc/abort', 'POST', token, { requestIds })
    },
  }
}

export type SiteClient = ReturnType<typeof createSiteClient>
