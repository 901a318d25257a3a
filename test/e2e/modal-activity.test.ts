import type { Locator, Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { FETCH_TRANSACTIONS_FAILED } from '../../src/controllers/transactions.js'
import { shortAddress } from '../../src/utils/short-address.js'
import { devAccount, installAccountWallet, sendEthTransfers } from './account-wallet.js'
import {
  browserForFile,
  connectAndOpenAccount,
  connectAndOpenFromAccount,
  dialogOf,
  openHost,
  screenshot,
  seriousAxeViolations,
  waitForView,
  type ColorScheme,
} from './modal-page.js'
import { previewSend } from './send-form.js'
import { OWN_DEV_ACCOUNTS } from './own-dev-accounts.js'

const browser = browserForFile()

/** Dev accounts this file alone uses: one that gets a long history, one that never has any. */
const PAGED = OWN_DEV_ACCOUNTS.activityPaged
const PAYER = OWN_DEV_ACCOUNTS.activityPayer
const EMPTY = OWN_DEV_ACCOUNTS.activityEmpty
const SEEDED = OWN_DEV_ACCOUNTS.activitySeeded

/** Connects the wallet by clicks, opens Account and its Activity tab with the keyboard. */
async function openActivity(page: Page, wallet = 'Portico Devnet Wallet'): Promise<Locator> {
  const account = await connectAndOpenAccount(page, wallet)
  await account.locator('#portico-tab-tokens').focus()
  await page.keyboard.press('Tab')
  // The tabs are buttons: Tab from Tokens reaches Activity, Enter selects it.
  await expect.poll(() => account.locator('#portico-tab-activity:focus').count()).toBe(1)
  await page.keyboard.press('Enter')
  return account
}

const rows = (account: Locator) => account.locator('[data-list="activity"] li[data-transaction]')

async function withWallet(theme: ColorScheme, index: number, name: string) {
  return openHost(browser(), theme, '', async (context) => {
    await installAccountWallet(context, index, name)
  })
}

async function armHistoryFault(address: string) {
  const reply = await fetch(`${inject('endpoints').blockchainApi}/devnet/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 500, path: `/v1/account/${address}/history` }),
  })
  expect(reply.ok).toBe(true)
}

for (const theme of ['light', 'dark'] as const) {
  describe(`Activity, ${theme}`, () => {
    it(`[CONST-29] [CONST-34] lists the seeded transfers with direction, amount and symbol, counterparty and relative date (${theme})`, async () => {
      // An account only this file uses, so no other test's transfer can push these rows down.
      await sendEthTransfers(PAYER, devAccount(SEEDED).address, 1, '0.25')
      await sendEthTransfers(SEEDED, privateKeyToAccount(generatePrivateKey()).address, 1, '0.125')
      const { page, errors, close } = await withWallet(theme, SEEDED, 'Seeded Account Wallet')
      const account = await openActivity(page, 'Seeded Account Wallet')
      await rows(account).first().waitFor()
      const received = account.locator('li[data-direction="received"]').first()
      expect(await received.locator('[data-amount]').first().innerText()).toBe('+0.250 ETH')
      expect(await received.locator('[data-counterparty]').innerText()).toBe(
        `From ${shortAddress(devAccount(PAYER).address)}`,
      )
      expect(await received.locator('time').innerText()).toMatch(/^\d+ (sec|min|hr|d|mo|yr)$/)
      const sent = account.locator('li[data-direction="sent"]').first()
      expect(await sent.locator('[data-amount]').first().innerText()).toBe('-0.125 ETH')
      expect(await sent.locator('[data-counterparty]').innerText()).toMatch(/^To 0x/)
      await screenshot(page, 'Account-activity', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await close()
    })

    it(`shows that an account has no activity yet, and the fetch failure with a retry (${theme})`, async () => {
      const { page, close } = await withWallet(theme, EMPTY, 'Empty Account Wallet')
      const address = devAccount(EMPTY).address
      await armHistoryFault(address)
      const account = await openActivity(page, 'Empty Account Wallet')
      const failure = account.locator('[data-activity="error"]')
      await failure.waitFor()
      expect(await failure.locator('[role="alert"]').innerText()).toBe(FETCH_TRANSACTIONS_FAILED)
      await expect
        .poll(() => dialogOf(page).locator('.toast').innerText())
        .toContain(FETCH_TRANSACTIONS_FAILED)
      await screenshot(page, 'Account-activity-error', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      await failure.locator('[data-action="retry-activity"]').focus()
      await page.keyboard.press('Enter')
      const empty = account.locator('[data-activity="empty"]')
      await empty.waitFor()
      expect(await empty.innerText()).toBe('No activity yet')
      await screenshot(page, 'Account-activity-empty', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      await close()
    })
  })
}

describe('Activity paging and refresh', () => {
  it('[CALL-32] [STATE-38] fetches the next page with the cursor as the list scrolls, until the last page', async () => {
    const address = devAccount(PAGED).address
    await sendEthTransfers(PAYER, address, 23)
    const { page, errors, close } = await withWallet('light', PAGED, 'Paged Account Wallet')
    const cursors: (string | null)[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === `/v1/account/${address}/history`)
        cursors.push(url.searchParams.get('cursor'))
    })
    const account = await openActivity(page, 'Paged Account Wallet')
    await expect.poll(() => rows(account).count()).toBe(10)
    expect(cursors).toEqual([null])
    const first = rows(account).first()
    expect(await first.getAttribute('data-direction')).toBe('received')
    expect(await first.locator('[data-amount]').innerText()).toBe('+0.010 ETH')
    expect(await first.locator('[data-counterparty]').innerText()).toBe(
      `From ${shortAddress(devAccount(PAYER).address)}`,
    )
    // Keyboard: the tab panel takes focus, and End scrolls the modal's body to the list's end.
    await account.locator('#portico-tab-panel').focus()
    await page.keyboard.press('End')
    await expect.poll(() => rows(account).count()).toBe(20)
    await page.keyboard.press('End')
    await expect.poll(() => rows(account).count()).toBe(23)
    expect(cursors).toHaveLength(3)
    expect(cursors.slice(1).every((cursor) => typeof cursor === 'string')).toBe(true)
    expect(await account.locator('[data-activity="more"]').count()).toBe(0)
    expect(
      new Set(await rows(account).evaluateAll((all) => all.map((row) => row.dataset.transaction)))
        .size,
    ).toBe(23)
    expect(errors).toEqual([])
    await close()
  })

  it('[NAV-17] after a USDC send, Account shows and its Activity lists the send at the top', async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '')
    const receiver = devAccount(1).address
    const send = await connectAndOpenFromAccount(page, 'send', 'Send')
    const usdc = send.locator('[data-field="token"] option', { hasText: 'USDC' })
    await usdc.waitFor({ state: 'attached' })
    await send
      .locator('[data-field="token"]')
      .selectOption((await usdc.getAttribute('value')) ?? '')
    await send.locator('[data-field="amount"]').fill('1.25')
    await send.locator('[data-field="receiver"]').fill(receiver)
    await previewSend(send)
    await send.locator('[data-action="send"]').click()
    const account = await waitForView(page, 'Account')
    await account.locator('#portico-tab-activity').click()
    const first = rows(account).first()
    await first.waitFor()
    expect(await first.getAttribute('data-direction')).toBe('sent')
    expect(await first.locator('[data-amount]').innerText()).toBe('-1.250 USDC')
    // The token's receiver, not the token contract the transfer called.
    expect(await first.locator('[data-counterparty]').innerText()).toBe(
      `To ${shortAddress(receiver)}`,
    )
    expect(await first.locator('time').innerText()).toMatch(/^\d+ sec$/)
    expect(errors).toEqual([])
    await close()
  })
})
