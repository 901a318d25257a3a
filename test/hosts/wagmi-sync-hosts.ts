import type { Page } from 'playwright-core'
import { getAddress, isAddress, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { dialogOf, modalClosed, waitForView } from '../e2e/modal-page.js'
import { OWN_DEV_ACCOUNTS } from '../e2e/own-dev-accounts.js'
import { call, field, okOf } from './host-calls.js'
import { devnetUsdc, fundWallet, receiverOf, tokenBalance } from './host-chain.js'
import { devWalletAccount, openHostPage, recordViews, type HostSuite } from './host-context.js'
import { emailLoginInModal, throughApproval } from './email-hosts.js'
import { pickInjectedWallet } from './injected-hosts.js'

/** What the wagmi page's React tree shows from useConnection (useAccount) and useChainId. */
export async function wagmiState(page: Page) {
  const output = page.locator('[data-wagmi-state]')
  const [status, address, chainId] = await Promise.all([
    output.getAttribute('data-status'),
    output.getAttribute('data-address'),
    output.getAttribute('data-chain-id'),
  ])
  return { status, address: address?.toLowerCase(), chainId: Number(chainId) }
}

/** The account Portico's own eip155 provider answers, once it has one. */
export async function porticoAccount(page: Page): Promise<Address> {
  await expect
    .poll(async () => okOf(await call(page, 'porticoAccount')), { timeout: 20_000 })
    .not.toBeNull()
  const address = field(field(okOf(await call(page, 'porticoAccount')), 'accounts'), '0')
  if (typeof address !== 'string' || !isAddress(address)) throw new Error('Portico has no account')
  return getAddress(address)
}

/**
 * Once Portico has the connection, wagmi's hooks show its account on the chain within a second,
 * and wagmi's state names the Portico connector.
 */
export async function wagmiShowsWithinASecond(page: Page, chainId: number): Promise<Address> {
  const address = await porticoAccount(page)
  await expect
    .poll(() => wagmiState(page), { timeout: 1_000, interval: 50 })
    .toEqual({ status: 'connected', address: address.toLowerCase(), chainId })
  expect(await call(page, 'account')).toMatchObject({ status: 'connected', connector: 'portico' })
  return address
}

/** Disconnects from Portico's Account view (opened from the connect button). */
export async function disconnectFromAccount(page: Page): Promise<void> {
  await page.click('[data-portico="connect-button"]')
  const account = await waitForView(page, 'Account')
  await account.locator('[data-action="disconnect"]').click()
  await expect.poll(() => wagmiState(page)).toMatchObject({ status: 'disconnected', address: '' })
}

/** useWriteContract's ERC-20 transfer, no wagmi connect having been called. */
export async function transfersWithHook(
  page: Page,
  receiver: Address,
  amount: bigint,
  run: (transfer: () => Promise<unknown>) => Promise<unknown> = (transfer) => transfer(),
): Promise<void> {
  const before = await tokenBalance(receiver)
  const transfer = () => call(page, 'transferWithHook', devnetUsdc(), receiver, amount.toString())
  expect(okOf(await run(transfer))).toBe('success')
  expect((await tokenBalance(receiver)) - before).toBe(amount)
}

/** Picks a network in Portico's Networks view, confirming the switch when asked. */
async function switchInNetworksView(page: Page, name: string): Promise<void> {
  const button = page.locator('[data-portico="network-button"]')
  await button.click()
  const networks = await waitForView(page, 'Networks')
  await networks.locator('.row', { hasText: name }).click()
  await expect.poll(() => button.innerText()).toBe(name)
  if ((await dialogOf(page).getAttribute('open')) !== null) await page.keyboard.press('Escape')
  await modalClosed(page)
}

/** wagmi in step with a connection made with Portico's own ConnectButton, not wagmi's connect. */
export function describeWagmiSync(suite: HostSuite): void {
  describe('the wagmi host follows Portico with no wagmi connect call', () => {
    it("the injected wallet connected with Portico's ConnectButton: useConnection shows it within a second, useWriteContract transfers, a network picked in Portico's Networks view is useChainId, and a disconnect from Account disconnects wagmi", async () => {
      const { page, errors, close } = await openHostPage(suite.browser(), suite.pageUrl('wagmi'))
      const address = devWalletAccount().address
      try {
        expect(okOf(await call(page, 'reconnected'))).toBe(0)
        expect(await wagmiState(page)).toMatchObject({ status: 'disconnected' })
        await page.click('[data-portico="connect-button"]')
        await pickInjectedWallet(page)
        await modalClosed(page)
        expect(await wagmiShowsWithinASecond(page, 1)).toBe(address)

        await transfersWithHook(page, receiverOf('wagmi hook injected'), 400_000n)

        await switchInNetworksView(page, 'Base (devnet)')
        await expect.poll(() => wagmiState(page)).toMatchObject({ chainId: 8453 })
        expect(await call(page, 'account')).toMatchObject({ chainId: 8453, status: 'connected' })

        await disconnectFromAccount(page)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })

    it("an email login made with Portico's ConnectButton: useConnection shows the embedded wallet within a second, useWriteContract transfers through ApproveTransaction, and a disconnect from Account disconnects wagmi", async () => {
      const email = 'wagmi-hook-host@portico.test'
      const { page, errors, close } = await openHostPage(suite.browser(), suite.pageUrl('wagmi'), {
        injectedWallet: false,
      })
      try {
        await recordViews(page)
        await page.click('[data-portico="connect-button"]')
        await emailLoginInModal(page, email)
        await modalClosed(page)
        // The login's provider loads through import() once connected; wagmi follows it.
        const address = await wagmiShowsWithinASecond(page, 1)
        await fundWallet(OWN_DEV_ACCOUNTS.hostsEmailFunder, address)

        await transfersWithHook(page, receiverOf('wagmi hook email'), 300_000n, (transfer) =>
          throughApproval(page, transfer),
        )
        await disconnectFromAccount(page)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  })
}
