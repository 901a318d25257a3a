import type { Page } from 'playwright-core'
import { isAddress } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { FRAME_ERRORS } from '../../src/frame/frame-errors.js'
import { devAccount, installAccountWallet } from './account-wallet.js'
import { loginByEmail } from './email-login.js'
import { browserForFile, openHost, waitForView } from './modal-page.js'
import { OWN_DEV_ACCOUNTS } from './own-dev-accounts.js'
import { endSessions, heldRequests, holdSigning, signedBy } from './secure-site-devnet.js'

const browser = browserForFile()
const button = (page: Page) => page.locator('[data-portico="connect-button"]')

/** The connected account's address, read from Account (the modal is closed again after). */
async function accountAddress(page: Page): Promise<string> {
  await button(page).locator('[data-portico="balance"]').waitFor({ timeout: 30_000 })
  await button(page).click()
  const account = await waitForView(page, 'Account')
  const address = (await account.locator('[data-address]').getAttribute('data-address')) ?? ''
  await page.keyboard.press('Escape')
  await page.locator('portico-modal dialog[open]').waitFor({ state: 'detached' })
  if (!isAddress(address)) throw new Error(`Account shows no address: ${address}`)
  return address
}

/** Waits for the restored account and reports how long it took (a benchmark, not a check). */
async function restoredAddress(page: Page, what: string): Promise<string> {
  const started = performance.now()
  const address = await accountAddress(page)
  console.log(
    `[e2e] ${what}: account back in ${String(Math.round(performance.now() - started))} ms`,
  )
  return address
}

/** Signs out from Account in one tab; the other tab shows Connect by itself. */
async function signOutFollowed(tab: Page, other: Page): Promise<void> {
  await button(tab).click()
  const account = await waitForView(tab, 'Account')
  await account.locator('[data-action="disconnect"]').click()
  await waitForView(tab, 'Connect')
  await expect.poll(() => button(other).innerText(), { timeout: 15_000 }).toBe('Connect')
}

/** Each secure frame of the page reloads itself, as its page would after a crash. */
async function reloadSecureFrames(page: Page): Promise<void> {
  const origin = new URL(inject('endpoints').secureSite).origin
  const frames = page.frames().filter((candidate) => candidate.url().startsWith(origin))
  if (frames.length === 0) throw new Error('The page has no secure frame')
  for (const frame of frames) {
    await frame.evaluate(() => {
      location.reload()
    })
  }
}

const storedConnectors = (page: Page) =>
  page.evaluate(() => localStorage.getItem('portico:connections') ?? '')

describe('an email login lasts across reloads and tabs', () => {
  it('a reload restores the email login without a new code: same account, and it still signs', async () => {
    const { page, errors, close } = await openHost(browser())
    await loginByEmail(page, 'restore-reload@portico.test')
    const address = await accountAddress(page)

    await page.reload()
    expect(await restoredAddress(page, 'reload')).toBe(address)
    await page.click('[data-action="sign-message"]')
    await page.locator('[data-signature]').waitFor({ timeout: 30_000 })
    expect(await signedBy(address)).toContain('personal_sign')
    expect(errors).toEqual([])
    await close()
  })

  it('a new tab of the same origin shows the same login', async () => {
    const { page, errors, close } = await openHost(browser())
    await loginByEmail(page, 'restore-tab@portico.test')
    const address = await accountAddress(page)

    const tab = await page.context().newPage()
    await tab.goto(page.url())
    expect(await restoredAddress(tab, 'new tab')).toBe(address)
    expect(errors).toEqual([])
    await close()
  })

  it('a login the secure site no longer knows ends cleanly: disconnected, forgotten, Connect opens', async () => {
    const { page, close } = await openHost(browser())
    await loginByEmail(page, 'restore-expired@portico.test')
    const address = await accountAddress(page)
    expect(await storedConnectors(page)).toContain('"auth"')

    await endSessions(address)
    await page.reload()
    await expect.poll(() => storedConnectors(page), { timeout: 30_000 }).not.toContain('"auth"')
    expect(await button(page).innerText()).toBe('Connect')
    await button(page).click()
    const connect = await waitForView(page, 'Connect')
    await connect.locator('#portico-email').waitFor()
    await close()
  })
})

describe('a cancel on ApproveTransaction aborts the embedded wallet request', () => {
  it('[NAV-16] the request is aborted in the frame, the caller gets User rejected the request, and the secure site signs nothing; a frame reloaded mid-request ends its request with the abort error, and the login signs the next one', async () => {
    const { page, errors, close } = await openHost(browser())
    await loginByEmail(page, 'cancel-abort@portico.test')
    const address = await accountAddress(page)

    await holdSigning(true)
    try {
      await page.click('[data-action="sign-message"]')
      const approve = await waitForView(page, 'ApproveTransaction')
      // The request has reached the secure site, which holds it as a slow wallet would.
      await expect.poll(heldRequests, { timeout: 15_000 }).toBe(1)
      await approve.locator('[data-action="cancel"]').click()
      const refusal = page.locator('[data-sign-error]')
      await refusal.waitFor()
      expect(await refusal.getAttribute('data-sign-error')).toBe('User rejected the request')
      // The frame's abort reached the site: nothing is held any more, and releasing signs nothing.
      await expect.poll(heldRequests, { timeout: 15_000 }).toBe(0)
    } finally {
      await holdSigning(false)
    }
    expect(await page.locator('[data-signature]').count()).toBe(0)
    expect(await signedBy(address)).toEqual([])

    // The login itself is untouched: the next request signs.
    await page.click('[data-action="sign-message"]')
    await page.locator('[data-signature]').waitFor({ timeout: 30_000 })
    expect(await signedBy(address)).toEqual(['personal_sign'])

    // The secure frame reloads while a signature is in flight: the request ends with the spec's
    // abort error at once (not after 120 s), nothing is signed, and the login survives.
    await holdSigning(true)
    try {
      await page.click('[data-action="sign-message"]')
      await expect.poll(heldRequests, { timeout: 15_000 }).toBe(1)
      await reloadSecureFrames(page)
      const refusal = page.locator('[data-sign-error]')
      await refusal.waitFor({ timeout: 10_000 })
      expect(await refusal.getAttribute('data-sign-error')).toBe(FRAME_ERRORS.requestAborted)
      await expect.poll(heldRequests, { timeout: 15_000 }).toBe(0)
    } finally {
      await holdSigning(false)
    }
    expect(await signedBy(address)).toEqual(['personal_sign'])
    expect(await accountAddress(page)).toBe(address)
    await page.click('[data-action="sign-message"]')
    await page.locator('[data-signature]').waitFor({ timeout: 30_000 })
    expect(await signedBy(address)).toEqual(['personal_sign', 'personal_sign'])
    expect(errors).toEqual([])
    await close()
  })
})

describe('the tabs of one origin follow each other', () => {
  it('connecting in one tab shows the connection in the others; signing out in one signs out the others', async () => {
    const { page, errors, close } = await openHost(browser())
    const other = await page.context().newPage()
    await other.goto(page.url())
    await button(other).waitFor()
    expect(await button(other).innerText()).toBe('Connect')

    await loginByEmail(page, 'cross-tab@portico.test')
    const address = await accountAddress(page)
    expect(await accountAddress(other)).toBe(address)

    await signOutFollowed(page, other)
    expect(errors).toEqual([])
    await close()
  })

  it('with an installed wallet: connecting in one tab shows the connection in the other; signing out in one signs out the other', async () => {
    const index = OWN_DEV_ACCOUNTS.crossTabWallet
    const { page, errors, close } = await openHost(browser(), 'light', '', async (context) => {
      await installAccountWallet(context, index, 'Tab Wallet')
    })
    const other = await page.context().newPage()
    await other.goto(page.url())
    await button(other).waitFor()
    expect(await button(other).innerText()).toBe('Connect')

    await button(page).click()
    const connect = await waitForView(page, 'Connect')
    await connect.locator('.row[data-wallet="Tab Wallet"]').click()
    const address = devAccount(index).address
    expect((await accountAddress(page)).toLowerCase()).toBe(address.toLowerCase())
    expect((await accountAddress(other)).toLowerCase()).toBe(address.toLowerCase())

    await signOutFollowed(other, page)
    expect(errors).toEqual([])
    await close()
  })
})
