import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { USER_REJECTED_REQUEST_MESSAGE } from '../../src/utils/user-rejection.js'
import {
  browserForFile,
  chainBalance,
  chainTokenBalance,
  connectAndOpenFromAccount,
  installMethodDecliningWallet,
  openHost,
  screenshot,
  seriousAxeViolations,
  waitForView,
  type ColorScheme,
} from './modal-page.js'

const browser = browserForFile()

/** A dev account other than the one the devnet test wallet signs with. */
function receiverAccount(): string {
  const receiver = inject('endpoints').accounts.eip155?.[1]
  if (!receiver) throw new Error('The devnet has no second eip155 dev account')
  return receiver
}

/** Connects the devnet test wallet and opens Send from Account by clicks. */
async function openSend(page: Page, wallet = 'Portico Devnet Wallet') {
  const send = await connectAndOpenFromAccount(page, 'send', 'Send', wallet)
  await send.locator('[data-field="token"] option').first().waitFor({ state: 'attached' })
  return send
}

async function open(theme: ColorScheme) {
  return openHost(browser(), theme, '')
}

for (const theme of ['light', 'dark'] as const) {
  describe(`Send, ${theme}`, () => {
    it(`sends native ETH through the devnet test wallet; the receiver's balance on the chain grows by the amount, and the host hears the send through usePorticoEvent (${theme})`, async () => {
      const { page, errors, close } = await open(theme)
      const send = await openSend(page)
      const receiver = receiverAccount()
      const before = await chainBalance(receiver)
      expect(await send.locator('[data-field="token"]').inputValue()).toBe('ETH')
      // The amount mask turns a comma into a dot and drops what is no digit.
      await send.locator('[data-field="amount"]').fill('0,25x')
      expect(await send.locator('[data-field="amount"]').inputValue()).toBe('0.25')
      await send.locator('[data-field="receiver"]').fill(receiver)
      await screenshot(page, 'Send', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      await send.locator('[data-action="send"]').click()
      const hash = await send.locator('[data-hash]').getAttribute('data-hash')
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      await expect.poll(() => chainBalance(receiver)).toBe(before + 250_000_000_000_000_000n)
      // The playground's event list is fed by usePorticoEvent, oldest first.
      const tracked = page.locator('[data-tracked-events]')
      await expect.poll(() => tracked.innerText()).toBe('SEND_INITIATED, SEND_SUCCESS')
      expect(errors).toEqual([])
      await close()
    })
  })
}

describe('Send, ERC-20', () => {
  it('[NAV-17] sends USDC through the devnet test wallet, shows Account afterwards, and the receiver holds the amount more on the chain', async () => {
    const { page, errors, close } = await open('light')
    const send = await openSend(page)
    const receiver = receiverAccount()
    const usdc = send.locator('[data-field="token"] option', { hasText: 'USDC' })
    const value = await usdc.getAttribute('value')
    const token = value?.split(':').at(-1)
    if (!token) throw new Error('USDC is not among the tokens to send')
    const before = await chainTokenBalance(token, receiver)
    await send.locator('[data-field="token"]').selectOption(value ?? '')
    // USDC has 6 decimals: the mask cuts what is finer.
    await send.locator('[data-field="amount"]').fill('1.5000009')
    expect(await send.locator('[data-field="amount"]').inputValue()).toBe('1.500000')
    await send.locator('[data-field="receiver"]').fill(receiver)
    await send.locator('[data-action="send"]').click()
    await waitForView(page, 'Account')
    await expect.poll(() => chainTokenBalance(token, receiver)).toBe(before + 1_500_000n)
    expect(errors).toEqual([])
    await close()
  })
})

describe('Send failures', () => {
  it('shows the error when the amount is more than the balance, and nothing reaches the chain', async () => {
    const { page, close } = await open('light')
    const send = await openSend(page)
    const receiver = receiverAccount()
    const before = await chainBalance(receiver)
    await send.locator('[data-field="amount"]').fill('99999999')
    await send.locator('[data-field="receiver"]').fill(receiver)
    await send.locator('[data-action="send"]').click()
    const error = send.locator('.error-text')
    await error.waitFor()
    expect(await error.innerText()).toMatch(/insufficient funds|balance/i)
    await screenshot(page, 'Send-error', 'light')
    expect(await chainBalance(receiver)).toBe(before)
    await close()
  })

  it('[STATE-50] shows the rejection when the wallet declines the send, and nothing reaches the chain', async () => {
    const { page, close } = await openHost(browser(), 'light', '', async (context) => {
      await context.addInitScript(installMethodDecliningWallet)
    })
    const send = await openSend(page, 'Send-Declining Wallet')
    const receiver = receiverAccount()
    const before = await chainBalance(receiver)
    await send.locator('[data-field="amount"]').fill('1')
    await send.locator('[data-field="receiver"]').fill(receiver)
    await send.locator('[data-action="send"]').click()
    await send.locator('.error-text').waitFor()
    expect(await send.locator('.error-text').innerText()).toBe(USER_REJECTED_REQUEST_MESSAGE)
    expect(await chainBalance(receiver)).toBe(before)
    await close()
  })

  it('[VAL-05] refuses a send without a receiver with the spec message', async () => {
    const { page, close } = await open('light')
    const send = await openSend(page)
    await send.locator('[data-field="amount"]').fill('1')
    await send.locator('[data-action="send"]').click()
    await send.locator('.error-text').waitFor()
    expect(await send.locator('.error-text').innerText()).toBe(
      'An amount and receiver address are required',
    )
    await close()
  })
})
