import type { Page } from 'playwright-core'
import { createPublicClient, http, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { CALL_BUNDLES_KEY } from '../../devnet/wallets/wallet-call-bundles.js'
import { recordViews, viewsSeen } from '../hosts/host-context.js'
import {
  devAccount,
  ethereumRpc,
  installAccountWallet,
  sendEthTransfers,
} from './account-wallet.js'
import { loginByEmail } from './email-login.js'
import { holdFrameBatch } from './hold-frame-batch.js'
import { callStates } from './calls-status-view.js'
import {
  browserForFile,
  dialogOf,
  installMethodDecliningWallet,
  modalClosed,
  openHost,
  screenshot,
  seriousAxeViolationsInBothThemes,
  waitForView,
} from './modal-page.js'
import { OWN_DEV_ACCOUNTS } from './own-dev-accounts.js'

const browser = browserForFile()

const nonceOf = (address: Address): Promise<number> =>
  createPublicClient({ transport: http(ethereumRpc()) }).getTransactionCount({ address })

/** Connects `wallet` from the connect button and opens the playground's Your dapp tab. */
async function connectAndOpenDappTab(page: Page, wallet: string): Promise<void> {
  await page.click('[data-portico="connect-button"]')
  const connect = await waitForView(page, 'Connect')
  await connect.locator(`.row[data-wallet="${wallet}"]`).click()
  await modalClosed(page)
  await page.getByRole('tab', { name: 'Your dapp' }).click()
  await page.locator('[data-provider="eip155"]').waitFor()
}

/** Clicks the Your dapp tab's call and reads its answer (or its error's code). */
async function call(
  page: Page,
  method: string,
): Promise<{ result: string | null; code: string | null }> {
  const card = page.locator(`.dapp-call[data-call="${method}"]`)
  await card.locator('button').click()
  const output = card.locator('output:is([data-state="done"], [data-state="failed"])')
  await output.waitFor()
  // Read at once: an answer has a result or a code, never both, and a locator would wait 30 s
  // for the one that is missing.
  return output.evaluate((element) => ({
    result: element.querySelector('[data-result]')?.getAttribute('data-result') ?? null,
    code: element.querySelector('[data-code]')?.getAttribute('data-code') ?? null,
  }))
}

/** The batches the devnet wallet took itself (wallet_sendCalls reached it), from its storage. */
const walletBundles = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown, CALL_BUNDLES_KEY)

describe('batch calls (EIP-5792) with a wallet that sends them atomically', () => {
  it('hands the batch to the wallet as it came: one transaction through its delegation, no progress view, the status 200 with one receipt', async () => {
    const name = 'Batch Atomic Wallet'
    const { page, errors, close } = await openHost(browser(), 'light', '', async (context) => {
      await installAccountWallet(context, OWN_DEV_ACCOUNTS.batchAtomic, name)
    })
    const account = devAccount(OWN_DEV_ACCOUNTS.batchAtomic).address
    await connectAndOpenDappTab(page, name)
    const before = await nonceOf(account)

    const sent = await call(page, 'wallet_sendCalls')
    const id = /^\{"id":"(0x[0-9a-f]{64})"\}$/.exec(sent.result ?? '')?.[1]
    expect(id).toBeDefined()
    // The wallet's own record: it took the batch, atomic, as one transaction.
    expect(await walletBundles(page)).toEqual([
      expect.objectContaining({ id, atomic: true, callCount: 2, hashes: [expect.any(String)] }),
    ])
    await expect
      .poll(async () => (await call(page, 'wallet_getCallsStatus')).result, { timeout: 30_000 })
      .toBe('{"status":200,"atomic":true,"receipts":1}')
    expect(await dialogOf(page).getAttribute('open')).toBeNull()
    // One transaction; the account's first delegation (EIP-7702) is signed into it and takes
    // a nonce of its own.
    expect(await nonceOf(account)).toBe(before + 2)
    expect(errors).toEqual([])
    await close()
  })
})

describe('batch calls (EIP-5792) with the embedded wallet (an email login)', () => {
  it('one ApproveTransaction lists every call (both themes, axe), then the secure site sends them as one transaction through its EIP-7702 delegation; the status reads 200 with one receipt', async () => {
    const { page, errors, close } = await openHost(browser(), 'light')
    await loginByEmail(page, 'batch-calls@portico.test')
    await page.click('[data-portico="connect-button"]')
    const accountView = await waitForView(page, 'Account')
    const address = (await accountView.locator('[data-address]').getAttribute('data-address')) ?? ''
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error(`Account shows no address`)
    const account: Address = `0x${address.slice(2)}`
    await page.keyboard.press('Escape')
    await modalClosed(page)
    await sendEthTransfers(OWN_DEV_ACCOUNTS.batchAtomic, account, 1, '1')
    await page.getByRole('tab', { name: 'Your dapp' }).click()
    await page.locator('[data-provider="eip155"]').waitFor()
    const before = await nonceOf(account)
    await recordViews(page)
    const release = await holdFrameBatch(page)

    const card = page.locator('.dapp-call[data-call="wallet_sendCalls"]')
    await card.locator('button').click()
    const approve = await waitForView(page, 'ApproveTransaction')
    expect(await approve.locator('[data-field="batch"]').innerText()).toBe(
      'Approve these 2 calls at once',
    )
    expect(await approve.locator('[data-call]').count()).toBe(2)
    expect(await approve.locator('[data-call="1"] dd').allInnerTexts()).toEqual([
      `${address.slice(0, 6)}…${address.slice(-4)}`,
      '0.000000000000000002 ETH',
    ])
    await screenshot(page, 'ApproveTransaction-batch', 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await screenshot(page, 'ApproveTransaction-batch', 'dark')
    expect(await seriousAxeViolationsInBothThemes(page)).toEqual([])
    // Nothing went before the visitor's approval.
    expect(await nonceOf(account)).toBe(before)
    release()

    await card.locator('output[data-state="done"]').waitFor({ timeout: 30_000 })
    // One approval for the whole batch, none for its calls.
    expect(await viewsSeen(page)).toEqual(['ApproveTransaction'])
    await modalClosed(page)
    expect((await call(page, 'wallet_getCallsStatus')).result).toBe(
      '{"status":200,"atomic":true,"receipts":1}',
    )
    // One transaction; the account's first delegation (EIP-7702) is signed into it.
    expect(await nonceOf(account)).toBe(before + 2)
    expect(errors).toEqual([])
    await close()
  })
})

describe('batch calls (EIP-5792) with a wallet that lacks them', () => {
  it('sends the calls one by one with the progress view (both themes, axe, keyboard); the status reads 200, after a reload too', async () => {
    const name = 'Batch Plain Wallet'
    const { page, errors, close } = await openHost(browser(), 'light', '', async (context) => {
      await installAccountWallet(context, OWN_DEV_ACCOUNTS.batchPlain, name, { eip5792: false })
    })
    const account = devAccount(OWN_DEV_ACCOUNTS.batchPlain).address
    await connectAndOpenDappTab(page, name)
    const before = await nonceOf(account)

    const sent = await call(page, 'wallet_sendCalls')
    expect(sent.result).toMatch(/^\{"id":"0x[0-9a-f]{64}"\}$/)
    const view = await waitForView(page, 'CallsStatus')
    await expect
      .poll(() => callStates(view), { timeout: 30_000 })
      .toEqual(['confirmed', 'confirmed'])
    expect(await view.locator('[data-field="summary"]').innerText()).toBe(
      'All 2 calls went through',
    )
    expect(await view.locator('[data-explorer], .details dd[title]').count()).toBe(2)
    await screenshot(page, 'CallsStatus', 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await screenshot(page, 'CallsStatus', 'dark')
    expect(await seriousAxeViolationsInBothThemes(page)).toEqual([])
    // Two transactions, one per call.
    expect(await nonceOf(account)).toBe(before + 2)

    // Done by keyboard: the view's one button.
    await view.locator('[data-action="done"]').focus()
    await page.keyboard.press('Enter')
    await modalClosed(page)
    expect((await call(page, 'wallet_getCallsStatus')).result).toBe(
      '{"status":200,"atomic":false,"receipts":2}',
    )

    await page.reload()
    await page.locator('[data-portico="connect-button"] [data-portico="balance"]').waitFor()
    await page.getByRole('tab', { name: 'Your dapp' }).click()
    await page.locator('[data-provider="eip155"]').waitFor()
    expect((await call(page, 'wallet_getCallsStatus')).result).toBe(
      '{"status":200,"atomic":false,"receipts":2}',
    )
    expect(await nonceOf(account)).toBe(before + 2)
    expect(errors).toEqual([])
    await close()
  })

  it('a refusal of the second call stops the batch: the first went through, the view and the status (600) say so, nothing is resent', async () => {
    const name = 'Batch Refusal Source'
    const { page, errors, close } = await openHost(browser(), 'dark', '', async (context) => {
      await installAccountWallet(context, OWN_DEV_ACCOUNTS.batchRefusal, name, { eip5792: false })
      await context.addInitScript(installMethodDecliningWallet, {
        method: 'eth_sendTransaction',
        name: 'Batch-Refusing Wallet',
        rdns: 'dev.portico.batch-refusing',
        uuid: '00000000-0000-4000-8000-000000000031',
        refuseAfter: 1,
        sourceRdns: `dev.portico.account-${String(OWN_DEV_ACCOUNTS.batchRefusal)}`,
      })
    })
    const account = devAccount(OWN_DEV_ACCOUNTS.batchRefusal).address
    await connectAndOpenDappTab(page, 'Batch-Refusing Wallet')
    const before = await nonceOf(account)

    await call(page, 'wallet_sendCalls')
    const view = await waitForView(page, 'CallsStatus')
    await expect
      .poll(() => callStates(view), { timeout: 30_000 })
      .toEqual(['confirmed', 'rejected'])
    expect(await view.locator('[data-field="summary"]').innerText()).toBe(
      '1 of 2 calls went through; the batch stopped and the rest were not sent',
    )
    await screenshot(page, 'CallsStatus-refused', 'dark')
    expect(await seriousAxeViolationsInBothThemes(page)).toEqual([])
    await page.keyboard.press('Escape')
    await modalClosed(page)
    expect((await call(page, 'wallet_getCallsStatus')).result).toBe(
      '{"status":600,"atomic":false,"receipts":1}',
    )
    expect(await nonceOf(account)).toBe(before + 1)
    expect(errors).toEqual([])
    await close()
  })
})
