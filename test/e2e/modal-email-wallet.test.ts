import { createPublicClient, createWalletClient, http, isAddress, isHex, verifyMessage } from 'viem'
import type { Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { deriveDevAccounts } from '../../devnet/evm/dev-accounts.js'
import { loginByEmail } from './email-login.js'
import { browserForFile, chainBalance, openHost, waitForView } from './modal-page.js'
import { expectViewBaselines } from './view-baselines.js'
import { sendFromAccount } from './send-form.js'
import { OWN_DEV_ACCOUNTS } from './own-dev-accounts.js'

const browser = browserForFile()
const networkButton = (page: Page) => page.locator('[data-portico="network-button"]')

// Dev accounts no other browser test uses, so balances checked elsewhere stay exact.
const FUNDER_INDEX = OWN_DEV_ACCOUNTS.emailWalletFunder
const RECEIVER_INDEX = OWN_DEV_ACCOUNTS.emailWalletReceiver

function chainRpc(caipNetworkId: string): string {
  const rpc = inject('endpoints').chains[caipNetworkId]
  if (!rpc) throw new Error(`The devnet has no ${caipNetworkId} chain`)
  return rpc
}

/** Sends the email wallet 1 ETH from an unused dev account, as a friend would, and waits for it. */
async function fund(caipNetworkId: string, address: `0x${string}`): Promise<void> {
  const funder = deriveDevAccounts(FUNDER_INDEX + 1)[FUNDER_INDEX]
  if (!funder) throw new Error('No funding dev account')
  const transport = http(chainRpc(caipNetworkId))
  const wallet = createWalletClient({ account: privateKeyToAccount(funder.privateKey), transport })
  const hash = await wallet.sendTransaction({ chain: null, to: address, value: 10n ** 18n })
  await createPublicClient({ transport }).waitForTransactionReceipt({ hash })
}

const receiverAddress = (): `0x${string}` => {
  const receiver = deriveDevAccounts(RECEIVER_INDEX + 1)[RECEIVER_INDEX]
  if (!receiver) throw new Error('No receiving dev account')
  return receiver.address
}

/** Signs in by email on a fresh page and reads the embedded wallet's address from Account. */
async function signedInPage(email: string) {
  const opened = await openHost(browser(), 'light')
  await loginByEmail(opened.page, email)
  await opened.page.click('[data-portico="connect-button"]')
  const account = await waitForView(opened.page, 'Account')
  const address = (await account.locator('[data-address]').getAttribute('data-address')) ?? ''
  if (!isAddress(address)) throw new Error(`Account shows no address: ${address}`)
  return { ...opened, account, address }
}

describe('the email wallet signs and sends through the secure frame', () => {
  it('after an email login, the host signs a message the wallet address verifies; after another login, Send moves native ETH on the devnet chain', async () => {
    const email = 'signer@portico.test'
    const first = await signedInPage(email)
    await first.page.keyboard.press('Escape')
    await first.account.waitFor({ state: 'detached' })
    await first.page.click('[data-action="sign-message"]')
    const signed = first.page.locator('[data-signature]')
    await signed.waitFor({ timeout: 30_000 })
    const signature = (await signed.getAttribute('data-signature')) ?? ''
    if (!isHex(signature)) throw new Error(`The host got no signature: ${signature}`)
    expect(
      await verifyMessage({
        address: first.address,
        message: 'Hello from the Portico playground',
        signature,
      }),
    ).toBe(true)
    expect(first.errors).toEqual([])
    await first.close()

    // Funded now, the wallet's ETH shows in a page that signs in afresh (balances are cached).
    await fund('eip155:1', first.address)
    const { page, account, address, errors, close } = await signedInPage(email)
    expect(address).toBe(first.address)
    const receiver = receiverAddress()
    const before = await chainBalance(receiver)
    const send = await sendFromAccount(page, account, {
      token: 'ETH',
      amount: '0.01',
      receiver,
      name: 'Send-email-wallet',
    })
    const hash = await send.locator('[data-hash]').getAttribute('data-hash', { timeout: 30_000 })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await expect.poll(() => chainBalance(receiver)).toBe(before + 10_000_000_000_000_000n)
    expect(errors).toEqual([])
    await close()
  })

  it('[NAV-21] switching to Base is confirmed first, asks the frame (APP_SWITCH_NETWORK), which answers that its wallet is on chain 8453; the account follows to Base', async () => {
    const { page, account, errors, close } = await signedInPage('base-signer@portico.test')
    await page.keyboard.press('Escape')
    await account.waitFor({ state: 'detached' })
    // The frame's replies reach the page as messages: the switch's success names the chain.
    await page.evaluate(() => {
      window.addEventListener('message', (event: MessageEvent<unknown>) => {
        const data = event.data
        if (typeof data !== 'object' || data === null || !('type' in data)) return
        if (data.type !== '@w3m-frame/SWITCH_NETWORK_SUCCESS' || !('payload' in data)) return
        document.documentElement.dataset.frameSwitched = JSON.stringify(data.payload)
      })
    })
    await networkButton(page).click()
    const networks = await waitForView(page, 'Networks')
    await networks.locator('.row', { hasText: 'Base (devnet)' }).click()
    // An email wallet confirms the switch first (the auth connector is active on a supported chain).
    const confirm = await waitForView(page, 'SwitchNetwork')
    await expectViewBaselines(page, 'SwitchNetwork')
    await confirm.locator('button.primary', { hasText: 'Switch network' }).click()
    await expect.poll(() => networkButton(page).innerText()).toBe('Base (devnet)')
    expect(await page.locator('html').getAttribute('data-frame-switched')).toBe(
      JSON.stringify({ chainId: 8453 }),
    )
    // The frame sends no chain event: the connection follows the switch the frame confirmed, so
    // the account (and what Send and the balances read) is on Base too.
    await expect
      .poll(() => page.locator('details[data-controller="account"]').textContent())
      .toContain('"caipAddress": "eip155:8453:')
    expect(errors).toEqual([])
    await close()
  })
})
