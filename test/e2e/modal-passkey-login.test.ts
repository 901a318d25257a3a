import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { createPublicClient, http, isAddress, isHex } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { loginByEmail } from './email-login.js'
import {
  accountFrame,
  FRESH_PROOF_REFUSAL,
  goBack,
  localhostSecureSite,
  lookAt,
  openFromAccount,
  proveByEmail,
} from './localhost-secure-site.js'
import { browserForFile, screenshot, seriousAxeViolations, waitForView } from './modal-page.js'
import { addVirtualAuthenticator } from './virtual-authenticator.js'

const browser = browserForFile()
const openLocalhostHost = localhostSecureSite(browser)

const connectButton = (page: Page) => page.locator('[data-portico="connect-button"]')

/** The address Account shows for the connected wallet. */
async function accountAddress(page: Page): Promise<`0x${string}`> {
  await connectButton(page).click()
  const account = await waitForView(page, 'Account')
  const address = (await account.locator('[data-address]').getAttribute('data-address')) ?? ''
  if (!isAddress(address)) throw new Error(`Account shows no address: ${address}`)
  return address
}

/** The playground's message, signed by the connected wallet, checked by the devnet chain. */
async function signedOnDevnet(page: Page, address: `0x${string}`): Promise<boolean> {
  await page.click('[data-action="sign-message"]')
  const signed = page.locator('[data-signature]')
  await signed.waitFor({ timeout: 30_000 })
  const signature = (await signed.getAttribute('data-signature')) ?? ''
  if (!isHex(signature)) throw new Error(`The host got no signature: ${signature}`)
  const rpc = inject('endpoints').chains['eip155:1']
  if (!rpc) throw new Error('The devnet has no eip155:1 chain')
  // verifyMessage on a public client asks the chain (eth_call), not only the local recovery.
  return createPublicClient({ transport: http(rpc) }).verifyMessage({
    address,
    message: 'Hello from the Portico playground',
    signature,
  })
}

describe('sign in with a passkey from Connect', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`a passkey added to an email login signs back in to the same wallet, no email code; a closed prompt leaves Connect usable (${theme})`, async () => {
      const email = `passkey-${randomUUID().slice(0, 8)}@portico.test`
      const opened = await openLocalhostHost(theme)
      try {
        const { page } = opened
        const authenticator = await addVirtualAuthenticator(page)
        await loginByEmail(page, email)
        const address = await accountAddress(page)
        const passkeys = await openFromAccount(page, 'passkeys', 'Passkeys', 'passkeys')
        await passkeys.getByRole('button', { name: 'Add a passkey' }).click()
        await proveByEmail(passkeys, email, 'Confirm and add the passkey')
        await passkeys.getByText('Passkey added. You can sign in with it now.').waitFor()
        await goBack(page, 'Account')
        await page.locator('portico-modal [data-action="disconnect"]').click()
        const connect = await waitForView(page, 'Connect')

        // Connect offers the passkey beside the email login, reached by keyboard.
        const offer = connect.locator('[data-action="passkey-login"]')
        await offer.waitFor()
        await screenshot(page, 'Connect-passkey', theme)
        expect(await seriousAxeViolations(page)).toEqual([])
        await offer.focus()
        await page.keyboard.press('Enter')
        await waitForView(page, 'PasskeyLogin')
        const signIn = accountFrame(page, 'passkey-login')
        const usePasskey = signIn.getByRole('button', { name: 'Use my passkey' })
        await usePasskey.waitFor({ timeout: 30_000 })
        expect(await page.locator('portico-modal iframe').getAttribute('src')).toContain(
          `theme=${theme}`,
        )
        await lookAt(page, 'PasskeyLogin', 'passkey-login', theme)

        // The visitor closes the prompt: the page says so, and Connect still takes an email.
        await authenticator.setUserVerified(false)
        await usePasskey.focus()
        await page.keyboard.press('Enter')
        await signIn.getByText(/The passkey prompt was closed, so you are not signed in/).waitFor()
        await lookAt(page, 'PasskeyLogin-cancelled', 'passkey-login', theme)
        expect(await connectButton(page).innerText()).toBe('Connect')
        await goBack(page, 'Connect')
        const emailField = connect.locator('#portico-email')
        await emailField.fill(email)
        expect(await emailField.isEditable()).toBe(true)
        await emailField.fill('')

        // With the passkey answered, the same wallet is connected without any email code.
        await authenticator.setUserVerified(true)
        await connect.locator('[data-action="passkey-login"]').click()
        await waitForView(page, 'PasskeyLogin')
        await usePasskey.click()
        await connectButton(page).locator('[data-portico="balance"]').waitFor({ timeout: 30_000 })
        expect(await accountAddress(page)).toBe(address)
        await page.keyboard.press('Escape')
        expect(await signedOnDevnet(page, address)).toBe(true)
        // The one refusal met on purpose: adding the passkey asked for a fresh proof first.
        expect(opened.errors.filter((error) => error !== FRESH_PROOF_REFUSAL)).toEqual([])
      } finally {
        await opened.close()
      }
    })
  }
})
