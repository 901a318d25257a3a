import {
  address,
  getBase58Encoder,
  getPublicKeyFromAddress,
  signatureBytes,
  verifySignature,
} from '@solana/kit'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { browserForFile, dialogOf, openHost, waitForView } from './modal-page.js'
import {
  connectButton,
  connectWith,
  expectStretchedSessionRefused,
  storedSessions,
} from './siwx-page.js'

const browser = browserForFile()
const SOLANA_WALLET = 'Portico Devnet Solana Wallet'

function solanaOwner(): string {
  const found = inject('endpoints').accounts.solana?.[0]
  if (!found) throw new Error('The devnet has no Solana dev account')
  return found
}

const closedDialog = (page: Page) =>
  dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })

/** The stored session's message and signature, checked with ed25519 as any verifier would. */
async function sessionVerifies(session: unknown, owner: string): Promise<boolean> {
  if (typeof session !== 'object' || session === null) return false
  const message = 'message' in session ? session.message : undefined
  const signature = 'signature' in session ? session.signature : undefined
  if (typeof message !== 'string' || typeof signature !== 'string') return false
  const publicKey = await getPublicKeyFromAddress(address(owner))
  const bytes = signatureBytes(Uint8Array.from(getBase58Encoder().encode(signature)))
  return verifySignature(publicKey, bytes, new TextEncoder().encode(message))
}

describe('sign-in (SIWX) with the Solana test wallet', () => {
  it('[VIEW-20] [STATE-56] [NAV-25] [STATE-57] [STATE-59] [STATE-55] required: the Solana sign-in message is signed by the wallet, the session verifies with ed25519, survives a reload, and a tampered one is not trusted', async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '?siwx=required')
    const owner = solanaOwner()
    await connectWith(page, SOLANA_WALLET)
    const sign = await waitForView(page, 'SIWXSignMessage')
    const text = sign.locator('[data-siwx-message]')
    await expect
      .poll(() => text.innerText())
      .toContain('wants you to sign in with your Solana account:')
    expect(await text.innerText()).toContain(owner)
    expect(await sign.locator('[data-action="close"]').isDisabled()).toBe(true)
    await page.keyboard.press('Escape')
    await page.waitForTimeout(300)
    await waitForView(page, 'SIWXSignMessage')

    await sign.locator('[data-action="sign"]:not([disabled])').click()
    await closedDialog(page)
    const [session, ...others] = await storedSessions(page)
    expect(others).toEqual([])
    expect(JSON.stringify(session)).toContain('"solana:')
    expect(await sessionVerifies(session, owner)).toBe(true)
    await expect.poll(() => connectButton(page).innerText()).toContain(owner.slice(0, 4))

    // The wallet restores its approval silently after a reload, and the stored session is trusted.
    await page.reload()
    await expect.poll(() => connectButton(page).innerText()).toContain(owner.slice(0, 4))
    await page.waitForTimeout(1000)
    expect(await page.locator('portico-modal dialog[open]').count()).toBe(0)

    // A stretched expiry is no longer covered by the signature: the session is not trusted.
    await expectStretchedSessionRefused(page)
    expect(errors).toEqual([])
    await close()
  })
})
