import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getPublicKeyFromAddress,
  isAddress,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signatureBytes,
  signTransactionMessageWithSigners,
  verifySignature,
  type Address,
} from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { deriveSolanaDevKeypair } from '../../devnet/solana/dev-keypairs.js'
import { DEVNET_USDC_MINT } from '../../devnet/solana/cluster.js'
import { askEmailCode, loginByEmail, pasteCode } from './email-login.js'
import { codeFor } from './mailbox-code.js'
import {
  browserForFile,
  dialogOf,
  openHost,
  screenshot,
  seriousAxeViolations,
  waitForView,
  type ColorScheme,
} from './modal-page.js'
import { OWN_SOLANA_DEV_KEYPAIRS } from './own-dev-accounts.js'
import { sendFromAccount } from './send-form.js'
import { lamportsOf, solanaRpc } from './solana-cluster.js'
import { connectButton, storedSessions } from './siwx-page.js'

const browser = browserForFile()
const networkButton = (page: Page) => page.locator('[data-portico="network-button"]')
const USDC = address(DEVNET_USDC_MINT)

async function usdcOf(owner: Address): Promise<string | undefined> {
  const { value } = await solanaRpc()
    .getTokenAccountsByOwner(owner, { mint: USDC }, { encoding: 'jsonParsed' })
    .send()
  return value[0]?.account.data.parsed.info.tokenAmount.amount
}

/** Sends USDC to `owner` from a dev keypair this file alone spends from, as a friend would. */
async function fundUsdc(owner: Address, amount: bigint): Promise<void> {
  const keypair = await deriveSolanaDevKeypair(OWN_SOLANA_DEV_KEYPAIRS.emailSolanaFunder)
  const payer = await createKeyPairSignerFromBytes(keypair.secretKey)
  const [source] = await findAssociatedTokenPda({
    owner: payer.address,
    mint: USDC,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const [destination] = await findAssociatedTokenPda({
    owner,
    mint: USDC,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const rpc = solanaRpc()
  const { value: latest } = await rpc.getLatestBlockhash().send()
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(latest, message),
      (message) =>
        appendTransactionMessageInstructions(
          [
            getCreateAssociatedTokenIdempotentInstruction({
              payer,
              ata: destination,
              owner,
              mint: USDC,
            }),
            getTransferInstruction({ source, destination, authority: payer, amount }),
          ],
          message,
        ),
    ),
  )
  await rpc
    .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
    .send()
  await expect.poll(() => usdcOf(owner)).toBe(String(amount))
}

async function pickNetwork(page: Page, name: string): Promise<void> {
  await networkButton(page).click()
  const networks = await waitForView(page, 'Networks')
  await networks.locator('.row', { hasText: name }).click()
}

/**
 * The login's Solana account is connected with it: picking the Solana network only asks to
 * confirm the switch (the auth connector is active there), and no wallet is asked to connect.
 */
async function switchToSolana(page: Page): Promise<void> {
  await pickNetwork(page, 'Solana (devnet)')
  const confirm = await waitForView(page, 'SwitchNetwork')
  await confirm.locator('button.primary', { hasText: 'Switch network' }).click()
  await expect.poll(() => networkButton(page).innerText()).toBe('Solana (devnet)')
  // The switch goes back to Networks; the modal is closed to start afresh from the button.
  await page.keyboard.press('Escape')
  await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
}

/** Account on Solana: the embedded account's address, checked to be a Solana one. */
async function solanaAccountView(page: Page): Promise<{ account: Locator; owner: Address }> {
  await connectButton(page).click()
  const account = await waitForView(page, 'Account')
  const shown = (await account.locator('[data-address]').getAttribute('data-address')) ?? ''
  if (!isAddress(shown)) throw new Error(`Account shows no Solana address: ${shown}`)
  return { account, owner: shown }
}

async function signFromHost(page: Page, message: string): Promise<string> {
  await page.fill('#message-signer', message)
  await page.click('.message-signer button[type="submit"]')
  const done = page.locator('.message-signer output')
  await done.waitFor({ timeout: 30_000 })
  const signature = await done.getAttribute('data-signature')
  if (!signature) throw new Error(`The host got no signature: ${await done.innerText()}`)
  return signature
}

async function verifies(owner: Address, message: string, signature: string): Promise<boolean> {
  const bytes = signatureBytes(Uint8Array.from(getBase58Encoder().encode(signature)))
  const publicKey = await getPublicKeyFromAddress(owner)
  return verifySignature(publicKey, bytes, new TextEncoder().encode(message))
}

describe('an email login holds an embedded Solana account', () => {
  for (const theme of ['light', 'dark'] as const satisfies ColorScheme[]) {
    it(`[NAV-21] after an email login, Solana is one switch away: Account shows the Solana address and its SOL on the cluster, a message the host signs verifies with ed25519, and switching back to Ethereum shows the same login's EVM account (${theme})`, async () => {
      const { page, errors, close } = await openHost(browser(), theme)
      await loginByEmail(page, `solana-${theme}@portico.test`)
      const evmShown = await connectButton(page).innerText()
      await switchToSolana(page)

      const { account, owner } = await solanaAccountView(page)
      const balance = account.locator('[data-balance]')
      await expect.poll(() => balance.getAttribute('data-balance')).not.toBeNull()
      expect(await balance.innerText()).toContain('SOL')
      const shown = Number(await balance.getAttribute('data-balance'))
      expect(shown).toBeCloseTo(Number(await lamportsOf(owner)) / 1e9, 6)
      expect(shown).toBeGreaterThan(0)
      await screenshot(page, 'account-email-solana', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await account.waitFor({ state: 'detached' })

      const message = `Signed by the embedded Solana wallet (${theme})`
      expect(await verifies(owner, message, await signFromHost(page, message))).toBe(true)

      await pickNetwork(page, 'Ethereum (devnet)')
      const confirm = await waitForView(page, 'SwitchNetwork')
      await confirm.locator('button.primary', { hasText: 'Switch network' }).click()
      await expect.poll(() => networkButton(page).innerText()).toBe('Ethereum (devnet)')
      await expect.poll(() => connectButton(page).innerText()).toBe(evmShown)
      expect(errors).toEqual([])
      await close()
    })
  }

  it('a reload while on Solana restores the login on Solana: Account shows the same Solana address', async () => {
    const { page, errors, close } = await openHost(browser())
    await loginByEmail(page, 'solana-reload@portico.test')
    await switchToSolana(page)
    const before = await solanaAccountView(page)
    await page.keyboard.press('Escape')
    await before.account.waitFor({ state: 'detached' })

    await page.reload()
    await expect
      .poll(() => networkButton(page).innerText(), { timeout: 30_000 })
      .toBe('Solana (devnet)')
    const after = await solanaAccountView(page)
    expect(after.owner).toBe(before.owner)
    expect(errors).toEqual([])
    await close()
  })

  it('[NAV-18] Send on Solana moves SOL, then devnet USDC, from the embedded account through the secure frame; the receivers hold the amounts on the cluster; signing out on Solana ends the EVM side too', async () => {
    const email = 'solana-sender@portico.test'
    const first = await openHost(browser())
    await loginByEmail(first.page, email)
    await switchToSolana(first.page)
    const { account, owner } = await solanaAccountView(first.page)
    const solReceiver = (await generateKeyPairSigner()).address
    await sendFromAccount(first.page, account, {
      token: 'SOL',
      amount: '0.5',
      receiver: solReceiver,
      name: 'Send-email-solana',
    })
    await waitForView(first.page, 'Account')
    await expect.poll(() => lamportsOf(solReceiver)).toBe(500_000_000n)
    expect(first.errors).toEqual([])
    await first.close()

    // Funded now, the USDC shows in a page that logs in afresh (balances are cached).
    await fundUsdc(owner, 2_000_000n)
    const { page, errors, close } = await openHost(browser())
    await loginByEmail(page, email)
    await switchToSolana(page)
    const again = await solanaAccountView(page)
    expect(again.owner).toBe(owner)
    const usdcReceiver = (await generateKeyPairSigner()).address
    await again.account.locator('[data-action="send"]').click()
    const send = await waitForView(page, 'Send')
    const usdc = send.locator('[data-field="token"] option', { hasText: 'USDC' })
    await usdc.waitFor({ state: 'attached' })
    await send
      .locator('[data-field="token"]')
      .selectOption((await usdc.getAttribute('value')) ?? '')
    await send.locator('[data-field="amount"]').fill('1.25')
    await send.locator('[data-field="receiver"]').fill(usdcReceiver)
    await send.locator('[data-action="preview"]').click()
    await send.locator('[data-field="network-fee"]').waitFor()
    await send.locator('[data-action="send"]').click()
    const after = await waitForView(page, 'Account')
    await expect.poll(() => usdcOf(usdcReceiver)).toBe('1250000')
    expect(await usdcOf(owner)).toBe('750000')

    await after.locator('[data-action="disconnect"]').click()
    await waitForView(page, 'Connect')
    await expect.poll(() => connectButton(page).innerText()).toBe('Connect')
    await page.keyboard.press('Escape')
    await pickNetwork(page, 'Ethereum (devnet)')
    await expect.poll(() => connectButton(page).innerText()).toBe('Connect')
    expect(errors).toEqual([])
    await close()
  })

  it('[VIEW-20] [STATE-56] sign-in (SIWX) required: after the email login signs in on Ethereum, switching to Solana asks for a Solana sign-in, which the embedded account signs and ed25519 verifies', async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '?siwx=required')
    await loginByEmailWithSiwx(page, 'solana-siwx@portico.test')
    await pickNetwork(page, 'Solana (devnet)')
    const confirm = await waitForView(page, 'SwitchNetwork')
    await confirm.locator('button.primary', { hasText: 'Switch network' }).click()
    const sign = await waitForView(page, 'SIWXSignMessage')
    const text = sign.locator('[data-siwx-message]')
    await expect
      .poll(() => text.innerText())
      .toContain('wants you to sign in with your Solana account:')
    await sign.locator('[data-action="sign"]:not([disabled])').click()
    await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
    const solanaSession = (await storedSessions(page)).find((session) =>
      JSON.stringify(session).includes('"solana:'),
    )
    if (typeof solanaSession !== 'object' || solanaSession === null) {
      throw new Error('No Solana sign-in was stored')
    }
    const message = 'message' in solanaSession ? solanaSession.message : undefined
    const signature = 'signature' in solanaSession ? solanaSession.signature : undefined
    if (typeof message !== 'string' || typeof signature !== 'string') {
      throw new Error('The Solana sign-in has no message and signature')
    }
    const owner = /Solana account:\n(\w+)/.exec(message)?.[1] ?? ''
    if (!isAddress(owner)) throw new Error(`The sign-in names no Solana address: ${owner}`)
    expect(await verifies(owner, message, signature)).toBe(true)
    expect(errors).toEqual([])
    await close()
  })
})

/** The email login, then the required Ethereum sign-in it leads to, signed in the modal. */
async function loginByEmailWithSiwx(page: Page, email: string): Promise<void> {
  const login = await askEmailCode(page, email)
  await pasteCode(page, login, await codeFor(email))
  const sign = await waitForView(page, 'SIWXSignMessage')
  await sign.locator('[data-action="sign"]:not([disabled])').click()
  await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
}
