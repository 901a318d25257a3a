import type { Page } from 'playwright-core'
import type { MailboxDevnet } from '../../../devnet/mailbox/index.js'
import { isCreation, isRequest } from '../../../devnet/secure-site/webauthn-ceremony.js'
import { isRecord } from '../../../src/utils/is-record.js'
import { TEST_PARENT_ORIGIN, TEST_PROJECT_ID } from './secure-site-test-devnet.js'

/** The secure site's API called from a page of its own origin in Chromium, as the frame app calls it. */

/** The headers the frame app sends: its project and parent page. */
const BOUND = {
  'x-portico-project-id': TEST_PROJECT_ID,
  'x-portico-parent-origin': TEST_PARENT_ORIGIN,
}

export interface Reply {
  status: number
  body: unknown
}

/** A POST to the site from the page (same-origin, as the frame app makes them). */
export const call = (page: Page, path: string, body: unknown, token?: string): Promise<Reply> =>
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

/**
 * The site's options, in the JSON forms Chromium's parsers take; the parsers check the rest of
 * their shape (a malformed option throws in the page).
 */
export type CeremonyOptions =
  | { kind: 'create'; options: PublicKeyCredentialCreationOptionsJSON }
  | { kind: 'get'; options: PublicKeyCredentialRequestOptionsJSON }

export function optionsOf(reply: Reply, kind: 'create' | 'get'): CeremonyOptions {
  const options = isRecord(reply.body) ? reply.body.options : undefined
  if (reply.status === 200 && kind === 'create' && isCreation(options)) return { kind, options }
  if (reply.status === 200 && kind === 'get' && isRequest(options)) return { kind, options }
  throw new Error(`options answered ${String(reply.status)} ${JSON.stringify(reply.body)}`)
}

/** Chromium's own WebAuthn answer to the site's options, made by the virtual authenticator. */
export const ceremony = (page: Page, wanted: CeremonyOptions): Promise<unknown> =>
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

/** An email login made in the page, its code read from the mailbox by `codeOf`. */
export async function emailLoginInPage(
  page: Page,
  email: string,
  codeOf: (email: string) => string,
): Promise<{ token: string; address: unknown }> {
  await call(page, '/api/email/start', { email })
  const login = await call(page, '/api/email/verify', { email, otp: codeOf(email) })
  if (!isRecord(login.body) || typeof login.body.token !== 'string') {
    throw new Error(`no login: ${JSON.stringify(login.body)}`)
  }
  return { token: login.body.token, address: login.body.address }
}

/** A passkey made by Chromium added to the login, after the fresh email proof it needs. */
export async function addPasskeyInPage(
  page: Page,
  email: string,
  token: string,
  codeOf: (email: string) => string,
): Promise<Reply> {
  await call(page, '/api/proof/email/start', {}, token)
  const proof = await call(page, '/api/proof/email/verify', { otp: codeOf(email) }, token)
  if (proof.status !== 200) throw new Error(`proof answered ${JSON.stringify(proof.body)}`)
  const creation = await call(page, '/api/passkey/register/options', {}, token)
  const made = await ceremony(page, optionsOf(creation, 'create'))
  return call(page, '/api/passkey/register', { credential: made }, token)
}

/** The last code the devnet mailbox holds for the address. */
export function lastCodeTo(mailbox: MailboxDevnet, email: string): string {
  const code = mailbox
    .messages(email)
    .at(-1)
    ?.text.match(/\b(\d{6})\b/)?.[1]
  if (code === undefined) throw new Error(`No code was mailed to ${email}`)
  return code
}
