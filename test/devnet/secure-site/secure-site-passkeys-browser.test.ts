import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEvmChains, type EvmDevnet } from '../../../devnet/evm/index.js'
import { startMailbox, type MailboxDevnet } from '../../../devnet/mailbox/index.js'
import { startSecureSite, type SecureSiteDevnet } from '../../../devnet/secure-site/index.js'
import { isRecord } from '../../../src/utils/is-record.js'
import { isCreation, isRequest } from '../../../devnet/secure-site/webauthn-ceremony.js'
import { launchBrowser } from '../../e2e/browser.js'
import { addVirtualAuthenticator } from '../../e2e/virtual-authenticator.js'
import { TEST_PARENT_ORIGIN, TEST_PROJECT_ID } from './secure-site-test-devnet.js'

let mailbox: MailboxDevnet
let evm: EvmDevnet
let site: SecureSiteDevnet
let browser: Browser
let stateDir: string

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'secure-site-passkeys-'))
  mailbox = await startMailbox({ port: 0 })
  evm = await startEvmChains({ ports: { 1: 0 }, log: () => undefined })
  const chains = Object.fromEntries(evm.chains.map((chain) => [chain.caipNetworkId, chain.rpcUrl]))
  // A browser makes passkeys for a domain only: the site is addressed as localhost.
  site = await startSecureSite({
    port: 0,
    mailboxUrl: mailbox.url,
    chains,
    stateDir,
    hostName: 'localhost',
  })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
  await site.close()
  await evm.stop()
  await mailbox.close()
  rmSync(stateDir, { recursive: true, force: true })
})

/** The headers the frame app sends: its project and parent page. */
const BOUND = {
  'x-portico-project-id': TEST_PROJECT_ID,
  'x-portico-parent-origin': TEST_PARENT_ORIGIN,
}

interface Reply {
  status: number
  body: unknown
}

/** A call to the site from a page of its own origin (as the frame app makes them). */
const call = (page: Page, path: string, body: unknown, token?: string): Promise<Reply> =>
  page.evaluate(
    async ({ path, body, headers }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const text = await response.text()
      const parsed: unknown = text === '' ? undefined : JSON.parse(text)
      return { status: response.status, body: parsed }
    },
    {
      path,
      body,
      headers: token === undefined ? BOUND : { ...BOUND, authorization: `Bearer ${token}` },
    },
  )

const codeOf = (email: string): string => {
  const code = mailbox
    .messages(email)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1]
  if (code === undefined) throw new Error(`No code was mailed to ${email}`)
  return code
}

/**
 * The site's options, in the JSON forms Chromium's parsers take; the parsers check the rest of
 * their shape (a malformed option throws in the page).
 */
type CeremonyOptions =
  | { kind: 'create'; options: PublicKeyCredentialCreationOptionsJSON }
  | { kind: 'get'; options: PublicKeyCredentialRequestOptionsJSON }

function optionsOf(reply: Reply, kind: 'create' | 'get'): CeremonyOptions {
  const options = isRecord(reply.body) ? reply.body.options : undefined
  if (reply.status === 200 && kind === 'create' && isCreation(options)) return { kind, options }
  if (reply.status === 200 && kind === 'get' && isRequest(options)) return { kind, options }
  throw new Error(`options answered ${String(reply.status)} ${JSON.stringify(reply.body)}`)
}

/** Chromium's own WebAuthn answer to the site's options, made by the virtual authenticator. */
const ceremony = (page: Page, wanted: CeremonyOptions): Promise<unknown> =>
  page.evaluate(async (asked) => {
    const credential =
      asked.kind === 'create'
        ? await navigator.credentials.create({
            publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(asked.options),
          })
        : await navigator.credentials.get({
            publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(asked.options),
          })
    if (!(credential instanceof PublicKeyCredential)) throw new Error('no passkey credential')
    const json: unknown = credential.toJSON()
    return json
  }, wanted)

describe('devnet secure site: passkeys in Chromium (virtual authenticator)', () => {
  it('adds a passkey made by Chromium to an email login; it signs in to the same wallet; a replayed assertion is refused', async () => {
    const page = await browser.newPage()
    // Any page of the site's origin: the frame app's calls are same-origin.
    await page.goto(`${site.url}/frame.js`)
    await addVirtualAuthenticator(page)

    const email = 'chromium-passkey@example.org'
    await call(page, '/api/email/start', { email })
    const login = await call(page, '/api/email/verify', { email, otp: codeOf(email) })
    if (!isRecord(login.body) || typeof login.body.token !== 'string') {
      throw new Error(`no login: ${JSON.stringify(login.body)}`)
    }
    const { token, address } = login.body
    await call(page, '/api/proof/email/start', {}, token)
    const proof = await call(page, '/api/proof/email/verify', { otp: codeOf(email) }, token)
    expect(proof.status).toBe(200)

    const creation = await call(page, '/api/passkey/register/options', {}, token)
    const made = await ceremony(page, optionsOf(creation, 'create'))
    const added = await call(page, '/api/passkey/register', { credential: made }, token)
    expect(added).toMatchObject({ status: 200, body: { passkey: { lastUsedAt: null } } })

    expect((await call(page, '/api/sign-out', {}, token)).status).toBe(204)
    const request = await call(page, '/api/passkey/login/options', {})
    const assertion = await ceremony(page, optionsOf(request, 'get'))
    const signedIn = await call(page, '/api/passkey/login', { credential: assertion })
    expect(signedIn).toMatchObject({ status: 200, body: { address, email } })

    // The same assertion again: its challenge is spent, and its count no longer goes forward.
    const replayed = await call(page, '/api/passkey/login', { credential: assertion })
    expect(replayed.status).toBe(401)
    expect(isRecord(replayed.body) ? replayed.body.message : '').toMatch(/^Passkey refused: /)
    await page.close()
  })
})
