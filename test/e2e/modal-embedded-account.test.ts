import { randomUUID } from 'node:crypto'
import { isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loginByEmail } from './email-login.js'
import {
  FRESH_PROOF_REFUSAL,
  goBack,
  localhostSecureSite,
  lookAt,
  openFromAccount,
  proveByEmail,
} from './localhost-secure-site.js'
import { addVirtualAuthenticator } from './virtual-authenticator.js'
import { browserForFile, waitForView } from './modal-page.js'

const browser = browserForFile()
const openLocalhostHost = localhostSecureSite(browser)

const backToAccount = (page: Page) => goBack(page, 'Account')

/** Chromium's note of the refusal an ended session's signature meets. */
const ENDED_SESSION_REFUSAL =
  'Failed to load resource: the server responded with a status of 401 (Unauthorized)'

describe('the embedded wallet from Account: passkeys, key export, sessions in the secure site frame', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`adds a passkey after an email proof, exports the keys with the passkey as proof, and signs another browser out (${theme})`, async () => {
      const email = `account-${randomUUID().slice(0, 8)}@portico.test`
      const here = await openLocalhostHost(theme)
      const there = await openLocalhostHost(theme)
      try {
        const { page } = here
        await addVirtualAuthenticator(page)
        await loginByEmail(page, email)
        await loginByEmail(there.page, email)
        await page.click('[data-portico="connect-button"]')
        const account = await waitForView(page, 'Account')
        const address = (await account.locator('[data-address]').getAttribute('data-address')) ?? ''

        // Passkeys: none yet; adding one asks for a fresh proof first, then Chromium makes it.
        const passkeys = await openFromAccount(page, 'passkeys', 'Passkeys', 'passkeys')
        await passkeys.getByText('No passkey yet.').waitFor()
        expect(await page.locator('portico-modal iframe').getAttribute('src')).toContain(
          `theme=${theme}`,
        )
        await lookAt(page, 'Passkeys', 'passkeys', theme)
        // By keyboard: the add button focused, Enter pressed.
        await passkeys.getByRole('button', { name: 'Add a passkey' }).focus()
        await page.keyboard.press('Enter')
        await proveByEmail(passkeys, email, 'Confirm and add the passkey')
        await passkeys.getByText('Passkey added. You can sign in with it now.').waitFor()
        expect(await passkeys.locator('li[data-passkey]').count()).toBe(1)
        await lookAt(page, 'Passkeys-added', 'passkeys', theme)
        await backToAccount(page)

        // Export: the passkey is the fresh proof; the keys are the wallet's, shown in the frame.
        const exported = await openFromAccount(page, 'export-keys', 'ExportKeys', 'export')
        await exported.getByRole('button', { name: 'Use my passkey' }).waitFor()
        await lookAt(page, 'ExportKeys', 'export', theme)
        await exported.getByRole('button', { name: 'Use my passkey' }).click()
        const evmKey = (await exported.locator('#export-evm-key').textContent()) ?? ''
        if (!isHex(evmKey)) throw new Error(`the export page shows no EVM key: ${evmKey}`)
        expect(privateKeyToAccount(evmKey).address).toBe(address)
        await lookAt(page, 'ExportKeys-shown', 'export', theme)
        const hostText = await page.evaluate(
          () =>
            JSON.stringify(localStorage) + JSON.stringify(sessionStorage) + document.body.outerHTML,
        )
        expect(hostText).not.toContain(evmKey.slice(2))
        await backToAccount(page)

        // Sessions: the other browser is listed; signing it out there ends its next signature.
        const sessions = await openFromAccount(page, 'sessions', 'Sessions', 'sessions')
        await expect.poll(() => sessions.locator('li[data-session]').count()).toBe(2)
        await lookAt(page, 'Sessions', 'sessions', theme)
        await sessions.getByRole('button', { name: /^Sign out there/ }).click()
        await sessions.getByText('Signed out of 1 other place(s).').waitFor()
        expect(await sessions.locator('li[data-session]').count()).toBe(1)

        await there.page.click('[data-action="sign-message"]')
        await expect
          .poll(() => there.page.locator('[data-portico="connect-button"]').innerText(), {
            timeout: 30_000,
          })
          .toBe('Connect')
        expect(await there.page.locator('[data-signature]').count()).toBe(0)
        expect(there.errors).toEqual([ENDED_SESSION_REFUSAL])
        // The proofs asked for (adding the passkey) were refused first, as the flow expects.
        expect(here.errors.filter((error) => error !== FRESH_PROOF_REFUSAL)).toEqual([])
      } finally {
        await here.close()
        await there.close()
      }
    })
  }
})

/**
 * The app's colours: a pink accent with white text on it (the values the page refuses are the
 * devnet test's, account-page-theme.test.ts: the modal itself would draw them).
 */
const APP_THEME_VARIABLES = { accent: '#c2255c', 'on-accent': '#ffffff' }

describe("the account pages in the app's theme colours", () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`draws the Passkeys page with the app's accent and the text colour on it (${theme})`, async () => {
      const query = `?themeVariables=${encodeURIComponent(JSON.stringify(APP_THEME_VARIABLES))}`
      const opened = await openLocalhostHost(theme, query)
      try {
        const { page } = opened
        await loginByEmail(page, `colours-${randomUUID().slice(0, 8)}@portico.test`)
        await page.click('[data-portico="connect-button"]')
        await waitForView(page, 'Account')
        const passkeys = await openFromAccount(page, 'passkeys', 'Passkeys', 'passkeys')
        const add = passkeys.getByRole('button', { name: 'Add a passkey' })
        const drawn = await add.evaluate((button) => {
          const style = getComputedStyle(button)
          return {
            background: style.backgroundColor,
            color: style.color,
            page: getComputedStyle(document.body).backgroundColor,
          }
        })
        expect(drawn).toEqual({
          background: 'rgb(194, 37, 92)',
          color: 'rgb(255, 255, 255)',
          page: theme === 'dark' ? 'rgb(30, 31, 34)' : 'rgb(255, 255, 255)',
        })
        await lookAt(page, 'Passkeys-app-colours', 'passkeys', theme)
        // By keyboard: the accent button takes focus and Enter starts adding a passkey.
        await add.focus()
        expect(await add.evaluate((button) => button === document.activeElement)).toBe(true)
        expect(opened.errors).toEqual([])
      } finally {
        await opened.close()
      }
    })
  }
})
