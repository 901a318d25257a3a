import { createKeyPairFromBytes, getAddressFromPublicKey, getBase58Encoder } from '@solana/kit'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createFreshProofs, FRESH_PROOF_MS } from '../../../devnet/secure-site/fresh-proofs.js'
import { isRecord } from '../../../src/utils/is-record.js'
import { createSoftwareAuthenticator, type CeremonyOptions } from './software-authenticator.js'
import {
  frameHeaders,
  secureSiteDevnetPerFile,
  TEST_PARENT_ORIGIN,
} from './secure-site-test-devnet.js'

const devnet = secureSiteDevnetPerFile()

const post = (path: string, body: unknown, token?: string) => devnet().post(path, body, token)

const FRESH_PROOF_NEEDED = {
  status: 403,
  body: {
    message:
      'Prove it is you first: enter a new email code or use your passkey (valid for 5 minutes)',
  },
}

async function optionsFrom(path: string, token?: string): Promise<CeremonyOptions> {
  const { status, body } = await post(path, {}, token)
  if (status !== 200 || !isRecord(body) || !isRecord(body.options)) {
    throw new Error(`${path} answered ${String(status)} ${JSON.stringify(body)}`)
  }
  const { challenge, rpId } = body.options
  if (typeof challenge !== 'string') throw new Error(`${path} gave no challenge`)
  return { challenge, ...(typeof rpId === 'string' ? { rpId } : {}) }
}

/** A fresh proof by a new email code, as the frame's Account view asks for one. */
async function proveByEmail(email: string, token: string): Promise<void> {
  expect(await post('/api/proof/email/start', {}, token)).toEqual({
    status: 200,
    body: { action: 'VERIFY_OTP' },
  })
  const mail = devnet().mailbox.messages(email).at(-1)
  expect(mail?.subject).toBe('Your Portico confirmation code')
  const otp = mail?.text.match(/\b(\d{6})\b/)?.[1]
  const proven = await post('/api/proof/email/verify', { otp }, token)
  expect(proven.status).toBe(200)
}

/** An email login with a passkey added (after a fresh code), and its authenticator. */
async function emailLoginWithPasskey(email: string) {
  const login = await devnet().signIn(email)
  const authenticator = createSoftwareAuthenticator(devnet().site.url)
  await proveByEmail(email, login.token)
  const options = await optionsFrom('/api/passkey/register/options', login.token)
  const added = await post(
    '/api/passkey/register',
    { credential: authenticator.register(options) },
    login.token,
  )
  expect(added).toMatchObject({
    status: 200,
    body: { passkey: { id: authenticator.credentialId } },
  })
  return { ...login, authenticator }
}

async function signInWithPasskey(assertion: unknown) {
  return post('/api/passkey/login', { credential: assertion })
}

describe('devnet secure site: passkeys', () => {
  it('adds a passkey to an email login after a fresh code; the passkey signs in to the same wallet', async () => {
    const email = 'passkey@example.org'
    const login = await devnet().signIn(email)
    // No proof yet beyond the login itself: adding a passkey asks for one.
    expect(await post('/api/passkey/register/options', {}, login.token)).toEqual(FRESH_PROOF_NEEDED)
    const authenticator = createSoftwareAuthenticator(devnet().site.url)
    await proveByEmail(email, login.token)
    const options = await optionsFrom('/api/passkey/register/options', login.token)
    const added = await post(
      '/api/passkey/register',
      { credential: authenticator.register(options) },
      login.token,
    )
    expect(added).toMatchObject({ status: 200, body: { passkey: { lastUsedAt: null } } })
    const listed = await fetch(`${devnet().site.url}/api/passkeys`, {
      headers: { authorization: `Bearer ${login.token}`, ...frameHeaders(devnet().site.url) },
    })
    expect(await listed.json()).toMatchObject({ passkeys: [{ id: authenticator.credentialId }] })

    expect((await post('/api/sign-out', {}, login.token)).status).toBe(204)
    const signIn = await optionsFrom('/api/passkey/login/options')
    const signedIn = await signInWithPasskey(authenticator.assert(signIn))
    expect(signedIn).toMatchObject({
      status: 200,
      body: { address: login.address, solanaAddress: login.solanaAddress, email },
    })
    if (!isRecord(signedIn.body) || typeof signedIn.body.token !== 'string') {
      throw new Error('the passkey login answered no credential')
    }
    // The new session signs with the same wallet.
    const signed = await post(
      '/api/rpc',
      { chainId: 'eip155:1', method: 'personal_sign', params: ['0x68690a', login.address] },
      signedIn.body.token,
    )
    expect(signed.status).toBe(200)
  })

  it('refuses a forged assertion: wrong challenge, wrong origin, made in a frame of another page, wrong RP id, a replayed sign count, a spent challenge', async () => {
    const { authenticator, address } = await emailLoginWithPasskey('forged@example.org')
    const refusedWith = async (
      forge: (options: CeremonyOptions) => unknown,
      reason: RegExp,
    ): Promise<void> => {
      const reply = await signInWithPasskey(forge(await optionsFrom('/api/passkey/login/options')))
      expect(reply.status).toBe(401)
      expect(isRecord(reply.body) ? reply.body.message : undefined).toMatch(reason)
    }
    await refusedWith(
      (options) => authenticator.assert(options, { challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }),
      /^Passkey refused: .*challenge/i,
    )
    await refusedWith(
      (options) => authenticator.assert(options, { origin: 'http://127.0.0.1:5173' }),
      /^Passkey refused: .*origin/i,
    )
    // Made in a frame of another page than the one the request names (the project's).
    await refusedWith(
      (options) => authenticator.assert(options, { topOrigin: 'https://evil.example' }),
      /^Passkey refused: Unexpected cross-origin authentication response top origin/,
    )
    await refusedWith(
      (options) => authenticator.assert(options, { rpId: 'evil.example' }),
      /^Passkey refused: .*RP ID/i,
    )
    // A real use moves the count on; an assertion that repeats an old count is a replay.
    const used = await signInWithPasskey(
      authenticator.assert(await optionsFrom('/api/passkey/login/options')),
    )
    expect(used).toMatchObject({ status: 200, body: { address } })
    // Made in a frame of the page the request names: a passkey inside the modal.
    const framed = await signInWithPasskey(
      authenticator.assert(await optionsFrom('/api/passkey/login/options'), {
        topOrigin: TEST_PARENT_ORIGIN,
      }),
    )
    expect(framed).toMatchObject({ status: 200, body: { address } })
    await refusedWith(
      (options) => authenticator.assert(options, { signCount: 1 }),
      /^Passkey refused: Response counter value 1 was lower than expected/,
    )
    // A challenge answers once.
    const options = await optionsFrom('/api/passkey/login/options')
    expect((await signInWithPasskey(authenticator.assert(options))).status).toBe(200)
    const again = await signInWithPasskey(authenticator.assert(options))
    expect(again.status).toBe(401)
    // A passkey the site never registered signs nothing in.
    const stranger = createSoftwareAuthenticator(devnet().site.url)
    await refusedWith(
      (forged) => stranger.assert(forged),
      /^Passkey refused: this passkey is not known here$/,
    )
  })

  it('refuses a registration for another origin or answering another challenge', async () => {
    const email = 'register-forged@example.org'
    const login = await devnet().signIn(email)
    await proveByEmail(email, login.token)
    const authenticator = createSoftwareAuthenticator(devnet().site.url)
    const options = await optionsFrom('/api/passkey/register/options', login.token)
    const foreign = await post(
      '/api/passkey/register',
      { credential: authenticator.register(options, { origin: 'http://127.0.0.1:5173' }) },
      login.token,
    )
    expect(foreign.status).toBe(401)
    // The challenge was spent by the refused answer.
    const late = await post(
      '/api/passkey/register',
      { credential: authenticator.register(options) },
      login.token,
    )
    expect(late.status).toBe(401)
    expect(await post('/api/passkey/register', { credential: 'x' }, login.token)).toEqual({
      status: 400,
      body: { message: 'Invalid request body /credential must be object' },
    })
  })

  it('exports the keys only after a fresh proof; they derive the wallet addresses', async () => {
    const { token, address, solanaAddress, authenticator } =
      await emailLoginWithPasskey('export@example.org')
    // The code that added the passkey is still fresh: a new session (by email) is not.
    const other = await devnet().signIn('export@example.org')
    expect(await post('/api/export', {}, other.token)).toEqual(FRESH_PROOF_NEEDED)
    // The passkey is a fresh proof for the other session too.
    const proof = await optionsFrom('/api/proof/passkey/options', other.token)
    const proven = await post(
      '/api/proof/passkey',
      { credential: authenticator.assert(proof) },
      other.token,
    )
    expect(proven.status).toBe(200)
    const exported = await post('/api/export', {}, other.token)
    expect(exported.status).toBe(200)
    if (!isRecord(exported.body) || !isRecord(exported.body.keys)) throw new Error('no keys')
    const { privateKey, solanaSecretKey } = exported.body.keys
    if (typeof privateKey !== 'string' || !privateKey.startsWith('0x')) throw new Error('no key')
    expect(privateKeyToAccount(`0x${privateKey.slice(2)}`).address).toBe(address)
    if (typeof solanaSecretKey !== 'string') throw new Error('no Solana key')
    const pair = await createKeyPairFromBytes(getBase58Encoder().encode(solanaSecretKey))
    expect(await getAddressFromPublicKey(pair.publicKey)).toBe(solanaAddress)
    expect((await post('/api/export', {}, token)).status).toBe(200)
  })

  it('removes a passkey only after a fresh proof; a removed passkey signs nothing in', async () => {
    const email = 'remove@example.org'
    const { authenticator } = await emailLoginWithPasskey(email)
    const other = await devnet().signIn(email)
    const remove = { id: authenticator.credentialId }
    expect(await post('/api/passkey/remove', remove, other.token)).toEqual(FRESH_PROOF_NEEDED)
    await proveByEmail(email, other.token)
    expect(await post('/api/passkey/remove', remove, other.token)).toEqual({
      status: 204,
      body: undefined,
    })
    expect(await post('/api/passkey/remove', remove, other.token)).toEqual({
      status: 404,
      body: { message: 'No such passkey on this login' },
    })
    const options = await optionsFrom('/api/passkey/login/options')
    expect(await signInWithPasskey(authenticator.assert(options))).toEqual({
      status: 401,
      body: { message: 'Passkey refused: this passkey is not known here' },
    })
  })

  it('an email change moves the passkey with the wallet', async () => {
    const from = 'passkey-mover@example.org'
    const to = 'passkey-moved@example.org'
    const { token, address, authenticator } = await emailLoginWithPasskey(from)
    const latestCode = (email: string) =>
      devnet()
        .mailbox.messages(email)
        .at(-1)
        ?.text.match(/\b(\d{6})\b/)?.[1]
    await post('/api/email/update', { email: to }, token)
    await post('/api/email/update/primary', { otp: latestCode(from) }, token)
    expect(await post('/api/email/update/secondary', { otp: latestCode(to) }, token)).toEqual({
      status: 200,
      body: { newEmail: to },
    })
    const options = await optionsFrom('/api/passkey/login/options')
    expect(await signInWithPasskey(authenticator.assert(options))).toMatchObject({
      status: 200,
      body: { email: to, address },
    })
  })

  it('a proof counts for five minutes, for its own session only', () => {
    let now = 1_000_000
    const proofs = createFreshProofs(() => now)
    expect(proofs.isFresh('a')).toBe(false)
    proofs.proven('a')
    now += FRESH_PROOF_MS
    expect(proofs.isFresh('a')).toBe(true)
    expect(proofs.isFresh('b')).toBe(false)
    now += 1
    expect(proofs.isFresh('a')).toBe(false)
  })
})
