import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  backToConnect,
  browserForFile,
  connectAndOpenAccount,
  connectFromButton,
  declinedConnection,
  dialogOf,
  finishNetworkSwitch,
  installDecliningWallet,
  openFirstWalletConnect,
  openHost,
  openViewFromPlayground,
  screenshot,
  seriousAxeViolations,
  type ColorScheme,
  waitForView,
} from './modal-page.js'

const browser = browserForFile()

/** Screenshot and axe-core on the view now showing. */
async function record(page: Page, view: string, theme: ColorScheme): Promise<void> {
  await screenshot(page, view, theme)
  expect(await seriousAxeViolations(page), view).toEqual([])
}

/**
 * Each view's rules in the light theme; both themes of these views, at 360 and 1280 px, are in
 * modal-baselines' pictures (axe-core on each), so a dark pass here would repeat them.
 */
const theme: ColorScheme = 'light'

describe('every view of the connection flow', () => {
  it(`[VIEW-01] [VIEW-02] [VIEW-05] [CONN-02] [CONN-05] [CONN-07] [NAV-05] Connect, AllWallets, ConnectingWalletConnect and ConnectingExternal through clicks, URL unchanged (${theme})`, async () => {
    const { page, errors, close } = await openHost(browser(), theme, '', async (context) => {
      await context.addInitScript(installDecliningWallet)
    })
    const url = page.url()
    await page.click('[data-portico="connect-button"]')
    const connect = await waitForView(page, 'Connect')
    expect(await connect.locator('footer[data-footer="legal"]').count()).toBe(1)
    // Both announced (EIP-6963) wallets and the Wallet Standard one (registered once the lazy
    // Solana adapter has loaded) sit in the injected group, marked installed.
    const rows = connect.locator('[data-group="injected"] .row')
    await expect.poll(() => rows.count()).toBe(3)
    const installed = await rows.allInnerTexts()
    expect(installed.map((text) => text.split('\n')[0])).toEqual([
      'Declining Wallet',
      'Portico Devnet Wallet',
      'Portico Devnet Solana Wallet',
    ])
    // Installed wallets lead, then the email field, then the social logins (which arrive with
    // their lazy chunk, as does the passkey sign-in after them).
    await connect.locator('.socials').waitFor()
    await connect.locator('[data-action="passkey-login"]').waitFor()
    const order = await connect.evaluate((dialog) =>
      ['[data-group="injected"]', 'form.field', '.socials'].map((selector) => {
        const element = dialog.querySelector(selector)
        const all = [...dialog.querySelectorAll('*')]
        return element ? all.indexOf(element) : -1
      }),
    )
    expect(order.every((position) => position >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    await record(page, 'Connect', theme)

    await connect.locator('.row[data-wallet="All wallets"]').click()
    const all = await waitForView(page, 'AllWallets')
    await all.locator('.all-wallets-list .row').first().waitFor()
    // Images come from the Project API's image route; a placeholder stands in until they load.
    const firstImage = all.locator('.all-wallets-list .row').first().locator('.wallet-slot')
    await expect.poll(() => firstImage.getAttribute('data-image')).toBe('loaded')
    expect(await firstImage.locator('img').getAttribute('src')).toContain('/getWalletImage/')
    await record(page, 'AllWallets', theme)

    // The playground offers WalletConnect through the devnet relay: the pairing's QR code shows.
    const walletConnect = await openFirstWalletConnect(page, all)
    await record(page, 'ConnectingWalletConnect', theme)

    const external = await declinedConnection(page, await backToConnect(page, walletConnect))
    expect(await external.locator('.error-text').innerText()).not.toBe('')
    await record(page, 'ConnectingExternal', theme)
    expect(page.url()).toBe(url)
    expect(errors).toEqual([])
    await close()
  })

  it(`[VIEW-06] [CONN-10] Networks from the network button shows the default footer and switches (${theme})`, async () => {
    const { page, errors, close } = await openHost(browser(), theme)
    await page.click('[data-portico="network-button"]')
    const networks = await waitForView(page, 'Networks')
    expect(await networks.locator('footer[data-footer="default"]').count()).toBe(1)
    expect(await networks.locator('.row[aria-current="true"]').count()).toBe(1)
    await record(page, 'Networks', theme)
    await networks.locator('.row', { hasText: 'Base (devnet)' }).click()
    await finishNetworkSwitch(page, 'Base (devnet)')
    await networks.waitFor({ state: 'detached' })
    expect(await page.locator('[data-portico="network-button"]').innerText()).toBe('Base (devnet)')
    expect(errors).toEqual([])
    await close()
  })

  it(`UnsupportedChain, SwitchNetwork, SwitchActiveChain and ConnectingMultiChain render when opened straight from controller state, the two that lack a choice saying so (${theme})`, async () => {
    const { page, errors, close } = await openHost(browser(), theme)
    const views = ['UnsupportedChain', 'SwitchNetwork', 'SwitchActiveChain', 'ConnectingMultiChain']
    // Opened without a network or wallet chosen, these two say so (the others need nothing).
    const lacking = ['SwitchNetwork', 'ConnectingMultiChain']
    for (const view of views) {
      const dialog = await openViewFromPlayground(page, view)
      expect(await dialog.locator('[data-out-of-context]').count()).toBe(
        lacking.includes(view) ? 1 : 0,
      )
      await record(page, view, theme)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    }
    expect(errors).toEqual([])
    await close()
  })

  it(`[VIEW-04] [UI-02] Account and ProfileWallets after connecting the test wallet; copying the address shows a toast that closes itself (${theme})`, async () => {
    const { page, errors, close } = await openHost(browser(), theme, '', async (context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    })
    const account = await connectAndOpenAccount(page)
    await account.locator('[data-list="tokens"]').waitFor()
    await record(page, 'Account', theme)
    await account.getByRole('button', { name: 'Copy address' }).click()
    const toast = account.locator('.toast[data-variant="success"]', { hasText: 'Copied' })
    await toast.waitFor()
    await screenshot(page, 'Account-toast', theme)
    const address = await account.locator('[data-address]').getAttribute('data-address')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
    await toast.waitFor({ state: 'detached', timeout: 10_000 })
    await account.locator('[role="tab"]', { hasText: 'Activity' }).click()
    await account.locator('[data-list="activity"]').waitFor()
    await record(page, 'Account-activity', theme)
    await account.locator('[data-action="wallets"]').click()
    const wallets = await waitForView(page, 'ProfileWallets')
    await wallets.locator('li[data-status="connected"]').waitFor()
    await record(page, 'ProfileWallets', theme)
    expect(errors).toEqual([])
    await close()
  })
})

describe('the alert area', () => {
  it('[UI-05] [NAV-06] shows a warning when a second wallet would connect while multi-wallet is off, and going back shows Account', async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '', async (context) => {
      await context.addInitScript(installDecliningWallet)
    })
    await connectFromButton(page)
    const dialog = await openViewFromPlayground(page, 'Connect')
    await dialog.locator('.row[data-wallet="Declining Wallet"]').click()
    const alert = dialogOf(page).locator('.alert[data-variant="warning"]')
    await alert.waitFor()
    // The refused connection goes back; back to Connect while connected shows Account.
    await waitForView(page, 'Account')
    expect(await alert.innerText()).toContain('Multi-wallet is not enabled')
    await screenshot(page, 'alert', 'light')
    await alert.getByRole('button', { name: 'Dismiss' }).click()
    await alert.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await close()
  })
})
