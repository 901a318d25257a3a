import type { Page } from 'playwright-core'
import { isHex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  browserForFile,
  devAddress,
  dialogOf,
  openHost,
  screenshot,
  waitForView,
} from './modal-page.js'
import { expectViewBaselines, WALK_THEMES } from './view-baselines.js'
import {
  expectStretchedSessionRefused,
  connectButton,
  connectWith,
  expectAnalyticsEvent,
  installManualWallet,
  storedSessions,
} from './siwx-page.js'

const browser = browserForFile()

const closedDialog = (page: Page) =>
  dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })

/** The first stored session's message and signature, checked as any verifier would. */
async function storedSessionVerifies(page: Page, address: string): Promise<boolean> {
  const [session] = await storedSessions(page)
  if (typeof session !== 'object' || session === null) return false
  const message = 'message' in session ? session.message : undefined
  const signature = 'signature' in session ? session.signature : undefined
  if (typeof message !== 'string' || typeof signature !== 'string' || !isHex(signature))
    return false
  if (!isHex(address)) return false
  return verifyMessage({ address, message, signature })
}

describe('sign-in (SIWX) in the modal', () => {
  it('[VIEW-20] [STATE-56] [NAV-25] [STATE-57] [STATE-59] [STATE-60] required: the sign view cannot be closed; signing stores a verifiable session, closes the modal and tracks SIWX_AUTH_SUCCESS', async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '?siwx=required')
    const address = devAddress()
    await connectWith(page)
    const sign = await waitForView(page, 'SIWXSignMessage')
    const text = sign.locator('[data-siwx-message]')
    await expect
      .poll(() => text.innerText())
      .toContain('wants you to sign in with your Ethereum account:')
    expect(await text.innerText()).toContain(address)
    expect(await text.innerText()).toContain('Chain ID: 1')
    expect(await sign.innerText()).toContain('Cancelling will disconnect you.')

    // NAV-25: close button disabled; Escape and the backdrop do nothing.
    expect(await sign.locator('[data-action="close"]').isDisabled()).toBe(true)
    await page.keyboard.press('Escape')
    await page.mouse.click(20, 880)
    await page.waitForTimeout(300)
    await waitForView(page, 'SIWXSignMessage')

    // By keyboard: Tab reaches Sign, Enter signs.
    for (let step = 0; step < 8; step += 1) {
      const onSign = await page.evaluate(
        () =>
          document.activeElement?.shadowRoot?.activeElement?.getAttribute('data-action') === 'sign',
      )
      if (onSign) break
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Enter')
    await closedDialog(page)
    expect(await storedSessions(page)).toHaveLength(1)
    expect(await storedSessionVerifies(page, address)).toBe(true)
    await expect.poll(() => connectButton(page).innerText()).toContain(address.slice(0, 6))
    await expectAnalyticsEvent('SIWX_AUTH_SUCCESS')
    expect(errors).toEqual([])
    await close()
  })

  it('[STATE-55] a reload keeps the session (no sign view on connecting again); a tampered stored session is not trusted', async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '?siwx=required')
    await connectWith(page)
    const sign = await waitForView(page, 'SIWXSignMessage')
    await sign.locator('[data-action="sign"]:not([disabled])').click()
    await closedDialog(page)
    expect(await storedSessions(page)).toHaveLength(1)

    // The installed wallet reconnects by itself after a reload, and its session is still good.
    await page.reload()
    await expect.poll(() => connectButton(page).innerText()).toContain(devAddress().slice(0, 6))
    await page.waitForTimeout(1000)
    expect(await page.locator('portico-modal dialog[open]').count()).toBe(0)

    // Someone stretches the session's expiry in storage: the signature no longer covers it.
    await expectStretchedSessionRefused(page)
    expect(errors).toEqual([])
    await close()
  })

  it('[STATE-66] [STATE-67] optional: cancel closes the modal and the wallet stays connected; CLICK_CANCEL_SIWX reaches the devnet', async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '?siwx=optional')
    await connectWith(page)
    const sign = await waitForView(page, 'SIWXSignMessage')
    // NAV-26: with sign-in optional the close control is on.
    expect(await sign.locator('[data-action="close"]').isDisabled()).toBe(false)
    expect(await sign.innerText()).not.toContain('Cancelling will disconnect you.')
    await sign.locator('[data-action="cancel"]').click()
    await closedDialog(page)
    await expect.poll(() => connectButton(page).innerText()).toContain(devAddress().slice(0, 6))
    expect(await storedSessions(page)).toEqual([])
    await expectAnalyticsEvent('CLICK_CANCEL_SIWX')
    expect(errors).toEqual([])
    await close()
  })

  it('[NAV-26] optional: Escape closes the sign view', async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '?siwx=optional')
    await connectWith(page)
    await waitForView(page, 'SIWXSignMessage')
    await page.keyboard.press('Escape')
    await closedDialog(page)
    expect(errors).toEqual([])
    await close()
  })

  it('[STATE-65] required, no network signed in: cancel disconnects', async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '?siwx=required')
    await connectWith(page)
    const sign = await waitForView(page, 'SIWXSignMessage')
    await sign.locator('[data-action="cancel"]').click()
    await expect.poll(() => connectButton(page).innerText()).toBe('Connect')
    expect(await storedSessions(page)).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  it('[STATE-64] required: after a switch to an unsigned network, cancel switches back to the signed-in one', async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '?siwx=required')
    await connectWith(page)
    const sign = await waitForView(page, 'SIWXSignMessage')
    await sign.locator('[data-action="sign"]:not([disabled])').click()
    await closedDialog(page)

    const network = page.locator('[data-portico="network-button"]')
    await page.evaluate(() =>
      window.porticoDevnetWallet?.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x2105' }],
      }),
    )
    await expect.poll(() => network.innerText()).toBe('Base (devnet)')
    const onBase = await waitForView(page, 'SIWXSignMessage')
    await expect
      .poll(() => onBase.locator('[data-siwx-message]').innerText())
      .toContain('Chain ID: 8453')
    await onBase.locator('[data-action="cancel"]').click()
    await closedDialog(page)
    await expect.poll(() => network.innerText()).toBe('Ethereum (devnet)')
    await expect.poll(() => connectButton(page).innerText()).toContain(devAddress().slice(0, 6))
    expect(errors).toEqual([])
    await close()
  })

  it('[STATE-61] [ERR-40] a signature the wallet rejects: the sign view stays with the rejection and the toast, no session, still connected; then cancel disconnects', async () => {
    const address = devAddress()
    const { page, errors, close } = await openHost(
      browser(),
      'light',
      '?siwx=required',
      (context) => installManualWallet(context, address),
    )
    await connectWith(page, 'Manual Wallet')
    const sign = await waitForView(page, 'SIWXSignMessage')
    await sign.locator('[data-action="sign"]:not([disabled])').click()
    await expect.poll(() => page.evaluate(() => window.porticoManualWallet?.pending)).toBe(1)
    expect(await sign.locator('[data-action="sign"]').innerText()).toBe('Signing…')
    await page.evaluate(() =>
      window.porticoManualWallet?.reject(4001, 'User rejected the request.'),
    )

    await sign
      .locator('.toast[data-variant="error"]', { hasText: 'Error signing message' })
      .waitFor()
    await expect.poll(() => sign.locator('.error-text').innerText()).toMatch(/reject/i)
    expect(await dialogOf(page).getAttribute('data-view')).toBe('SIWXSignMessage')
    expect(await sign.locator('[data-action="sign"]').isDisabled()).toBe(false)
    expect(await sign.locator('[data-action="close"]').isDisabled()).toBe(true)
    expect(await storedSessions(page)).toEqual([])
    expect(await connectButton(page).innerText()).toContain(address.slice(0, 6))
    await screenshot(page, 'SIWXSignMessage-rejected', 'light')

    await sign.locator('[data-action="cancel"]').click()
    await expect.poll(() => connectButton(page).innerText()).toBe('Connect')
    // The wallet's refusal is reported by the page (the toast), not thrown.
    expect(errors.filter((error) => error.startsWith('uncaught'))).toEqual([])
    await close()
  })

  it('portico.signMessage with the devnet wallet resolves with the signature and the modal goes back (closed, as ApproveTransaction was its only view)', async () => {
    const { page, errors, close } = await openHost(browser())
    await connectWith(page)
    await closedDialog(page)
    await page.click('[data-action="sign-message"]')
    await expect.poll(() => page.locator('[data-signature]').innerText()).toMatch(/^0x[0-9a-f]+$/)
    expect(await page.locator('portico-modal dialog[open]').count()).toBe(0)
    expect(errors).toEqual([])
    await close()
  })

  it('[NAV-15] [NAV-16] ApproveTransaction: the wallet’s error and the cancel control each run their callback and go back', async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '', (context) =>
      installManualWallet(context, devAddress()),
    )
    await connectWith(page, 'Manual Wallet')
    await closedDialog(page)
    const output = page.locator('[data-sign-error]')

    await page.click('[data-action="sign-message"]')
    const approve = await waitForView(page, 'ApproveTransaction')
    await expect.poll(() => page.evaluate(() => window.porticoManualWallet?.pending)).toBe(1)
    await page.evaluate(() =>
      window.porticoManualWallet?.reject(4001, 'User rejected the request.'),
    )
    await closedDialog(page)
    await expect.poll(() => output.innerText()).toMatch(/reject/i)

    await page.click('[data-action="sign-message"]')
    await waitForView(page, 'ApproveTransaction')
    await approve.locator('[data-action="cancel"]').click()
    await closedDialog(page)
    // A cancel is the same refusal as the wallet's own (EIP-1193's 4001).
    await expect.poll(() => output.innerText()).toBe('User rejected the request')
    expect(errors.filter((error) => error.startsWith('uncaught'))).toEqual([])
    await close()
  })

  for (const theme of WALK_THEMES) {
    it(`[VIEW-19] [STATE-54] [VIEW-20] [VIEW-21] DataCapture, SIWXSignMessage and ApproveTransaction reached by clicks, screenshot, no serious axe violation (${theme})`, async () => {
      const address = devAddress()
      const { page, errors, close } = await openHost(
        browser(),
        theme,
        '?siwx=optional&emailCapture=1',
        (context) => installManualWallet(context, address),
      )
      await connectWith(page, 'Manual Wallet')
      const capture = await waitForView(page, 'DataCapture')
      await screenshot(page, 'DataCapture', theme)
      await expectViewBaselines(page, 'DataCapture')
      await capture.locator('input[type="email"]').fill('visitor@example.org')
      await capture.locator('button[type="submit"]').click()

      const sign = await waitForView(page, 'SIWXSignMessage')
      await expect.poll(() => sign.locator('[data-siwx-message]').innerText()).toContain(address)
      await screenshot(page, 'SIWXSignMessage', theme)
      // The message's nonce and times are new on every run.
      await expectViewBaselines(page, 'SIWXSignMessage', ['[data-siwx-message]'])
      await sign.locator('[data-action="cancel"]').click()
      await closedDialog(page)

      await page.click('[data-action="sign-message"]')
      await waitForView(page, 'ApproveTransaction')
      await screenshot(page, 'ApproveTransaction', theme)
      await expectViewBaselines(page, 'ApproveTransaction')
      // NAV-26: sign-in optional, so Escape closes; closing while the wallet is asked cancels.
      await page.keyboard.press('Escape')
      await closedDialog(page)
      await expect
        .poll(() => page.locator('[data-sign-error]').innerText())
        .toBe('User rejected the request')
      expect(errors).toEqual([])
      await close()
    })
  }
})
