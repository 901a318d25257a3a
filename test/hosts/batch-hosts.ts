import type { Page } from 'playwright-core'
import { erc20Abi, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { devAccount } from '../e2e/account-wallet.js'
import { callStates } from '../e2e/calls-status-view.js'
import { holdFrameBatch } from '../e2e/hold-frame-batch.js'
import {
  modalClosed,
  screenshot,
  seriousAxeViolationsInBothThemes,
  waitForView,
} from '../e2e/modal-page.js'
import { OWN_DEV_ACCOUNTS } from '../e2e/own-dev-accounts.js'
import { call, okOf } from './host-calls.js'
import {
  chainClient,
  devnetUsdc,
  fundWallet,
  nonceOf,
  receiverOf,
  tokenBalance,
} from './host-chain.js'
import { emailLoginInModal } from './email-hosts.js'
import { openHostPage, recordViews, viewsSeen, type HostSuite } from './host-context.js'
import { connectFromButton } from './injected-hosts.js'
import { porticoAccount } from './wagmi-sync-hosts.js'

const AMOUNT = 250_000n

/** What the wagmi page's hooks show: useCapabilities' atomic status and useCallsStatus'. */
async function wagmiBatch(page: Page) {
  const output = page.locator('[data-wagmi-batch]')
  const [capability, status, atomic, receipts] = await Promise.all(
    ['data-capability', 'data-status', 'data-atomic', 'data-receipts'].map((name) =>
      output.getAttribute(name),
    ),
  )
  return { capability, status, atomic, receipts }
}

const allowanceOf = (owner: Address): Promise<bigint> =>
  chainClient().readContract({
    address: devnetUsdc(),
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, owner],
  })

/** An account's first EIP-7702 delegation is signed into its first batch and takes a nonce. */
const delegated = async (account: Address): Promise<boolean> =>
  (await chainClient().getCode({ address: account })) !== undefined

/** What the chain says of an account and a receiver, to compare before and after a batch. */
async function chainState(account: Address, receiver: Address) {
  const [nonce, balance, received, isDelegated] = await Promise.all([
    nonceOf(account),
    tokenBalance(account),
    tokenBalance(receiver),
    delegated(account),
  ])
  return { nonce, balance, received, isDelegated }
}

type ChainState = Awaited<ReturnType<typeof chainState>>

/**
 * What a batch moved, read back: AMOUNT from the account to the receiver, the allowance spent,
 * and `transactions` nonces. Answers the state after.
 */
async function movedByBatch(
  account: Address,
  receiver: Address,
  before: ChainState,
  transactions: number,
) {
  const after = await chainState(account, receiver)
  expect(after.nonce - before.nonce).toBe(transactions)
  expect(before.balance - after.balance).toBe(AMOUNT)
  expect(after.received - before.received).toBe(AMOUNT)
  expect(await allowanceOf(account)).toBe(0n)
  return after
}

/** After a reload, wagmi reconnects the wallet once (through Portico), not twice. */
async function reconnectsOnce(page: Page): Promise<void> {
  await page.reload()
  expect(okOf(await call(page, 'reconnected'))).toBe(1)
  expect(await call(page, 'account')).toMatchObject({ connector: 'portico' })
}

/** A dev account's devnet wallet, connected from the page's button, holding USDC. */
async function openFundedWallet(suite: HostSuite, stack: string, index: number, eip5792: boolean) {
  const account = devAccount(index)
  await fundWallet(index, account.address)
  const opened = await openHostPage(suite.browser(), suite.pageUrl(stack), {
    walletKey: account.privateKey,
    eip5792,
  })
  await connectFromButton(opened.page)
  return { ...opened, account: account.address }
}

/** wagmi's and viem's EIP-5792 calls through Portico, with an atomic wallet and a plain one. */
export function describeBatchHosts(suite: HostSuite): void {
  describe('batch calls (EIP-5792) in the hosts', () => {
    it("the wagmi host with a wallet that sends batches atomically: useCapabilities says so, useSendCalls' approve + transferFrom is one transaction (allowance and balances read back), useCallsStatus reads success with one receipt; wagmi reconnects the wallet once after a reload", async () => {
      const { page, errors, close, account } = await openFundedWallet(
        suite,
        'wagmi',
        OWN_DEV_ACCOUNTS.hostsBatchAtomic,
        true,
      )
      const receiver = receiverOf('wagmi batch atomic')
      try {
        await expect
          .poll(async () => (await wagmiBatch(page)).capability)
          .toBe('{"status":"supported"}')
        const before = await chainState(account, receiver)
        expect(
          okOf(await call(page, 'batchWithHooks', devnetUsdc(), receiver, `${AMOUNT}`)),
        ).toMatch(/^0x[0-9a-f]{64}$/)
        await expect
          .poll(() => wagmiBatch(page), { timeout: 30_000 })
          .toMatchObject({ status: 'success', atomic: 'true', receipts: '1' })
        // The account's first delegation (EIP-7702) is signed into its first batch.
        const transactions = before.isDelegated ? 1 : 2
        const after = await movedByBatch(account, receiver, before, transactions)
        expect(after.isDelegated).toBe(true)
        expect(await page.locator('portico-modal dialog[open]').count()).toBe(0)
        await reconnectsOnce(page)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })

    it("the viem host with the same kind of wallet: viem's sendCalls and waitForCallsStatus, one transaction", async () => {
      const { page, errors, close, account } = await openFundedWallet(
        suite,
        'viem',
        OWN_DEV_ACCOUNTS.hostsBatchAtomic,
        true,
      )
      const receiver = receiverOf('viem batch atomic')
      try {
        const before = await chainState(account, receiver)
        expect(okOf(await call(page, 'batch', devnetUsdc(), receiver, `${AMOUNT}`))).toEqual({
          status: 'success',
          atomic: true,
          receipts: 1,
        })
        await movedByBatch(account, receiver, before, before.isDelegated ? 1 : 2)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })

    it("the wagmi host with an email login: useCapabilities says atomic, useSendCalls' approve + transferFrom with atomicRequired: true shows one ApproveTransaction listing both calls, the approval called out (both themes, axe), then the secure site sends them as one transaction through its EIP-7702 delegation (allowance, balances and nonces read back); useCallsStatus reads success with one receipt", async () => {
      const { page, errors, close } = await openHostPage(suite.browser(), suite.pageUrl('wagmi'), {
        injectedWallet: false,
      })
      const receiver = receiverOf('wagmi batch email')
      try {
        await page.click('[data-portico="connect-button"]')
        await emailLoginInModal(page, 'wagmi-batch-host@portico.test')
        await modalClosed(page)
        const account = await porticoAccount(page)
        await fundWallet(OWN_DEV_ACCOUNTS.hostsEmailFunder, account)
        await expect
          .poll(async () => (await wagmiBatch(page)).capability)
          .toBe('{"status":"supported"}')
        const before = await chainState(account, receiver)
        await recordViews(page)
        const release = await holdFrameBatch(page)
        const sending = call(page, 'batchWithHooks', devnetUsdc(), receiver, `${AMOUNT}`, 'atomic')

        const approve = await waitForView(page, 'ApproveTransaction')
        expect(await approve.locator('[data-field="batch"]').innerText()).toBe(
          'Approve these 2 calls at once',
        )
        expect(await approve.locator('[data-field="method"]').allInnerTexts()).toEqual([
          'approve',
          'transferFrom',
        ])
        const short = `${account.slice(0, 6).toLowerCase()}…${account.slice(-4).toLowerCase()}`
        expect(await approve.locator('[data-field="approval"]').innerText()).toBe(
          `Allows ${short} to spend ${String(AMOUNT)}`,
        )
        await screenshot(page, 'ApproveTransaction-batch', 'light')
        await page.emulateMedia({ colorScheme: 'dark' })
        await screenshot(page, 'ApproveTransaction-batch', 'dark')
        expect(await seriousAxeViolationsInBothThemes(page)).toEqual([])
        expect(await chainState(account, receiver)).toEqual(before)
        release()

        expect(okOf(await sending)).toMatch(/^0x[0-9a-f]{64}$/)
        // One approval for the whole batch, none for its calls.
        expect(await viewsSeen(page)).toEqual(['ApproveTransaction'])
        await expect
          .poll(() => wagmiBatch(page), { timeout: 30_000 })
          .toMatchObject({ status: 'success', atomic: 'true', receipts: '1' })
        // One transaction, and the delegation signed into the account's first batch.
        const after = await movedByBatch(account, receiver, before, 2)
        expect(after.isDelegated).toBe(true)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })

    it("the wagmi host with a wallet without EIP-5792: useCapabilities reads unsupported, useSendCalls' batch goes one call at a time with Portico's progress view (two transactions), useCallsStatus reads success with two receipts; wagmi reconnects the wallet once after a reload", async () => {
      const { page, errors, close, account } = await openFundedWallet(
        suite,
        'wagmi',
        OWN_DEV_ACCOUNTS.hostsBatchPlain,
        false,
      )
      const receiver = receiverOf('wagmi batch plain')
      try {
        await expect
          .poll(async () => (await wagmiBatch(page)).capability)
          .toBe('{"status":"unsupported"}')
        const before = await chainState(account, receiver)
        okOf(await call(page, 'batchWithHooks', devnetUsdc(), receiver, `${AMOUNT}`))
        const view = await waitForView(page, 'CallsStatus')
        await expect
          .poll(() => callStates(view), { timeout: 30_000 })
          .toEqual(['confirmed', 'confirmed'])
        await expect
          .poll(() => wagmiBatch(page), { timeout: 30_000 })
          .toMatchObject({ status: 'success', atomic: 'false', receipts: '2' })
        expect((await movedByBatch(account, receiver, before, 2)).isDelegated).toBe(false)
        await page.keyboard.press('Escape')
        await modalClosed(page)
        await reconnectsOnce(page)
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  })
}
