import { createPublicClient, createWalletClient, http, isAddress, isHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { deriveDevAccounts } from '../../devnet/evm/dev-accounts.js'
import { loginByEmail } from './email-login.js'
import { browserForFile, chainBalance, openHost, waitForView } from './modal-page.js'
import { sendFromAccount } from './send-form.js'

const browser = browserForFile()

// Dev accounts no other browser test uses, so balances checked elsewhere stay exact.
const FUNDER_INDEX = 7
const RECEIVER_INDEX = 8

function devnetChainRpc(): string {
  const rpc = inject('endpoints').chains['eip155:1']
  if (!rpc) throw new Error('The devnet has no eip155:1 chain')
  return rpc
}

/** Sends the email wallet 1 ETH from an unused dev account, as a friend would, and waits for it. */
async function fund(address: `0x${string}`): Promise<void> {
  const funder = deriveDevAccounts(FUNDER_INDEX + 1)[FUNDER_INDEX]
  if (!funder) throw new Error('No funding dev account')
  const transport = http(devnetChainRpc())
  const wallet = createWalletClient({ account: privateKeyToAccount(funder.privateKey), transport })
  const hash = await wallet.sendTransaction({ chain: null, to: address, value: 10n ** 18n })
  await createPublicClient({ transport }).waitForTransactionReceipt({ hash })
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
    await first.page.click('[data-host-action="sign"]')
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
    await fund(first.address)
    const { page, account, address, errors, close } = await signedInPage(email)
    expect(address).toBe(first.address)
    const receiver = deriveDevAccounts(RECEIVER_INDEX + 1)[RECEIVER_INDEX]?.address ?? ''
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
})
