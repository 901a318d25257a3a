import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import {
  getBase58Encoder,
  getPublicKeyFromAddress,
  signatureBytes,
  signature as toSignature,
  verifySignature,
  address,
} from '@solana/kit'
import type { Page } from 'playwright-core'
import { createPublicClient, http, isHex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { deriveSolanaDevKeypair } from '../../devnet/solana/dev-keypairs.js'
import { buildSolanaWalletScript } from '../../devnet/wallets/solana-wallet-script.js'
import { devAccount, ethereumRpc, installAccountWallet } from './account-wallet.js'
import { repoRoot } from './e2e-devnet.js'
import {
  browserForFile,
  dialogOf,
  installMethodDecliningWallet,
  openHost,
  screenshotDir,
  waitForView,
  type ColorScheme,
} from './modal-page.js'
import { OWN_DEV_ACCOUNTS, OWN_SOLANA_DEV_KEYPAIRS } from './own-dev-accounts.js'
import { solanaClusterUrl, solanaRpc } from './solana-cluster.js'

const browser = browserForFile()
const MESSAGE = 'Hello from your dapp'
const AXE_SCRIPT = join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js')

/** Connects a wallet by its row on Connect, from the connect button; waits for the modal to close. */
async function connectWallet(page: Page, wallet: string): Promise<void> {
  await page.click('[data-portico="connect-button"]')
  const connect = await waitForView(page, 'Connect')
  await connect.locator(`.row[data-wallet="${wallet}"]`).click()
  await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
}

/** Clicks the call's button and reads what it came to, as the tab shows it. */
async function call(page: Page, method: string) {
  const card = page.locator(`.dapp-call[data-call="${method}"]`)
  await card.locator('button').click()
  return outcomeOf(page, method)
}

async function outcomeOf(page: Page, method: string) {
  const output = page.locator(
    `.dapp-call[data-call="${method}"] output:is([data-state="done"], [data-state="failed"])`,
  )
  await output.waitFor()
  return output.evaluate((element) => ({
    result: element.querySelector('[data-result]')?.getAttribute('data-result') ?? null,
    code: element.querySelector('[data-code]')?.getAttribute('data-code') ?? null,
    text: element.textContent,
  }))
}

/** axe-core over the tab's panel: its serious and critical violations. */
async function seriousViolationsInView(page: Page) {
  if (!(await page.evaluate(() => window.axe !== undefined)))
    await page.addScriptTag({ path: AXE_SCRIPT })
  const violations = await page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core did not load')
    return (await window.axe.run({ include: [['#view']] })).violations
  })
  return violations.filter((found) => found.impact === 'serious' || found.impact === 'critical')
}

async function shoot(page: Page, name: string, colorScheme: ColorScheme): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true })
  await page.screenshot({
    path: join(screenshotDir, `playground-${name}-${colorScheme}.png`),
    fullPage: true,
  })
}

describe('the playground’s Your dapp tab', () => {
  it('reached by clicks, calls the EIP-1193 provider as a host app: accounts, chain, a signature viem verifies, a transaction that lands, a chain switch the network button follows; axe clean', async () => {
    const { page, errors, close } = await openHost(browser(), 'light', '', async (context) => {
      await installAccountWallet(context, OWN_DEV_ACCOUNTS.dappTabSender, 'Dapp Tab Wallet')
    })
    const account = devAccount(OWN_DEV_ACCOUNTS.dappTabSender).address
    await connectWallet(page, 'Dapp Tab Wallet')
    await page.getByRole('tab', { name: 'Your dapp' }).click()
    await page.locator('[data-provider="eip155"]').waitFor()

    const accounts = await call(page, 'eth_accounts')
    expect(String(JSON.parse(accounts.result ?? '[]')).toLowerCase()).toBe(account.toLowerCase())
    expect((await call(page, 'eth_chainId')).result).toBe('0x1')

    const signature = (await call(page, 'personal_sign')).result
    if (!isHex(signature)) throw new Error(`No signature: ${String(signature)}`)
    expect(await verifyMessage({ address: account, message: MESSAGE, signature })).toBe(true)

    const hash = (await call(page, 'eth_sendTransaction')).result
    if (!isHex(hash)) throw new Error(`No transaction hash: ${String(hash)}`)
    const receipt = await createPublicClient({
      transport: http(ethereumRpc()),
    }).waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account.toLowerCase())

    expect((await call(page, 'wallet_switchEthereumChain')).result).toBe('null')
    await expect
      .poll(() => page.locator('[data-portico="network-button"]').innerText())
      .toContain('Base')
    // The tab's next switch goes back: it follows the network the app moved to.
    await expect
      .poll(() =>
        page.locator('.dapp-call[data-call="wallet_switchEthereumChain"] pre').innerText(),
      )
      .toContain("'0x1'")

    expect(await seriousViolationsInView(page)).toEqual([])
    await shoot(page, 'dapp', 'light')
    expect(errors).toEqual([])
    await close()
  })

  it('by keyboard alone, a wallet refusing personal_sign reaches the app as 4001; the connection stays and the next call works; axe clean (dark)', async () => {
    const { page, errors, close } = await openHost(browser(), 'dark', '', async (context) => {
      await context.addInitScript(installMethodDecliningWallet, {
        method: 'personal_sign',
        name: 'Sign-Declining Wallet',
        rdns: 'dev.portico.sign-declining',
        uuid: '00000000-0000-4000-8000-000000000027',
      })
    })
    await connectWallet(page, 'Sign-Declining Wallet')
    // The tab list: the current tab takes the focus, the arrows move along.
    await page.focus('[role="tab"][aria-selected="true"]')
    await page.keyboard.press('ArrowRight')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Your dapp')
    await page.locator('[data-provider="eip155"]').waitFor()
    const sign = page.locator('.dapp-call[data-call="personal_sign"] button')
    for (let presses = 0; presses < 30; presses += 1) {
      if (await sign.evaluate((button) => button === document.activeElement)) break
      await page.keyboard.press('Tab')
    }
    expect(await sign.evaluate((button) => button === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')

    const refused = await outcomeOf(page, 'personal_sign')
    expect(refused.code).toBe('4001')
    expect(refused.text).toContain('Error 4001')
    expect(await dialogOf(page).getAttribute('open')).toBeNull()
    expect((await call(page, 'eth_chainId')).result).toBe('0x1')

    expect(await seriousViolationsInView(page)).toEqual([])
    await shoot(page, 'dapp-refused', 'dark')
    expect(errors).toEqual([])
    await close()
  })

  it('on Solana: getProvider("solana") is the connected Wallet Standard wallet; a message signed through getSolanaSigner() verifies with ed25519 and a transaction built with kit lands on the cluster', async () => {
    const keypair = await deriveSolanaDevKeypair(OWN_SOLANA_DEV_KEYPAIRS.dappTabSolana)
    const script = await buildSolanaWalletScript({
      secretKey: keypair.secretKey,
      rpcUrl: solanaClusterUrl(),
      name: 'Dapp Tab Solana Wallet',
    })
    const { page, errors, close } = await openHost(browser(), 'light', '', async (context) => {
      await context.addInitScript({ content: script })
    })
    await connectWallet(page, 'Dapp Tab Solana Wallet')
    await page.getByRole('tab', { name: 'Your dapp' }).click()
    expect(await page.locator('[data-provider="solana"] strong').innerText()).toBe(
      'Dapp Tab Solana Wallet',
    )

    const signed = (await call(page, 'signMessage')).result ?? ''
    const bytes = signatureBytes(Uint8Array.from(getBase58Encoder().encode(signed)))
    const publicKey = await getPublicKeyFromAddress(address(keypair.address))
    expect(await verifySignature(publicKey, bytes, new TextEncoder().encode(MESSAGE))).toBe(true)

    const sent = (await call(page, 'signAndSendTransaction')).result ?? ''
    await expect
      .poll(async () => {
        const { value } = await solanaRpc()
          .getSignatureStatuses([toSignature(sent)])
          .send()
        return value[0]?.err === null && value[0].confirmationStatus !== null
      })
      .toBe(true)

    expect(await seriousViolationsInView(page)).toEqual([])
    await shoot(page, 'dapp-solana', 'light')
    expect(errors).toEqual([])
    await close()
  })
})
