import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { codeFor } from '../e2e/mailbox-code.js'
import { repoRoot } from '../e2e/e2e-devnet.js'
import { call, field, hexOf, okOf } from './host-calls.js'
import { devWalletAccount, openHostPage, type HostSuite } from './host-context.js'
import { walletConnectWallet } from './walletconnect-hosts.js'

const READY = '[data-app="connect"]'

/** The account the page shows once its status reads `connected`. */
async function connectedAs(page: Page): Promise<{ address: string; kind: string }> {
  const status = page.locator('[data-app="status"][data-status="connected"]')
  await status.waitFor({ timeout: 30_000 })
  return {
    address: (await status.getAttribute('data-address')) ?? '',
    kind: (await status.getAttribute('data-kind')) ?? '',
  }
}

/** The app's Disconnect button ends the connection: the status reads disconnected again. */
async function disconnects(page: Page): Promise<void> {
  await page.click('[data-app="disconnect"]')
  await page.locator('[data-app="status"][data-status="disconnected"]').waitFor()
  expect(await page.locator('[data-app="disconnect"]').isHidden()).toBe(true)
}

/** The headless page without an installed wallet, its connect dialog open. */
async function openDialogWithoutWallet(suite: HostSuite) {
  const opened = await openHostPage(suite.browser(), suite.pageUrl('headless'), {
    ready: READY,
    injectedWallet: false,
  })
  try {
    await opened.page.click(READY)
  } catch (error) {
    await opened.close()
    throw error
  }
  return opened
}

/** The headless page builds its own connect dialog on `portico`'s headless functions alone. */
export function describeHeadlessHost(suite: HostSuite): void {
  describe('the headless host (its own connect dialog, no React, no portico/ui)', () => {
    const wallet = walletConnectWallet()

    it('imports nothing but portico and its own devnet setup', () => {
      const source = readFileSync(
        join(repoRoot, 'test', 'hosts', 'pages', 'src', 'headless-main.ts'),
        'utf8',
      )
      const imported = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1])
      expect(imported).toEqual(['portico', './devnet-host.js'])
    })

    it('lists the installed wallet with its icon and the registry, connects the injected wallet, signs a message that verifies and disconnects', async () => {
      const { page, errors, close } = await openHostPage(
        suite.browser(),
        suite.pageUrl('headless'),
        { ready: READY },
      )
      try {
        expect(await page.locator('portico-modal').count()).toBe(0)
        await page.click(READY)
        const installed = page.locator('[data-group="injected"] [data-kind="installed"]', {
          hasText: 'Portico Devnet Wallet',
        })
        expect(await installed.locator('img').getAttribute('src')).toMatch(/^data:image\//)
        await page
          .locator('[data-group="walletConnect"] [data-wallet-id="walletConnect"]')
          .waitFor()

        const searched = okOf(await call(page, 'search', '', '1'))
        expect(field(searched, 'page')).toBe(1)
        const found = field(searched, 'wallets')
        expect(Array.isArray(found) && found.length > 0).toBe(true)
        expect(field(field(found, '0'), 'kind')).toBe('registry')

        await installed.click()
        const { address } = devWalletAccount()
        expect(await connectedAs(page)).toEqual({ address, kind: 'ANNOUNCED' })
        expect(await page.locator('[data-app="dialog"]').getAttribute('open')).toBeNull()
        expect(field(okOf(await call(page, 'account')), 'network')).toMatchObject({
          caipNetworkId: 'eip155:1',
        })

        const message = 'Signed in the headless host'
        const signature = hexOf(okOf(await call(page, 'signMessage', message)))
        expect(await verifyMessage({ address, message, signature })).toBe(true)
        await disconnects(page)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })

    it('connects WalletConnect with the pairing URI the app shows itself (and its expiry)', async () => {
      const { page, errors, close } = await openDialogWithoutWallet(suite)
      try {
        await page.click('[data-group="walletConnect"] [data-wallet-id="walletConnect"]')
        const pairing = page.locator('[data-app="pairing"]:not([hidden])')
        await pairing.waitFor({ timeout: 30_000 })
        const uri = await pairing.innerText()
        expect(uri).toMatch(/^wc:/)
        const expiresAt = Number(await pairing.getAttribute('data-expires-at'))
        expect(expiresAt).toBeGreaterThan(Date.now())

        await wallet().pair(uri)
        expect(await connectedAs(page)).toEqual({
          address: wallet().evmAddress,
          kind: 'WALLET_CONNECT',
        })
        // A used pairing is dropped, so the app takes its QR code down.
        await page.locator('[data-app="pairing"][hidden]').waitFor({ state: 'attached' })
        await disconnects(page)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })

    it('logs in by email in two steps, the code from the devnet mailbox', async () => {
      const email = 'headless-host@portico.test'
      const { page, errors, close } = await openDialogWithoutWallet(suite)
      try {
        await page.fill('[data-app="email-form"] input[name="email"]', email)
        await page.click('[data-app="email-form"] button[type="submit"]')
        const codeForm = page.locator('[data-app="code-form"][data-step="VERIFY_OTP"]')
        await codeForm.waitFor({ timeout: 30_000 })
        await codeForm.locator('input[name="code"]').fill(await codeFor(email))
        await codeForm.locator('button[type="submit"]').click()
        const { address, kind } = await connectedAs(page)
        expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
        expect(kind).toBe('AUTH')
        await disconnects(page)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  })
}
