import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEvmChains, type EvmDevnet } from '../../../devnet/evm/index.js'
import { startMailbox, type MailboxDevnet } from '../../../devnet/mailbox/index.js'
import { startSecureSite, type SecureSiteDevnet } from '../../../devnet/secure-site/index.js'
import { isRecord } from '../../../src/utils/is-record.js'
import { launchBrowser } from '../../e2e/browser.js'
import { addVirtualAuthenticator } from '../../e2e/virtual-authenticator.js'
import {
  addPasskeyInPage,
  call,
  ceremony,
  emailLoginInPage,
  lastCodeTo,
  optionsOf,
} from './site-page-calls.js'

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

const codeOf = (email: string): string => lastCodeTo(mailbox, email)

describe('devnet secure site: passkeys in Chromium (virtual authenticator)', () => {
  it('adds a passkey made by Chromium to an email login; it signs in to the same wallet; a replayed assertion is refused', async () => {
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
