import {
  address,
  generateKeyPairSigner,
  getBase58Encoder,
  getPublicKeyFromAddress,
  signatureBytes,
  verifySignature,
  type Address,
} from '@solana/kit'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import {
  browserForFile,
  dialogOf,
  openHost,
  screenshot,
  seriousAxeViolations,
  waitForView,
} from './modal-page.js'
import { sendFromAccount } from './send-form.js'
import { lamportsOf, solanaRpc } from './solana-cluster.js'

const browser = browserForFile()
const SOLANA_WALLET = 'Portico Devnet Solana Wallet'

function solanaAccount(index: number): Address {
  const found = inject('endpoints').accounts.solana?.[index]
  if (!found) throw new Error(`The devnet has no Solana dev account ${String(index)}`)
  return address(found)
}

/** Connects the Solana test wallet from the modal by clicks; waits for the button to show it. */
async function connectSolana(page: Page): Promise<void> {
  await page.click('[data-portico="connect-button"]')
  const connect = await waitForView(page, 'Connect')
  await connect.locator(`.row[data-wallet="${SOLANA_WALLET}"]`).click()
  await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
  const button = page.locator('[data-portico="connect-button"]')
  await expect.poll(() => button.innerText()).toContain(solanaAccount(0).slice(0, 4))
}

async function signFromHost(page: Page, message: string) {
  await page.fill('#message-signer', message)
  await page.click('[data-action="sign-message"]')
  const done = page.locator('.message-signer output')
  await done.waitFor()
  return {
    signature: await done.getAttribute('data-signature'),
    error:
      (await done.getAttribute('data-sign-error')) === null ? undefined : await done.innerText(),
  }
}

describe('Solana through the Wallet Standard test wallet', () => {
  it('connects from the modal; Account shows the dev keypair address and its SOL balance on the cluster; a signed message passes the ed25519 check; disconnect returns to Connect', async () => {
    const { page, errors, close } = await openHost(browser())
    await connectSolana(page)
    const owner = solanaAccount(0)
    await page.click('[data-portico="connect-button"]')
    const account = await waitForView(page, 'Account')
    expect(await account.locator('[data-address]').getAttribute('data-address')).toBe(owner)
    const balance = account.locator('[data-balance]')
    await expect.poll(() => balance.getAttribute('data-balance')).not.toBeNull()
    expect(await balance.innerText()).toContain('SOL')
    const shown = Number(await balance.getAttribute('data-balance'))
    expect(shown).toBeCloseTo(Number(await lamportsOf(owner)) / 1e9, 6)
    await screenshot(page, 'account-solana', 'light')
    expect(await seriousAxeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')

    const message = 'Sign in to the Portico playground'
    const { signature } = await signFromHost(page, message)
    if (!signature) throw new Error('No signature shown')
    const publicKey = await getPublicKeyFromAddress(owner)
    const bytes = signatureBytes(Uint8Array.from(getBase58Encoder().encode(signature)))
    expect(await verifySignature(publicKey, bytes, new TextEncoder().encode(message))).toBe(true)

    await page.click('[data-portico="connect-button"]')
    const again = await waitForView(page, 'Account')
    await again.locator('[data-action="disconnect"]').click()
    await waitForView(page, 'Connect')
    expect(await page.locator('[data-portico="connect-button"]').innerText()).toBe('Connect')
    expect(errors).toEqual([])
    await close()
  })
})

describe('Solana sends, reloads and refusals', () => {
  it('[NAV-18] sends SOL through the wallet from the Send view; Account is shown afterwards and the receiver holds the amount more on the cluster', async () => {
    const { page, errors, close } = await openHost(browser())
    await connectSolana(page)
    const receiver = solanaAccount(1)
    const before = await lamportsOf(receiver)
    await page.click('[data-portico="connect-button"]')
    const account = await waitForView(page, 'Account')
    await sendFromAccount(page, account, {
      token: 'SOL',
      amount: '0.5',
      receiver,
      name: 'Send-solana',
      // The cluster prices the transfer's message: one signature, 5000 lamports.
      checkPreview: async (send) => {
        const fee = send.locator('[data-field="network-fee"]')
        expect(await fee.getAttribute('data-fee')).toBe('5000')
        expect(await fee.locator('.amount').getAttribute('title')).toBe('0.000005 SOL')
        expect(await fee.locator('.amount [aria-hidden="true"]').innerText()).toBe('<0.001 SOL')
      },
    })
    await waitForView(page, 'Account')
    await expect.poll(() => lamportsOf(receiver)).toBe(before + 500_000_000n)
    expect(errors).toEqual([])
    await close()
  })

  it('[NAV-18] sends SPL USDC, listed from the Blockchain API, to an account without a USDC account: the wallet signs the transfer that creates it, Account is shown and the receiver holds the amount on the cluster', async () => {
    const { page, errors, close } = await openHost(browser())
    await connectSolana(page)
    const receiver = (await generateKeyPairSigner()).address
    await page.click('[data-portico="connect-button"]')
    const account = await waitForView(page, 'Account')
    await account.locator('[data-action="send"]').click()
    const send = await waitForView(page, 'Send')
    const usdc = send.locator('[data-field="token"] option', { hasText: 'USDC' })
    await usdc.waitFor({ state: 'attached' })
    const value = (await usdc.getAttribute('value')) ?? ''
    const mint = address(value.split(':').at(-1) ?? '')
    await send.locator('[data-field="token"]').selectOption(value)
    await send.locator('[data-field="amount"]').fill('1.25')
    await send.locator('[data-field="receiver"]').fill(receiver)
    await send.locator('[data-action="preview"]').click()
    await send.locator('[data-field="network-fee"]').waitFor()
    await screenshot(page, 'Send-solana-spl-preview', 'light')
    expect(await seriousAxeViolations(page)).toEqual([])
    await send.locator('[data-action="send"]').click()
    await waitForView(page, 'Account')
    const held = async (): Promise<string | undefined> => {
      const { value: accounts } = await solanaRpc()
        .getTokenAccountsByOwner(receiver, { mint }, { encoding: 'jsonParsed' })
        .send()
      return accounts[0]?.account.data.parsed.info.tokenAmount.amount
    }
    await expect.poll(held).toBe('1250000')
    expect(errors).toEqual([])
    await close()
  })

  it('a reload restores the Solana connection without asking the wallet again', async () => {
    const { page, errors, close } = await openHost(browser())
    await connectSolana(page)
    await page.reload()
    await page.locator('[data-portico="connect-button"]').waitFor()
    const button = page.locator('[data-portico="connect-button"]')
    await expect.poll(() => button.innerText()).toContain(solanaAccount(0).slice(0, 4))
    await expect
      .poll(() => page.locator('[data-portico="network-button"]').innerText())
      .toBe('Solana (devnet)')
    expect(errors).toEqual([])
    await close()
  })

  it('a refused signature shows the wallet rejection and the wallet stays connected', async () => {
    const { page, close } = await openHost(browser())
    await connectSolana(page)
    await page.evaluate(async () => {
      const wallet: unknown = await Reflect.get(window, 'porticoDevnetSolanaWallet')
      const reject: unknown =
        typeof wallet === 'object' && wallet !== null ? Reflect.get(wallet, 'reject') : undefined
      if (typeof reject !== 'function') throw new Error('The Solana test wallet is not loaded')
      Reflect.apply(reject, wallet, ['solana:signMessage'])
    })
    const { signature, error } = await signFromHost(page, 'refuse me')
    expect(signature).toBeNull()
    expect(error).toBe('User rejected the request')
    await page.click('[data-portico="connect-button"]')
    const account = await waitForView(page, 'Account')
    expect(await account.locator('[data-address]').getAttribute('data-address')).toBe(
      solanaAccount(0),
    )
    await close()
  })
})
