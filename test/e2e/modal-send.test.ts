import type { Page } from 'playwright-core'
import { createPublicClient, formatEther, getAddress, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { DEVNET_PROJECT_ID } from '../../devnet/devnet-project-id.js'
import { deriveDevAccounts } from '../../devnet/evm/dev-accounts.js'
import { buildInjectedWalletScript } from '../../devnet/wallets/injected-wallet-script.js'
import { createBlockchainApiClient } from '../../src/clients/blockchain-api-client.js'
import { EVM_COIN_TYPE, registrationMessage } from '../../src/controllers/names.js'
import { INSUFFICIENT_BALANCE } from '../../src/controllers/send-preview.js'
import { previewSend } from './send-form.js'
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
import { OWN_DEV_ACCOUNTS } from './own-dev-accounts.js'

const browser = browserForFile()

/** A dev account other than the one the devnet test wallet signs with. */
function receiverAccount(): string {
  const receiver = inject('endpoints').accounts.eip155?.[1]
  if (!receiver) throw new Error('The devnet has no second eip155 dev account')
  return receiver
}

const ethereumRpc = (): string => {
  const rpc = inject('endpoints').chains['eip155:1']
  if (!rpc) throw new Error('The devnet has no eip155:1 chain')
  return rpc
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

const gasPrice = (): Promise<bigint> =>
  createPublicClient({ transport: http(ethereumRpc()) }).getGasPrice()

/** Whether a fee is within a factor of two of what was expected. */
const within = (fee: bigint, expected: bigint): boolean =>
  fee * 2n >= expected && fee <= expected * 2n

/** The hex of a few random bytes, so names registered by a run never collide with an earlier one. */
const randomTag = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(4)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')

for (const theme of ['light', 'dark'] as const) {
  describe(`Send, ${theme}`, () => {
    it(`sends native ETH after a preview whose network fee is the chain's gas estimate at its gas price; the receiver's balance on the chain grows by the amount, and the host hears the send through usePorticoEvent (${theme})`, async () => {
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
      const fee = await previewSend(send)
      // About 21,000 gas (the node's estimate) at about the chain's gas price, which moves as
      // other tests' blocks land.
      expect(within(fee, 21_000n * (await gasPrice()))).toBe(true)
      // The fee shows 3 decimals on one line; the exact value is its title and copied text.
      const feeAmount = send.locator('[data-field="network-fee"] .amount')
      expect(await feeAmount.getAttribute('title')).toBe(`${formatEther(fee)} ETH`)
      expect(await feeAmount.locator('[aria-hidden="true"]').innerText()).toBe('<0.001 ETH')
      await screenshot(page, 'Send-preview', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      await send.locator('[data-action="send"]').click()
      // Progress, then the outcome: what was sent, to whom, and the transaction.
      const outcome = send.locator('.outcome[data-outcome="succeeded"]')
      await outcome.waitFor()
      const hash = await outcome.getAttribute('data-hash')
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
      expect(await outcome.locator('[data-field="sent-amount"]').innerText()).toBe('0.25 ETH')
      expect(await outcome.locator('[data-field="sent-receiver"]').getAttribute('title')).toBe(
        receiver,
      )
      await screenshot(page, 'Send-sent', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      await expect.poll(() => chainBalance(receiver)).toBe(before + 250_000_000_000_000_000n)
      // The playground's event list (the last five) is fed by usePorticoEvent, oldest first:
      // the end of the connection funnel, the open of Send, then the send.
      const tracked = page.locator('[data-tracked-events]')
      await expect
        .poll(() => tracked.innerText())
        .toBe('SELECT_WALLET, CONNECT_SUCCESS, MODAL_OPEN, SEND_INITIATED, SEND_SUCCESS')
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
    // The token transfer is paid in ETH: the fee is the estimate of the transfer call.
    expect(await previewSend(send)).toBeGreaterThan(21_000n)
    await send.locator('[data-action="send"]').click()
    await waitForView(page, 'Account')
    await expect.poll(() => chainTokenBalance(token, receiver)).toBe(before + 1_500_000n)
    expect(errors).toEqual([])
    await close()
  })
})

describe('Send, max', () => {
  // An account of its own, so draining it disturbs no other test on the shared devnet.
  const sender = deriveDevAccounts(OWN_DEV_ACCOUNTS.sendMax + 1)[OWN_DEV_ACCOUNTS.sendMax]
  if (!sender) throw new Error('no dev account for the max send')

  it('Max fills the whole ETH balance less twice the fee, and that send lands leaving gas on the chain', async () => {
    const script = await buildInjectedWalletScript({
      privateKey: sender.privateKey,
      chains: [{ chainId: 1, rpcUrl: ethereumRpc(), name: 'Ethereum (devnet)' }],
      info: {
        name: 'Send-Max Wallet',
        rdns: 'dev.portico.send-max',
        icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="%232f9e44"/%3E%3C/svg%3E',
      },
    })
    const { page, errors, close } = await openHost(browser(), 'light', '', async (context) => {
      await context.addInitScript({ content: script })
    })
    const send = await openSend(page, 'Send-Max Wallet')
    const receiver = receiverAccount()
    const [balance, receiverBefore] = await Promise.all([
      chainBalance(sender.address),
      chainBalance(receiver),
    ])
    await send.locator('[data-action="max"]').click()
    const amount = send.locator('[data-field="amount"]')
    await expect.poll(() => amount.inputValue()).not.toBe('')
    const value = parseEther(await amount.inputValue())
    const reserve = balance - value
    expect(within(reserve, 2n * 21_000n * (await gasPrice()))).toBe(true)
    await screenshot(page, 'Send-max', 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await screenshot(page, 'Send-max', 'dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await send.locator('[data-field="receiver"]').fill(receiver)
    await previewSend(send)
    await send.locator('[data-action="send"]').click()
    await send.locator('[data-hash]').waitFor()
    await expect.poll(() => chainBalance(receiver)).toBe(receiverBefore + value)
    const left = await chainBalance(sender.address)
    // What is left is the reserve less the fee paid: gas was kept, and not much more.
    expect(left).toBeGreaterThan(0n)
    expect(left).toBeLessThan(reserve)
    expect(errors).toEqual([])
    await close()
  })
})

describe('Send to a name', () => {
  const blockchainApi = () =>
    createBlockchainApiClient({
      baseUrl: inject('endpoints').blockchainApi,
      projectId: DEVNET_PROJECT_ID,
    })

  it('[ERR-30] a registered name resolves through the Blockchain API to its address before the preview, sends there by keyboard alone; an unknown name shows Error resolving name', async () => {
    const owner = deriveDevAccounts(2)[1]
    if (!owner) throw new Error('no dev account 1')
    const signer = privateKeyToAccount(owner.privateKey)
    const name = `send-to-${randomTag()}`
    const message = registrationMessage(`${name}.reown.id`, {}, Date.now())
    await blockchainApi().names.register(`${name}.reown.id`, {
      coin_type: EVM_COIN_TYPE,
      address: signer.address,
      message,
      signature: await signer.signMessage({ message }),
    })
    const { page, errors, close } = await open('light')
    const send = await openSend(page)
    const field = send.locator('[data-field="receiver"]')

    await field.focus()
    await page.keyboard.type(`nobody-${randomTag()}`, { delay: 20 })
    await send.locator('.error-text').waitFor()
    expect(await send.locator('.error-text').innerText()).toBe('Error resolving name')
    await screenshot(page, 'Send-unknown-name', 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await screenshot(page, 'Send-unknown-name', 'dark')
    await page.emulateMedia({ colorScheme: 'light' })
    expect(await seriousAxeViolations(page)).toEqual([])

    const before = await chainBalance(signer.address)
    await field.fill('')
    await page.keyboard.type(name, { delay: 20 })
    const resolved = send.locator('[data-resolved-address]')
    await resolved.waitFor()
    expect(getAddress(String(await resolved.getAttribute('data-resolved-address')))).toBe(
      signer.address,
    )
    // Keyboard only: Shift+Tab back to the amount, type it, Enter previews, Enter sends.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.type('0.125')
    expect(await send.locator('[data-field="amount"]').inputValue()).toBe('0.125')
    await page.keyboard.press('Enter')
    const shownReceiver = send.locator('[data-field="preview-receiver"]')
    await shownReceiver.waitFor()
    expect(await shownReceiver.innerText()).toContain(`${name}.reown.id`)
    await screenshot(page, 'Send-preview-name', 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await screenshot(page, 'Send-preview-name', 'dark')
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.keyboard.press('Enter')
    await send.locator('[data-hash]').waitFor()
    await expect.poll(() => chainBalance(signer.address)).toBe(before + parseEther('0.125'))
    expect(errors).toEqual([])
    await close()
  })
})

describe('Send failures', () => {
  it('refuses an amount over the balance at the preview, and nothing reaches the chain', async () => {
    const { page, close } = await open('light')
    const send = await openSend(page)
    const receiver = receiverAccount()
    const before = await chainBalance(receiver)
    await send.locator('[data-field="amount"]').fill('99999999')
    await send.locator('[data-field="receiver"]').fill(receiver)
    await send.locator('[data-action="preview"]').click()
    const error = send.locator('.error-text')
    await error.waitFor()
    expect(await error.innerText()).toBe(INSUFFICIENT_BALANCE)
    expect(await send.locator('[data-action="send"]').count()).toBe(0)
    await screenshot(page, 'Send-error', 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await screenshot(page, 'Send-error', 'dark')
    expect(await seriousAxeViolations(page)).toEqual([])
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
    await previewSend(send)
    await send.locator('[data-action="send"]').click()
    await send.locator('.error-text').waitFor()
    expect(await send.locator('.error-text').innerText()).toBe(USER_REJECTED_REQUEST_MESSAGE)
    await screenshot(page, 'Send-rejected', 'light')
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.emulateMedia({ colorScheme: 'dark' })
    await screenshot(page, 'Send-rejected', 'dark')
    await page.emulateMedia({ colorScheme: 'light' })
    // The failure offers a retry (the wallet declines again) and a way back to the form.
    await send.locator('[data-action="retry"]').click()
    await send.locator('.outcome[data-outcome="failed"]').waitFor()
    await send.locator('.outcome [data-action="edit"]').click()
    expect(await send.locator('[data-field="amount"]').inputValue()).toBe('1')
    expect(await chainBalance(receiver)).toBe(before)
    await close()
  })

  it('[VAL-05] refuses a send without a receiver with the spec message', async () => {
    const { page, close } = await open('light')
    const send = await openSend(page)
    await send.locator('[data-field="amount"]').fill('1')
    await send.locator('[data-action="preview"]').click()
    await send.locator('.error-text').waitFor()
    expect(await send.locator('.error-text').innerText()).toBe(
      'An amount and receiver address are required',
    )
    await close()
  })
})
