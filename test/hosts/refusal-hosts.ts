import { stringToHex, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { enterMailedCode, submitEmail } from '../e2e/email-login.js'
import { devAccount } from '../e2e/account-wallet.js'
import { dialogOf, installMethodDecliningWallet, waitForView } from '../e2e/modal-page.js'
import { OWN_DEV_ACCOUNTS } from '../e2e/own-dev-accounts.js'
import { heldRequests, holdSigning, signedBy } from '../e2e/secure-site-devnet.js'
import { call, errorOf, field, hexOf, okOf } from './host-calls.js'
import { chainClient, nonceOf, receiverOf } from './host-chain.js'
import { openHostPage, type HostSuite } from './host-context.js'
import { pickInjectedWallet } from './injected-hosts.js'
import { mail } from './pages/src/wagmi-actions.js'

const REFUSED = 'Send-Declining Wallet'
const NOTE = stringToHex('a note the visitor refuses')

/** What a refusal leaves the app: EIP-1193's 4001 (wagmi's UserRejectedRequestError). */
function expectUserRejection(settled: unknown): void {
  const refused = errorOf(settled)
  expect(field(refused, 'code')).toBe(4001)
  expect(String(field(refused, 'message'))).toMatch(/User rejected the request/)
}

/** The visitor says no: the app hears 4001, nothing reaches the chain, the connection stays. */
export function describeRefusals(suite: HostSuite): void {
  describe('the wagmi host when the visitor refuses', () => {
    it('an installed wallet refusing eth_sendTransaction: wagmi rejects with code 4001, the nonce and the receiver are unchanged on chain, the modal stays closed and the wallet still signs', async () => {
      const account = devAccount(OWN_DEV_ACCOUNTS.hostsRefusingWallet)
      const { page, errors, close } = await openHostPage(suite.browser(), suite.pageUrl('wagmi'), {
        walletKey: account.privateKey,
        initScripts: [`(${installMethodDecliningWallet.toString()})()`],
      })
      const receiver = receiverOf('wagmi refused')
      try {
        const connecting = call(page, 'connect')
        await pickInjectedWallet(page, REFUSED)
        expect(okOf(await connecting)).toEqual({ accounts: [account.address], chainId: 1 })
        const nonce = await nonceOf(account.address)

        expectUserRejection(await call(page, 'sendWithData', receiver, NOTE))
        expect(await nonceOf(account.address)).toBe(nonce)
        expect(await chainClient().getBalance({ address: receiver })).toBe(0n)
        expect(await dialogOf(page).getAttribute('open')).toBeNull()
        expect(await call(page, 'account')).toMatchObject({
          address: account.address,
          status: 'connected',
        })
        const signature = hexOf(okOf(await call(page, 'signMail')))
        expect(await verifyTypedData({ address: account.address, signature, ...mail })).toBe(true)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })

    it('[NAV-16] an email login cancelled on ApproveTransaction: wagmi rejects with code 4001, the secure site signs nothing for the login, the nonce is unchanged, the login stays', async () => {
      const email = 'wagmi-cancel@portico.test'
      const { page, errors, close } = await openHostPage(suite.browser(), suite.pageUrl('wagmi'), {
        injectedWallet: false,
      })
      const receiver = receiverOf('wagmi cancelled')
      try {
        const connecting = call(page, 'connect')
        await enterMailedCode(page, await submitEmail(page, email), email)
        const address = field(field(okOf(await connecting), 'accounts'), '0')
        if (typeof address !== 'string') throw new Error('wagmi has no account')
        const account = hexOf(address, 'address')
        const nonce = await nonceOf(account)

        // The site holds the request as a slow wallet would, so the visitor has time to cancel.
        await holdSigning(true)
        try {
          const sending = call(page, 'sendWithData', receiver, NOTE)
          const approve = await waitForView(page, 'ApproveTransaction')
          await expect.poll(heldRequests, { timeout: 15_000 }).toBe(1)
          await approve.locator('[data-action="cancel"]').click()
          expectUserRejection(await sending)
          // The frame's abort reached the site: nothing is held, so a release sends nothing.
          await expect.poll(heldRequests, { timeout: 15_000 }).toBe(0)
        } finally {
          await holdSigning(false)
        }
        expect(await signedBy(account)).toEqual([])
        expect(await nonceOf(account)).toBe(nonce)
        expect(await chainClient().getBalance({ address: receiver })).toBe(0n)
        await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
        expect(await call(page, 'account')).toMatchObject({
          address: account,
          status: 'connected',
        })
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  })
}
