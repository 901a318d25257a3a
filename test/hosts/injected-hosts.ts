import type { Page } from 'playwright-core'
import { erc20Abi, stringToHex, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { dialogOf, waitForView } from '../e2e/modal-page.js'
import { call, hexOf, okOf } from './host-calls.js'
import { chainClient, devnetUsdc, receiverOf, tokenBalance } from './host-chain.js'
import { devWalletAccount, openHostPage, type HostSuite } from './host-context.js'
import { mail } from './pages/src/wagmi-actions.js'

/** Clicks a wallet of the injected group on Connect (the modal the app's connect opened). */
export async function pickInjectedWallet(
  page: Page,
  wallet = 'Portico Devnet Wallet',
): Promise<void> {
  const connect = await waitForView(page, 'Connect')
  await connect.locator('[data-group="injected"] .row', { hasText: wallet }).click()
}

/** Connects an injected wallet through the page's connect button and the modal. */
export async function connectFromButton(page: Page, wallet?: string): Promise<void> {
  await page.click('[data-portico="connect-button"]')
  await pickInjectedWallet(page, wallet)
  await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
}

/** The hosts with the devnet injected wallet (the dev wallet account). */
export function describeInjectedHosts(suite: HostSuite): void {
  describe('the wagmi host (wagmi 3.7 + viem on porticoConnector)', () => {
    it('with the injected wallet: connects through the modal, writes an ERC-20 transfer, signs typed data, sends a transaction with data, switches to Base and reconnects after a reload', async () => {
      const { page, errors, close } = await openHostPage(suite.browser(), suite.pageUrl('wagmi'))
      const RECEIVER = receiverOf('wagmi')
      const address = devWalletAccount().address
      try {
        const connecting = call(page, 'connect')
        await pickInjectedWallet(page)
        const connected = okOf(await connecting)
        expect(connected).toEqual({ accounts: [address], chainId: 1 })

        const token = devnetUsdc()
        const client = chainClient()
        expect(
          await client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
        ).toBe('USDC')
        const before = await tokenBalance(RECEIVER)
        expect(okOf(await call(page, 'transfer', token, RECEIVER, '1500000'))).toBe('success')
        expect((await tokenBalance(RECEIVER)) - before).toBe(1_500_000n)

        const signature = hexOf(okOf(await call(page, 'signMail')))
        expect(await verifyTypedData({ address, signature, ...mail })).toBe(true)

        const data = stringToHex('a note from the wagmi host')
        const hash = hexOf(okOf(await call(page, 'sendWithData', RECEIVER, data)), 'hash')
        const sent = await client.getTransaction({ hash })
        expect(sent.input).toBe(data)
        expect(sent.from.toLowerCase()).toBe(address.toLowerCase())

        // The app switches chain through wagmi: the modal's network button follows.
        expect(okOf(await call(page, 'switchToBase'))).toBe(8453)
        const network = page.locator('[data-portico="network-button"]')
        await expect.poll(() => network.innerText()).toBe('Base (devnet)')

        // After a reload wagmi reconnects by itself, through Portico restoring the wallet.
        await page.reload()
        expect(okOf(await call(page, 'reconnected'))).toBe(1)
        expect(await call(page, 'account')).toMatchObject({ address, status: 'connected' })
        expect(await dialogOf(page).getAttribute('open')).toBeNull()
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  })

  describe.each(['viem', 'ethers'])('the %s host (on portico.getProvider)', (stack) => {
    it('with the injected wallet: a contract write (an ERC-20 transfer) and a typed-data signature', async () => {
      const { page, errors, close } = await openHostPage(suite.browser(), suite.pageUrl(stack))
      const address = devWalletAccount().address
      const receiver = receiverOf(stack)
      try {
        await connectFromButton(page)
        const before = await tokenBalance(receiver)
        const hash = hexOf(
          okOf(await call(page, 'transfer', devnetUsdc(), receiver, '250000')),
          'hash',
        )
        const receipt = await chainClient().waitForTransactionReceipt({ hash })
        expect(receipt.status).toBe('success')
        expect((await tokenBalance(receiver)) - before).toBe(250_000n)

        const signature = hexOf(okOf(await call(page, 'signMail')))
        expect(await verifyTypedData({ address, signature, ...mail })).toBe(true)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  })
}
