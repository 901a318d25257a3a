import type { Locator, Page } from 'playwright-core'
import {
  createPublicClient,
  erc20Abi,
  getAddress,
  http,
  maxUint256,
  parseEther,
  parseUnits,
  type Address,
  type Hex,
} from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { CALL_BUNDLES_KEY } from '../../devnet/wallets/wallet-call-bundles.js'
import { USER_REJECTED_REQUEST_MESSAGE } from '../../src/utils/user-rejection.js'
import { devnetSwapPool } from '../hosts/host-chain.js'
import { devAccount, installAccountWallet } from './account-wallet.js'
import {
  browserForFile,
  chainTokenBalance,
  connectAndOpenFromAccount,
  devAddress,
  installMethodDecliningWallet,
  openHost,
  screenshot,
  seriousAxeViolations,
  waitForView,
  type ColorScheme,
} from './modal-page.js'
import { OWN_DEV_ACCOUNTS } from './own-dev-accounts.js'

const browser = browserForFile()

function ethereum() {
  const rpc = inject('endpoints').chains['eip155:1']
  if (!rpc) throw new Error('The devnet has no eip155:1 chain')
  return createPublicClient({ transport: http(rpc) })
}

/**
 * What a mined transaction did to the account, read at its block and the one before: other test
 * files spend from the same account meanwhile, but the devnet mines one transaction a block.
 */
async function changesOf(hash: Hex, token: string, owner: Address = getAddress(devAddress())) {
  const client = ethereum()
  const receipt = await client.waitForTransactionReceipt({ hash })
  const at = async (blockNumber: bigint) => ({
    eth: await client.getBalance({ address: owner, blockNumber }),
    token: await client.readContract({
      address: getAddress(token),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
      blockNumber,
    }),
  })
  const before = await at(receipt.blockNumber - 1n)
  const after = await at(receipt.blockNumber)
  const gas = receipt.gasUsed * receipt.effectiveGasPrice
  return {
    receipt,
    /** ETH that came in (negative: went out), gas added back. */
    eth: after.eth - before.eth + gas,
    token: after.token - before.token,
  }
}

/** Within the swap's 1 % slippage below the quote, and never above it. */
function expectWithinSlippage(received: bigint, quoted: bigint) {
  expect(received).toBeLessThanOrEqual(quoted)
  expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
}

/** Connects the devnet test wallet and opens Swap from Account by clicks. */
async function openSwap(page: Page, wallet = 'Portico Devnet Wallet') {
  const swap = await connectAndOpenFromAccount(page, 'swap', 'Swap', wallet)
  await swap
    .locator('[data-field="from"] option', { hasText: 'DAI' })
    .waitFor({ state: 'attached' })
  return swap
}

/** Chooses a token by its symbol; answers its contract address. */
async function choose(swap: Locator, field: 'from' | 'to', symbol: string): Promise<string> {
  const value = await swap
    .locator(`[data-field="${field}"] option`, { hasText: symbol })
    .first()
    .getAttribute('value')
  if (!value) throw new Error(`${symbol} is not among the swap tokens`)
  await swap.locator(`[data-field="${field}"]`).selectOption(value)
  return value.split(':').at(-1) ?? ''
}

/** The quoted output in the token's smallest unit, once a quote is shown. */
async function quoted(swap: Locator): Promise<bigint> {
  const details = swap.locator('dl.details')
  await expect.poll(() => details.getAttribute('data-quote')).not.toBe('')
  return BigInt((await details.getAttribute('data-quote')) ?? '0')
}

async function sentHash(swap: Locator): Promise<Hex> {
  const hash = await swap.locator('[data-hash]').getAttribute('data-hash')
  if (!hash?.match(/^0x[0-9a-f]{64}$/)) throw new Error(`no transaction hash: ${String(hash)}`)
  return `0x${hash.slice(2)}`
}

const open = (theme: ColorScheme) => openHost(browser(), theme, '')

for (const theme of ['light', 'dark'] as const) {
  describe(`Swap, ${theme}`, () => {
    it(`[CONST-49] swaps ETH for DAI: on the chain DAI grows by the quote within the 1 % slippage and ETH falls by the amount (${theme})`, async () => {
      const { page, errors, close } = await open(theme)
      const swap = await openSwap(page)
      expect(await swap.locator('[data-field="from"] option:checked').innerText()).toBe('ETH')
      const dai = await choose(swap, 'to', 'DAI')
      await swap.locator('[data-field="amount"]').fill('0,02x')
      expect(await swap.locator('[data-field="amount"]').inputValue()).toBe('0.02')
      const quote = await quoted(swap)
      // 0.02 ETH at 3,000 USD is 60 DAI, less the pool's 0.3 % fee.
      expect(quote).toBe(parseUnits('59.82', 18))
      expect(await swap.locator('[data-field="to-amount"]').innerText()).toBe('59.82 DAI')
      expect(await swap.locator('[data-field="price-impact"]').innerText()).toBe('0.30 %')
      expect(await swap.locator('[data-field="gas-price"]').innerText()).toMatch(/^[\d.]+ gwei$/)
      await screenshot(page, 'Swap', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      const shownBalance = () => swap.locator('p[data-balance]').getAttribute('data-balance')
      const balanceBefore = await shownBalance()
      await swap.locator('[data-action="swap"]').click()
      const changes = await changesOf(await sentHash(swap), dai)
      expect(changes.receipt.status).toBe('success')
      // The outcome once the receipt is in: what was paid and received, and the transaction.
      const outcome = swap.locator('.outcome[data-outcome="succeeded"]')
      await outcome.waitFor()
      expect(await outcome.locator('[data-field="swapped-from"]').innerText()).toBe('0.02 ETH')
      expect(await outcome.locator('[data-field="swapped-to"]').innerText()).toBe('59.82 DAI')
      await screenshot(page, 'Swap-swapped', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      await outcome.locator('[data-action="done"]').click()
      const account = await waitForView(page, 'Account')
      await account.locator('[data-action="swap"]').click()
      await waitForView(page, 'Swap')
      // The balances refresh after the swap (past the 30 s portfolio cache).
      await expect.poll(shownBalance).not.toBe(balanceBefore)
      expectWithinSlippage(changes.token, quote)
      expect(changes.eth).toBe(-parseEther('0.02'))
      expect(errors).toEqual([])
      await close()
    })
  })
}

/** Opens Swap as an own dev account's wallet, 30 DAI to ETH quoted: the pool is approved first. */
async function openApprovalSwap(index: number, eip5792: boolean) {
  const name = `Swap Approval Wallet ${String(index)}`
  const opened = await openHost(browser(), 'light', '', async (context) => {
    await installAccountWallet(context, index, name, { eip5792 })
  })
  const swap = await openSwap(opened.page, name)
  const dai = await choose(swap, 'from', 'DAI')
  await choose(swap, 'to', 'ETH')
  await swap.locator('[data-field="amount"]').fill('30')
  const quote = await quoted(swap)
  const button = swap.locator('[data-action="swap"]')
  await expect.poll(() => button.innerText()).toBe('Approve DAI and swap')
  return { ...opened, swap, dai, quote, owner: devAccount(index).address }
}

/**
 * Read back on the chain: the swap's transaction took 30 DAI and paid the quote in ETH within the
 * slippage, and the pool keeps its unlimited allowance (30 DAI spent from the maximum leave it).
 */
async function expectSwappedWithApproval(hash: Hex, dai: string, quote: bigint, owner: Address) {
  const changes = await changesOf(hash, dai, owner)
  expect(changes.receipt.status).toBe('success')
  expect(changes.token).toBe(-parseUnits('30', 18))
  expectWithinSlippage(changes.eth, quote)
  const allowance = await ethereum().readContract({
    address: getAddress(dai),
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, devnetSwapPool()],
  })
  expect(allowance).toBe(maxUint256)
  return changes
}

const nonceOf = (address: Address): Promise<number> => ethereum().getTransactionCount({ address })

describe('Swap with an approval', () => {
  it('a wallet without EIP-5792: approves the pool first, then swaps, two transactions; Enter submits', async () => {
    const { page, errors, close, swap, dai, quote, owner } = await openApprovalSwap(
      OWN_DEV_ACCOUNTS.swapApprovalPlain,
      false,
    )
    await screenshot(page, 'Swap-approve', 'light')
    const before = await nonceOf(owner)
    await swap.locator('[data-field="amount"]').press('Enter')
    const changes = await expectSwappedWithApproval(await sentHash(swap), dai, quote, owner)
    expect(changes.receipt.to).toBe(devnetSwapPool().toLowerCase())
    expect(await nonceOf(owner)).toBe(before + 2)
    expect(errors).toEqual([])
    await close()
  })

  it('a wallet that sends batches atomically (EIP-5792): the approve and the swap go as one batch, one transaction, and the balances refresh', async () => {
    const { page, errors, close, swap, dai, quote, owner } = await openApprovalSwap(
      OWN_DEV_ACCOUNTS.swapApprovalAtomic,
      true,
    )
    const before = await nonceOf(owner)
    const delegated = (await ethereum().getCode({ address: owner })) !== undefined
    const shownBalance = () => swap.locator('p[data-balance]').getAttribute('data-balance')
    const balanceBefore = await shownBalance()
    await swap.locator('[data-action="swap"]').click()
    const hash = await sentHash(swap)
    await expectSwappedWithApproval(hash, dai, quote, owner)
    // The wallet's own record: it was asked once, for both calls, and sent one transaction.
    const bundles: unknown = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown,
      CALL_BUNDLES_KEY,
    )
    expect(bundles).toEqual([
      expect.objectContaining({ atomic: true, callCount: 2, hashes: [hash], state: 'done' }),
    ])
    // The account's first delegation (EIP-7702) is signed into its first batch and takes a nonce.
    expect(await nonceOf(owner)).toBe(before + (delegated ? 1 : 2))
    const outcome = swap.locator('.outcome[data-outcome="succeeded"]')
    await outcome.waitFor()
    expect(await outcome.locator('[data-field="swapped-from"]').innerText()).toBe('30 DAI')
    await outcome.locator('[data-action="done"]').click()
    const account = await waitForView(page, 'Account')
    await account.locator('[data-action="swap"]').click()
    const again = await waitForView(page, 'Swap')
    await choose(again, 'from', 'DAI')
    // The balances refresh after the swap (past the 30 s portfolio cache).
    await expect
      .poll(() => again.locator('p[data-balance]').getAttribute('data-balance'))
      .not.toBe(balanceBefore)
    expect(errors).toEqual([])
    await close()
  })
})

describe('The swap quote', () => {
  it('[CONST-03] waits 500 ms after the last keystroke: typing an amount asks for one quote', async () => {
    const { page, close } = await open('light')
    const swap = await openSwap(page)
    await choose(swap, 'to', 'USDT')
    const asked: { amount: string | null; at: number }[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/v1/convert/quotes')
        asked.push({ amount: url.searchParams.get('amount'), at: Date.now() })
    })
    await swap.locator('[data-field="amount"]').focus()
    await page.keyboard.type('0.12', { delay: 100 })
    await page.keyboard.press('5')
    const typed = Date.now()
    await quoted(swap)
    expect(asked.map((request) => request.amount)).toEqual([parseEther('0.125').toString()])
    // Allowing for the time the key press took to come back from the browser.
    expect(asked[0]?.at ?? 0).toBeGreaterThanOrEqual(typed + 400)
    await close()
  })

  it("[ERR-20] more than the pool can pay out shows 'Insufficient liquidity' and cannot be swapped", async () => {
    const { page, close } = await open('light')
    const swap = await openSwap(page)
    await choose(swap, 'to', 'USDC')
    // 500 ETH is 1.5 million USDC; the pool holds 1 million.
    await swap.locator('[data-field="amount"]').fill('500')
    const error = swap.locator('.error-text')
    await error.waitFor()
    expect(await error.innerText()).toBe('Insufficient liquidity')
    expect(await swap.locator('[data-action="swap"]').isDisabled()).toBe(true)
    await screenshot(page, 'Swap-error', 'light')
    await close()
  })

  it('a failure building the swap after the quote is shown, and nothing reaches the chain', async () => {
    const { page, close } = await open('light')
    const swap = await openSwap(page)
    const dai = await choose(swap, 'to', 'DAI')
    await swap.locator('[data-field="amount"]').fill('0.01')
    await quoted(swap)
    const fault = await fetch(`${inject('endpoints').blockchainApi}/devnet/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 503, path: '/v1/convert/build-transaction' }),
    })
    expect(fault.ok).toBe(true)
    const before = await chainTokenBalance(dai, devAddress())
    await swap.locator('[data-action="swap"]').click()
    await swap.locator('.error-text').waitFor()
    expect(await swap.locator('.error-text').innerText()).not.toBe('')
    expect(await swap.locator('[data-hash]').count()).toBe(0)
    expect(await chainTokenBalance(dai, devAddress())).toBe(before)
    await close()
  })

  it('[ERR-17] shows the rejection when the wallet declines the swap, and no DAI arrives', async () => {
    const { page, close } = await openHost(browser(), 'light', '', async (context) => {
      await context.addInitScript(installMethodDecliningWallet)
    })
    const swap = await openSwap(page, 'Send-Declining Wallet')
    const dai = await choose(swap, 'to', 'DAI')
    await swap.locator('[data-field="amount"]').fill('0.01')
    await quoted(swap)
    const before = await chainTokenBalance(dai, devAddress())
    await swap.locator('[data-action="swap"]').click()
    await swap.locator('.error-text').waitFor()
    expect(await swap.locator('.error-text').innerText()).toBe(USER_REJECTED_REQUEST_MESSAGE)
    expect(await chainTokenBalance(dai, devAddress())).toBe(before)
    await close()
  })
})
