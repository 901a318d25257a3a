import type { Page } from 'playwright-core'
import {
  getAddress,
  isAddress,
  stringToHex,
  verifyMessage,
  verifyTypedData,
  type Address,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { enterMailedCode, submitEmail } from '../e2e/email-login.js'
import { dialogOf } from '../e2e/modal-page.js'
import { OWN_DEV_ACCOUNTS } from '../e2e/own-dev-accounts.js'
import { signedBy } from '../e2e/secure-site-devnet.js'
import { call, field, hexOf, okOf } from './host-calls.js'
import { chainClient, devnetUsdc, fundWallet, receiverOf, tokenBalance } from './host-chain.js'
import { openHostPage, recordViews, viewsSeen, type HostSuite } from './host-context.js'
import { mail } from './pages/src/wagmi-actions.js'

/** Signs in by email in the modal the app (or its connect button) opened. */
export async function emailLoginInModal(page: Page, email: string): Promise<void> {
  await enterMailedCode(page, await submitEmail(page, email), email)
}

/**
 * Runs a host action that asks the embedded wallet: the request is shown on ApproveTransaction
 * while the secure frame answers, and the modal closes again once it has.
 */
export async function throughApproval(page: Page, run: () => Promise<unknown>): Promise<unknown> {
  await viewsSeen(page)
  const settled = await run()
  expect(await viewsSeen(page)).toContain('ApproveTransaction')
  await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
  return settled
}

/** The wallet's address as the page's own connect (wagmi) or `address` action reports it. */
async function connectByEmail(page: Page, stack: string, email: string): Promise<Address> {
  if (stack === 'wagmi') {
    const connecting = call(page, 'connect')
    await emailLoginInModal(page, email)
    const connected = okOf(await connecting)
    expect(field(connected, 'chainId')).toBe(1)
    const address = field(field(connected, 'accounts'), '0')
    if (typeof address !== 'string' || !isAddress(address)) throw new Error('wagmi has no account')
    return address
  }
  await page.click('[data-portico="connect-button"]')
  await emailLoginInModal(page, email)
  await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
  // Portico's provider for the login arrives through import() a moment after the connection.
  await expect
    .poll(async () => field(await call(page, 'address'), 'ok'), { timeout: 15_000 })
    .toMatch(/^0x[0-9a-fA-F]{40}$/)
  const address = okOf(await call(page, 'address'))
  if (typeof address !== 'string' || !isAddress(address)) throw new Error('No account')
  return getAddress(address)
}

/** The hosts with an email login: the embedded wallet in the secure frame behind the provider. */
export function describeEmailHosts(suite: HostSuite): void {
  describe.each(['wagmi', 'viem', 'ethers'])('the %s host with an email login', (stack) => {
    it('each request shows ApproveTransaction while the embedded wallet answers: a message and typed data that verify, an ERC-20 transfer read back on chain, and what the secure site signed (with wagmi: reconnected by itself after a reload)', async () => {
      const email = `${stack}-host@portico.test`
      const { page, errors, close } = await openHostPage(suite.browser(), suite.pageUrl(stack), {
        injectedWallet: false,
      })
      try {
        await recordViews(page)
        const address = await connectByEmail(page, stack, email)
        await fundWallet(OWN_DEV_ACCOUNTS.hostsEmailFunder, address)

        const message = `Signed in the ${stack} host by the embedded wallet`
        const text = hexOf(okOf(await throughApproval(page, () => call(page, 'signText', message))))
        expect(await verifyMessage({ address, message, signature: text })).toBe(true)

        const typed = hexOf(okOf(await throughApproval(page, () => call(page, 'signMail'))))
        expect(await verifyTypedData({ address, signature: typed, ...mail })).toBe(true)

        const receiver = receiverOf(`${stack} email`)
        const before = await tokenBalance(receiver)
        const transferred = okOf(
          await throughApproval(page, () =>
            call(page, 'transfer', devnetUsdc(), receiver, '1000000'),
          ),
        )
        if (stack !== 'wagmi') {
          const hash = hexOf(transferred, 'hash')
          const receipt = await chainClient().waitForTransactionReceipt({ hash })
          expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
        } else expect(transferred).toBe('success')
        expect((await tokenBalance(receiver)) - before).toBe(1_000_000n)
        const signed = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']

        if (stack === 'wagmi') {
          const data = stringToHex('a note from the embedded wallet')
          const hash = hexOf(
            okOf(await throughApproval(page, () => call(page, 'sendWithData', receiver, data))),
            'hash',
          )
          const sent = await chainClient().getTransaction({ hash })
          expect(sent.input).toBe(data)
          expect(sent.from.toLowerCase()).toBe(address.toLowerCase())
          signed.push('eth_sendTransaction')

          // After a reload wagmi reconnects by itself once Portico has restored the login through
          // the secure frame, and the embedded wallet signs for it again.
          await page.reload()
          expect(okOf(await call(page, 'reconnected'))).toBe(1)
          expect(await call(page, 'account')).toMatchObject({ address, status: 'connected' })
          expect(await dialogOf(page).getAttribute('open')).toBeNull()
          await page.locator('portico-modal').waitFor({ state: 'attached' })
          await recordViews(page)
          const again = `${message}, after a reload`
          const reloaded = hexOf(
            okOf(await throughApproval(page, () => call(page, 'signText', again))),
          )
          expect(await verifyMessage({ address, message: again, signature: reloaded })).toBe(true)
          signed.push('personal_sign')
        }
        expect(await signedBy(address)).toEqual(signed)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  })
}
