import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { isHex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { USER_REJECTED_REQUEST_MESSAGE } from '../../src/utils/user-rejection.js'
import { repoRoot } from './e2e-devnet.js'
import { browserForFile, dialogOf, openHost, screenshotDir, waitForView } from './modal-page.js'
import { settledLayout } from './still-picture.js'
import { ACCEPTED_WALLETCONNECT_LOGS, errorsThatMatter } from './walletconnect-console.js'
import { pairingUriOf } from './walletconnect-pairing.js'

const { refusal: refusalLog, settledResponse, lateSettle } = ACCEPTED_WALLETCONNECT_LOGS

const browser = browserForFile()
const SIGNED_TEXT = 'Hello from the Portico playground'
const AXE_SCRIPT = join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js')

/** axe-core over the whole wallet page: the ids of its serious and critical violations. */
async function seriousPageViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined)))
    await page.addScriptTag({ path: AXE_SCRIPT })
  return page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core did not load')
    const { violations } = await window.axe.run(document)
    return violations
      .filter((found) => found.impact === 'serious' || found.impact === 'critical')
      .map((found) => found.id)
  })
}

async function walletScreenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true })
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await settledLayout(page)
    await page.screenshot({ path: join(screenshotDir, `wallet-page-${name}-${colorScheme}.png`) })
    expect(await seriousPageViolations(page)).toEqual([])
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

/**
 * The playground with the clipboard allowed, and the wallet page in a second tab of the same
 * browser, reached from the playground's own link.
 */
async function openHostAndWallet() {
  const host = await openHost(browser(), 'light', '', async (context) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  })
  const [walletPage] = await Promise.all([
    host.page.context().waitForEvent('page'),
    host.page.click('a[data-action="walletconnect-wallet"]'),
  ])
  const walletErrors: string[] = []
  walletPage.on('pageerror', (error) => {
    walletErrors.push(error.message)
  })
  await walletPage.locator('[data-evm-address]').waitFor()
  return { ...host, walletPage, walletErrors }
}

/** From the connect button to WalletConnect's "Copy link", then pasted into the wallet page. */
async function pasteCopiedLink(page: Page, walletPage: Page): Promise<string> {
  await page.bringToFront()
  const uri = await pairingUriOf(page)
  await walletPage.bringToFront()
  await walletPage.locator('#pairing-uri').focus()
  await walletPage.keyboard.press('ControlOrMeta+V')
  expect(await walletPage.locator('#pairing-uri').inputValue()).toBe(uri)
  await walletPage.keyboard.press('Enter')
  return uri
}

const decision = (walletPage: Page, kind: 'proposal' | 'request') =>
  walletPage.locator(`[data-decision="${kind}"]`)

describe('the devnet WalletConnect wallet page', () => {
  it("[ERR-16] [STATE-12] pairs with the link copied from the modal; the proposal approved on the page connects the playground, a message approved there verifies, one rejected there reads as the user's refusal, and Disconnect on the page ends the session", async () => {
    const { page, errors, close, walletPage, walletErrors } = await openHostAndWallet()
    const evmAddress = (await walletPage.locator('[data-evm-address]').innerText()).trim()
    await pasteCopiedLink(page, walletPage)

    const proposal = decision(walletPage, 'proposal')
    await proposal.waitFor()
    expect(await proposal.innerText()).toContain('eip155')
    expect(await proposal.innerText()).toContain('solana')
    await walletScreenshot(walletPage, 'proposal')
    // By keyboard: Tab from the pairing field reaches Approve first.
    await walletPage.locator('#pairing-uri').focus()
    for (let step = 0; step < 5; step += 1) {
      const onApprove = await walletPage.evaluate(
        () => document.activeElement?.getAttribute('data-action') === 'approve',
      )
      if (onApprove) break
      await walletPage.keyboard.press('Tab')
    }
    await walletPage.keyboard.press('Enter')

    await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
    const button = page.locator('[data-portico="connect-button"]')
    await expect.poll(() => button.innerText()).toContain(evmAddress.slice(0, 6))
    await button.click()
    const account = await waitForView(page, 'Account')
    expect(await account.locator('[data-address]').getAttribute('data-address')).toBe(evmAddress)
    await page.keyboard.press('Escape')
    await walletPage.locator('[data-session]').waitFor()

    await page.click('[data-action="sign-message"]')
    const request = decision(walletPage, 'request')
    await request.waitFor()
    expect(await request.locator('[data-message]').innerText()).toBe(SIGNED_TEXT)
    await walletScreenshot(walletPage, 'request')
    await request.locator('[data-action="approve"]').click()
    const signed = page.locator('[data-signature]')
    await signed.waitFor()
    const signature = (await signed.getAttribute('data-signature')) ?? ''
    if (!isHex(signature) || !isHex(evmAddress)) throw new Error('Not hex')
    expect(await verifyMessage({ address: evmAddress, message: SIGNED_TEXT, signature })).toBe(true)

    // A request rejected on the page reaches the playground as the user's refusal.
    await page.click('[data-action="sign-message"]')
    await request.waitFor()
    await request.locator('[data-action="reject"]').click()
    const refusal = page.locator('[data-sign-error]')
    await refusal.waitFor()
    expect(await refusal.innerText()).toBe(USER_REJECTED_REQUEST_MESSAGE)

    await walletPage.locator('[data-session] [data-action="disconnect"]').click()
    await expect.poll(() => button.innerText()).toBe('Connect')
    expect(await walletPage.locator('[data-session]').count()).toBe(0)
    expect(walletErrors).toEqual([])
    // The WalletConnect client logs the refusal itself (and may log a late copy of the reply).
    expect(errorsThatMatter(errors, [refusalLog, settledResponse, lateSettle])).toEqual([])
    await close()
  })

  it('a proposal rejected on the page leaves the playground unconnected, showing the refusal on ConnectingWalletConnect', async () => {
    const { page, close, walletPage, walletErrors } = await openHostAndWallet()
    await pasteCopiedLink(page, walletPage)
    const proposal = decision(walletPage, 'proposal')
    await proposal.waitFor()
    await proposal.locator('[data-action="reject"]').click()
    await walletPage.locator('.wallet-log', { hasText: 'Not connected' }).waitFor()
    const view = await waitForView(page, 'ConnectingWalletConnect')
    await expect.poll(() => view.locator('[role="alert"]').count()).toBeGreaterThan(0)
    expect(await page.locator('[data-portico="connect-button"]').innerText()).toBe('Connect')
    expect(walletErrors).toEqual([])
    await close()
  })

  it('a link that is not a pairing link is refused on the page, naming why', async () => {
    const { close, walletPage } = await openHostAndWallet()
    await walletPage.fill('#pairing-uri', 'https://example.com')
    await walletPage.keyboard.press('Enter')
    await walletPage
      .locator('.wallet-log', { hasText: 'That is not a WalletConnect pairing link' })
      .waitFor()
    expect(await walletPage.locator('[data-session]').count()).toBe(0)
    await close()
  })
})
