import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { askEmailCode, pasteCode } from './email-login.js'
import { codeFor, latestMail } from './mailbox-code.js'
import {
  backToConnect,
  browserForFile,
  connectAndOpenAccount,
  declinedConnection,
  goBack,
  modalClosed,
  installDecliningWallet,
  installMethodDecliningWallet,
  openFirstWalletConnect,
  openHost,
  waitForView,
} from './modal-page.js'
import { previewSend } from './send-form.js'
import { viewBaselines } from './view-baselines.js'
import { updatingBaselines, type BaselineResult } from './visual-baseline.js'

const browser = browserForFile()

/** A view's baselines, gathered with the step's others so one mismatch does not hide the rest. */
async function record(
  page: Page,
  view: string,
  results: BaselineResult[],
  masks: readonly string[] = [],
): Promise<void> {
  results.push(...(await viewBaselines(page, view, masks)))
}

const ACCOUNT_MASKS = ['[data-balance]', '[data-list="tokens"]']
const SWAP_MASKS = ['[data-balance]', '[data-field="from"]', 'dl.details']

/** From Account, by its buttons: each view and what in it moves between runs. */
const FROM_ACCOUNT: readonly { action: string; view: string; masks: readonly string[] }[] = [
  { action: 'send', view: 'Send', masks: ['[data-field="token"]'] },
  { action: 'receive', view: 'Receive', masks: [] },
  { action: 'swap', view: 'Swap', masks: SWAP_MASKS },
  { action: 'buy', view: 'OnRampProviders', masks: ['dl.details'] },
  { action: 'wallets', view: 'ProfileWallets', masks: ['[data-balance]'] },
  { action: 'choose-name', view: 'RegisterAccountName', masks: [] },
  { action: 'networks', view: 'Networks', masks: [] },
]

/** A transaction's hash and a resend countdown differ from run to run. */
const HASH_MASK = '.outcome dl.details dd[title^="0x"]:last-of-type'
const RESEND_MASK = '[data-action="resend"]'
/** A purchase whose window closed unpaid fails after 1.5 s instead of 20. */
const PURCHASE_WAIT = '?purchaseWaitMs=1500'
/** A receiver nobody checks the balance of. */
const BURN_ADDRESS = '0x000000000000000000000000000000000000dEaD'

/** The wallet's views before any connection: the lists, and each way of connecting. */
async function connectingViews(page: Page, results: BaselineResult[]): Promise<void> {
  await page.click('[data-portico="connect-button"]')
  const connect = await waitForView(page, 'Connect')
  // The devnet wallet, the two declining ones made from wallets here, and the Solana one.
  await expect.poll(() => connect.locator('[data-group="injected"] .row').count()).toBe(4)
  await expect.poll(() => connect.locator('.socials svg').count()).toBe(7)
  expect(await connect.locator('[data-social="github"]').innerText()).toBe('GitHub')
  // The registry listing is in (its count on All wallets) before the list is drawn.
  await connect.locator('.row[data-wallet="All wallets"] .tag').waitFor()
  // The passkey sign-in's button arrives through import(), after the logins above it.
  await connect.locator('[data-action="passkey-login"]').waitFor()
  await record(page, 'Connect', results)

  await connect.locator('.row[data-wallet="All wallets"]').click()
  const all = await waitForView(page, 'AllWallets')
  await all.locator('.all-wallets-list .row').first().waitFor()
  await record(page, 'AllWallets', results)
  const walletConnect = await openFirstWalletConnect(page, all)
  await record(page, 'ConnectingWalletConnect', results, ['.qr'])

  const external = await declinedConnection(page, await backToConnect(page, walletConnect))
  await record(page, 'ConnectingExternal-failed', results)
  await goBack(external)

  const popupOpened = page.waitForEvent('popup')
  await (await waitForView(page, 'Connect')).locator('[data-social="google"]').click()
  const social = await waitForView(page, 'ConnectingSocial')
  const popup = await popupOpened
  // Google's mark in the ring, as on its Connect button, not a letter.
  await social.locator('.spinner .placeholder svg').waitFor()
  await record(page, 'ConnectingSocial', results)
  await popup.close()
  await goBack(social)

  await (await waitForView(page, 'Connect')).locator('[data-social="farcaster"]').click()
  const farcaster = await waitForView(page, 'ConnectingFarcaster')
  await farcaster.locator('[data-qr]').waitFor()
  await record(page, 'ConnectingFarcaster', results, ['.qr'])
  await goBack(farcaster)
  await page.keyboard.press('Escape')
  await modalClosed(page)
}

/** The email login's code step, then the email change's three views; signed out after. */
async function emailViews(page: Page, results: BaselineResult[]): Promise<void> {
  const from = 'baselineold@portico.test'
  const to = 'baselinenew@portico.test'
  const before = (await latestMail(from))?.id
  const login = await askEmailCode(page, from)
  await record(page, 'EmailLogin', results, [RESEND_MASK])
  await pasteCode(page, login, await codeFor(from, before))
  await login.waitFor({ state: 'detached', timeout: 30_000 })
  await page.locator('[data-portico="connect-button"] [data-portico="balance"]').waitFor()
  await page.click('[data-portico="connect-button"]')
  const account = await waitForView(page, 'Account')

  await account.locator('[data-action="update-email"]').click()
  const wallet = await waitForView(page, 'UpdateEmailWallet')
  await record(page, 'UpdateEmailWallet', results)
  const beforePrimary = (await latestMail(from))?.id
  await wallet.locator('#portico-email').fill(to)
  await page.keyboard.press('Enter')
  const primary = await waitForView(page, 'UpdateEmailPrimaryOtp')
  await primary.locator('[data-step="code"]').waitFor({ timeout: 30_000 })
  await record(page, 'UpdateEmailPrimaryOtp', results, [RESEND_MASK])
  const beforeSecondary = (await latestMail(to))?.id
  await pasteCode(page, primary, await codeFor(from, beforePrimary))
  const secondary = await waitForView(page, 'UpdateEmailSecondaryOtp')
  await secondary.locator('[data-step="code"]').waitFor({ timeout: 30_000 })
  await record(page, 'UpdateEmailSecondaryOtp', results, [RESEND_MASK])
  await pasteCode(page, secondary, await codeFor(to, beforeSecondary))
  const updated = await waitForView(page, 'Account')
  await updated.locator('[data-action="disconnect"]').click()
  await waitForView(page, 'Connect')
  await page.keyboard.press('Escape')
  await modalClosed(page)
}

/** Connects `wallet` from Connect; answers Account once its tokens are listed. */
async function connectTo(page: Page, wallet: string): Promise<Locator> {
  const account = await connectAndOpenAccount(page, wallet)
  await account.locator('[data-list="tokens"]').waitFor()
  return account
}

/** Sends 0.001 ETH from Account; answers the Send view at its outcome. */
async function sendFrom(page: Page, account: Locator): Promise<Locator> {
  await account.locator('[data-action="send"]').click()
  const send = await waitForView(page, 'Send')
  await send.locator('[data-field="token"] option').first().waitFor({ state: 'attached' })
  await send.locator('[data-field="amount"]').fill('0.001')
  await send.locator('[data-field="receiver"]').fill(BURN_ADDRESS)
  await previewSend(send)
  await send.locator('[data-action="send"]').click()
  return send
}

/** Swaps 0.001 ETH for DAI from Account; answers the Swap view at its outcome. */
async function swapFrom(page: Page, account: Locator): Promise<Locator> {
  await account.locator('[data-action="swap"]').click()
  const swap = await waitForView(page, 'Swap')
  const dai = swap.locator('[data-field="to"] option', { hasText: 'DAI' }).first()
  await dai.waitFor({ state: 'attached' })
  await swap.locator('[data-field="to"]').selectOption((await dai.getAttribute('value')) ?? '')
  await swap.locator('[data-field="amount"]').fill('0.001')
  const details = swap.locator('dl.details')
  await expect.poll(() => details.getAttribute('data-quote')).not.toBe('')
  await swap.locator('[data-action="swap"]').click()
  return swap
}

/** Send, Swap and an on-ramp purchase to their success views; the purchase fails first. */
async function successViews(page: Page, account: Locator, results: BaselineResult[]) {
  const send = await sendFrom(page, account)
  await send.locator('.outcome[data-outcome="succeeded"]').waitFor()
  await record(page, 'Send-sent', results, [HASH_MASK])
  await send.locator('[data-action="done"]').click()

  const swap = await swapFrom(page, await waitForView(page, 'Account'))
  await swap.locator('.outcome[data-outcome="succeeded"]').waitFor()
  await record(page, 'Swap-swapped', results, [HASH_MASK, '[data-field="swapped-to"]'])
  await swap.locator('[data-action="done"]').click()

  await (await waitForView(page, 'Account')).locator('[data-action="buy"]').click()
  const buy = await waitForView(page, 'OnRampProviders')
  await buy.locator('[data-field="payment-amount"]').fill('40')
  await expect.poll(() => buy.locator('dl.details').getAttribute('data-quote')).not.toBe('')
  const provider = buy.locator('[data-provider]').first()
  const label = await provider.innerText()
  // Its window closed unpaid: nothing arrives within the page's short wait (PURCHASE_WAIT), the
  // error shows with its two ways on.
  const abandoned = page.context().waitForEvent('page')
  await provider.click()
  await (await abandoned).close()
  const failed = buy.locator('.outcome[data-outcome="failed"]')
  await failed.waitFor()
  expect(await failed.locator('.error-text').innerText()).toBe(
    `The ${label} window was closed and no tokens arrived`,
  )
  expect(await failed.locator('[data-action="edit"]').innerText()).toBe('Change the order')
  await record(page, 'OnRamp-failed', results)
  // Try again opens the provider's checkout again; paid this time, the purchase completes.
  const popupOpened = page.context().waitForEvent('page')
  await failed.locator('[data-action="retry"]').click()
  const checkout = await popupOpened
  await checkout.locator('#pay').click()
  await expect.poll(() => checkout.locator('#result').innerText()).toMatch(/^Paid: /)
  await checkout.close()
  await buy.locator('.outcome[data-outcome="succeeded"]').waitFor()
  await record(page, 'OnRamp-purchased', results, [HASH_MASK, '[data-field="purchased-amount"]'])
  await buy.locator('[data-action="done"]').click()
}

/** Send and Swap through a wallet that declines every transaction: their error views. */
async function errorViews(page: Page, results: BaselineResult[]) {
  const account = await connectTo(page, 'Send-Declining Wallet')
  const send = await sendFrom(page, account)
  await send.locator('.outcome[data-outcome="failed"]').waitFor()
  await record(page, 'Send-failed', results)
  await goBack(send)
  const swap = await swapFrom(page, await waitForView(page, 'Account'))
  // A declined swap is back on its form, with the error and the Swap button as the retry (an
  // expired quote is replaced there by a new one).
  await swap.locator('.error-text').waitFor()
  await record(page, 'Swap-failed', results, SWAP_MASKS)
  await goBack(swap)
}

/** Picks a network from the network button; its success view, then Done closes the modal. */
async function switchNetwork(page: Page, name: string, results?: BaselineResult[]) {
  await page.click('[data-portico="network-button"]')
  const networks = await waitForView(page, 'Networks')
  await networks.locator('.row', { hasText: name }).click()
  // The success is SwitchNetwork's, headed as the switch, without the list's footer hint.
  const switched = await waitForView(page, 'SwitchNetwork')
  await switched.locator('.outcome[data-outcome="succeeded"]').waitFor()
  expect(await switched.locator('header h2').innerText()).toBe('Switch Network')
  expect(await switched.locator('footer').count()).toBe(0)
  if (results) await record(page, 'Networks-switched', results)
  await switched.locator('[data-action="done"]').click()
  await modalClosed(page)
}

/**
 * One page for every step (a step's views are reached from where the one before left the modal),
 * each step a test of its own so none waits on the others' time.
 */
describe(`visual baselines of the modal, light and dark, 360 and 1280 px${updatingBaselines ? ' (rewriting them)' : ''}`, () => {
  let host: Awaited<ReturnType<typeof openHost>>
  beforeAll(async () => {
    host = await openHost(browser(), 'light', PURCHASE_WAIT, async (context) => {
      await context.addInitScript(installDecliningWallet)
      await context.addInitScript(installMethodDecliningWallet)
    })
    await host.page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
  })
  afterAll(async () => {
    await host.close()
  })

  /** Runs a step on the shared page: its views match their baselines, the page logs no error. */
  const step = (title: string, views: (page: Page, results: BaselineResult[]) => Promise<void>) => {
    it(title, async () => {
      const results: BaselineResult[] = []
      await views(host.page, results)
      expect(results.filter((result) => result.mismatch !== undefined)).toEqual([])
      expect(host.errors).toEqual([])
    })
  }

  step('Connect, AllWallets and the Connecting views; Networks', async (page, results) => {
    await connectingViews(page, results)
    await page.click('[data-portico="network-button"]')
    const networks = await waitForView(page, 'Networks')
    await record(page, 'Networks', results)
    await page.keyboard.press('Escape')
    await networks.waitFor({ state: 'detached' })
  })

  step('EmailLogin and the three views of an email change', emailViews)

  step('Account and every view its buttons open', async (page, results) => {
    const account = await connectTo(page, 'Portico Devnet Wallet')
    await record(page, 'Account', results, ACCOUNT_MASKS)
    for (const { action, view, masks } of FROM_ACCOUNT) {
      await account.locator(`[data-action="${action}"]`).click()
      const opened = await waitForView(page, view)
      await record(page, view, results, masks)
      await goBack(opened)
      await waitForView(page, 'Account')
    }
  })

  step(
    'the success views of a send, a swap and a purchase (after its error view and Try again); Activity after them',
    async (page, results) => {
      await successViews(page, await waitForView(page, 'Account'), results)
      // Its own send, swap and purchase are in the history; what other files did is masked.
      const account = await waitForView(page, 'Account')
      await account.locator('#portico-tab-activity').click()
      await account.locator('[data-list="activity"] li').first().waitFor()
      await record(page, 'Account-activity', results, ['[data-balance]', '[data-list="activity"]'])
      await account.locator('#portico-tab-tokens').click()
      await page.keyboard.press('Escape')
      await account.waitFor({ state: 'detached' })
    },
  )

  step('the success view of a network switch', async (page, results) => {
    await switchNetwork(page, 'Base (devnet)', results)
    await switchNetwork(page, 'Ethereum (devnet)')
  })

  step('the error views of a declined send and swap', async (page, results) => {
    await page.click('[data-portico="connect-button"]')
    await (await waitForView(page, 'Account')).locator('[data-action="disconnect"]').click()
    await waitForView(page, 'Connect')
    await page.keyboard.press('Escape')
    await errorViews(page, results)
  })
})
