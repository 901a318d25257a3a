import { generateKeyPairSigner, isAddress } from '@solana/kit'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DEVNET_USDC_MINT } from '../../devnet/solana/cluster.js'
import { deriveSolanaDevKeypair, SOLANA_DEV_ROLES } from '../../devnet/solana/dev-keypairs.js'
import { buildSolanaWalletScript } from '../../devnet/wallets/solana-wallet-script.js'
import { enterMailedCode, submitEmail } from '../e2e/email-login.js'
import { dialogOf, waitForView } from '../e2e/modal-page.js'
import { OWN_SOLANA_DEV_KEYPAIRS } from '../e2e/own-dev-accounts.js'
import { fundUsdc, signatureVerifies, solanaClusterUrl, usdcOf } from '../e2e/solana-cluster.js'
import { call, field, okOf } from './host-calls.js'
import { openHostPage, type HostSuite } from './host-context.js'

const SOLANA_WALLET = 'Portico Devnet Solana Wallet'

/** The kit page in a fresh context without the injected wallet; `initScripts` as openHostPage. */
export const openKitPage = (suite: HostSuite, initScripts: string[] = []) =>
  openHostPage(suite.browser(), suite.pageUrl('solana-kit'), {
    injectedWallet: false,
    initScripts,
  })

/** Signs a message through the page's kit MessageModifyingSigner; checks it with ed25519. */
export async function signedBy(page: Page, message: string): Promise<string> {
  const signed = okOf(await call(page, 'sign', message))
  const owner = field(signed, 'address')
  const signature = field(signed, 'signature')
  if (typeof owner !== 'string' || typeof signature !== 'string') throw new Error('No signature')
  expect(await signatureVerifies(owner, message, signature)).toBe(true)
  return owner
}

/** An SPL transfer of devnet USDC built by the page with kit, read back on the cluster. */
export async function transfersUsdc(page: Page, amount: string): Promise<void> {
  const receiver = (await generateKeyPairSigner()).address
  const signature = okOf(await call(page, 'transfer', DEVNET_USDC_MINT, receiver, amount))
  expect(typeof signature).toBe('string')
  await expect.poll(() => usdcOf(receiver)).toBe(amount)
}

/** The @solana/kit host: signers from getSolanaSigner() for each kind of Solana connection. */
export function describeSolanaKitHost(suite: HostSuite): void {
  describe('the @solana/kit host (signers from getSolanaSigner())', () => {
    it('with the Wallet Standard test wallet: an SPL transfer of devnet USDC built with kit is signed and sent by the wallet; a signed message verifies with ed25519', async () => {
      const keypair = await deriveSolanaDevKeypair(SOLANA_DEV_ROLES.wallet)
      const script = await buildSolanaWalletScript({
        secretKey: keypair.secretKey,
        rpcUrl: solanaClusterUrl(),
      })
      const { page, errors, close } = await openKitPage(suite, [script])
      try {
        await page.click('[data-portico="connect-button"]')
        const connect = await waitForView(page, 'Connect')
        await connect.locator(`.row[data-wallet="${SOLANA_WALLET}"]`).click()
        await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
        expect(await call(page, 'provider')).toBe(SOLANA_WALLET)

        await transfersUsdc(page, '420000')
        expect(await signedBy(page, 'Signed through a kit MessageModifyingSigner')).toBe(
          keypair.address,
        )
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })

    it("with an email login: the embedded Solana wallet (Portico's Wallet Standard wallet) signs a message that verifies with ed25519, and signs and sends an SPL transfer built with kit", async () => {
      const email = 'kit-host@portico.test'
      const { page, errors, close } = await openKitPage(suite)
      try {
        await page.click('[data-portico="connect-button"]')
        await enterMailedCode(page, await submitEmail(page, email), email)
        await expect.poll(() => call(page, 'provider')).toEqual(expect.any(String))

        const owner = await signedBy(page, 'Signed by the embedded wallet through kit')
        if (!isAddress(owner)) throw new Error(`Not a Solana address: ${owner}`)
        await fundUsdc(OWN_SOLANA_DEV_KEYPAIRS.hostsSolanaFunder, owner, 1_000_000n)
        await transfersUsdc(page, '600000')
        expect(await usdcOf(owner)).toBe('400000')
        expect(errors).toEqual([])
      } finally {
        await close()
      }
    })
  })
}
