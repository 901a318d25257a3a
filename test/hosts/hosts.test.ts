import type { Page } from 'playwright-core'
import {
  createPublicClient,
  erc20Abi,
  getContractAddress,
  http,
  keccak256,
  stringToHex,
  verifyTypedData,
  type Hex,
} from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEV_ROLES, deriveDevAccounts } from '../../devnet/evm/dev-accounts.js'
import { browserForFile, dialogOf, waitForView } from '../e2e/modal-page.js'
import { buildHostPages, type BuiltHost } from './built-host.js'
import { devWalletAccount, openHostPage } from './host-context.js'
import { mail } from './pages/src/wagmi-actions.js'

const browser = browserForFile()
let built: BuiltHost | undefined
beforeAll(async () => {
  built = await buildHostPages()
}, 300_000)
afterAll(() => built?.close())

const chainClient = () => {
  const rpc = inject('endpoints').chains['eip155:1']
  if (!rpc) throw new Error('The devnet has no eip155:1 chain')
  return createPublicClient({ transport: http(rpc) })
}

/** USDC is the deployer's first contract: its address is the same on every start. */
function devnetUsdc() {
  const deployer = deriveDevAccounts(DEV_ROLES.deployer + 1)[DEV_ROLES.deployer]
  if (!deployer) throw new Error('No deployer account')
  return getContractAddress({ from: deployer.address, nonce: 0n })
}

/** An address of one test alone: nothing else on the shared devnet pays it. */
const receiverOf = (stack: string) =>
  privateKeyToAddress(keccak256(stringToHex(`portico ${stack} host receiver`)))

const tokenBalance = (owner: `0x${string}`) =>
  chainClient().readContract({
    address: devnetUsdc(),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

const pageUrl = (stack: string): string => {
  if (!built) throw new Error('The host pages were not built')
  return `${built.url}${stack}.html`
}

/** Clicks the devnet injected wallet on Connect (the modal the app's connect opened). */
async function pickInjectedWallet(page: Page): Promise<void> {
  const connect = await waitForView(page, 'Connect')
  await connect
    .locator('[data-group="injected"] .row', { hasText: 'Portico Devnet Wallet' })
    .click()
}

/** The signature an action answered, as viem's Hex. */
function signatureOf(value: unknown): Hex {
  if (typeof value !== 'string' || !value.startsWith('0x')) throw new Error('No signature')
  return `0x${value.slice(2)}`
}

/** Runs one of the page's `window.host` actions; each settles to `{ ok }` or `{ error }`. */
const call = (page: Page, action: string, ...args: string[]): Promise<unknown> =>
  page.evaluate(
    async ([name, params]) => {
      const run: unknown = Reflect.get(Reflect.get(window, 'host') ?? {}, name)
      if (typeof run !== 'function') throw new Error(`No host action ${name}`)
      const settled: unknown = await Reflect.apply(run, undefined, params)
      return settled
    },
    [action, args] as const,
  )

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined

/** The action's result; its error (name, code, message) fails the test with what it said. */
const okOf = (settled: unknown): unknown => {
  const error = field(settled, 'error')
  if (error !== undefined) throw new Error(`The host action failed: ${JSON.stringify(error)}`)
  return field(settled, 'ok')
}

describe('the wagmi host (wagmi 3.7 + viem on porticoConnector)', () => {
  it('with the injected wallet: connects through the modal, writes an ERC-20 transfer, signs typed data, sends a transaction with data, switches to Base and reconnects after a reload', async () => {
    const { page, errors, close } = await openHostPage(browser(), pageUrl('wagmi'))
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
      const before = await client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [RECEIVER],
      })
      expect(okOf(await call(page, 'transfer', token, RECEIVER, '1500000'))).toBe('success')
      const after = await client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [RECEIVER],
      })
      expect(after - before).toBe(1_500_000n)

      const signature = signatureOf(okOf(await call(page, 'signMail')))
      expect(await verifyTypedData({ address, signature, ...mail })).toBe(true)

      const data = stringToHex('a note from the wagmi host')
      const hash = okOf(await call(page, 'sendWithData', RECEIVER, data))
      if (typeof hash !== 'string') throw new Error('sendTransaction gave no hash')
      const sent = await client.getTransaction({ hash: `0x${hash.slice(2)}` })
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

/** Connects the devnet injected wallet through the page's connect button and the modal. */
async function connectFromButton(page: Page): Promise<void> {
  await page.click('[data-portico="connect-button"]')
  await pickInjectedWallet(page)
  await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
}

describe.each(['viem', 'ethers'])('the %s host (on portico.getProvider)', (stack) => {
  it('with the injected wallet: a contract write (an ERC-20 transfer) and a typed-data signature', async () => {
    const { page, errors, close } = await openHostPage(browser(), pageUrl(stack))
    const address = devWalletAccount().address
    const receiver = receiverOf(stack)
    try {
      await connectFromButton(page)
      const before = await tokenBalance(receiver)
      const hash = okOf(await call(page, 'transfer', devnetUsdc(), receiver, '250000'))
      if (typeof hash !== 'string') throw new Error('The transfer gave no hash')
      const receipt = await chainClient().waitForTransactionReceipt({ hash: `0x${hash.slice(2)}` })
      expect(receipt.status).toBe('success')
      expect((await tokenBalance(receiver)) - before).toBe(250_000n)

      const signature = signatureOf(okOf(await call(page, 'signMail')))
      expect(await verifyTypedData({ address, signature, ...mail })).toBe(true)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})
