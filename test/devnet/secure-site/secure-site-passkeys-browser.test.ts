import { describe, expect, it } from 'vitest'
import { isRecord } from '../../../src/utils/is-record.js'
import { addVirtualAuthenticator } from '../../e2e/virtual-authenticator.js'
import { passkeySiteDevnetPerFile } from './passkey-site-devnet.js'
import {
  addPasskeyInPage,
  call,
  ceremony,
  emailLoginInPage,
  lastCodeTo,
  optionsOf,
} from './site-page-calls.js'

const devnet = passkeySiteDevnetPerFile()

const codeOf = (email: string): string => lastCodeTo(devnet().mailbox, email)

describe('devnet secure site: passkeys in Chromium (virtual authenticator)', () => {
  it('adds a passkey made by Chromium to an email login; it signs in to the same wallet; a replayed assertion is refused', async () => {
    const { browser, site } = devnet()
    const page = await browser.newPage()
    // Any page of the site's origin: the frame app's calls are same-origin.
    await page.goto(`${site.url}/frame.js`)
    await addVirtualAuthenticator(page)

    const email = 'chromium-passkey@example.org'
    const { token, address } = await emailLoginInPage(page, email, codeOf)
    const added = await addPasskeyInPage(page, email, token, codeOf)
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
