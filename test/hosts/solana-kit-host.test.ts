import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Encoder,
  getPublicKeyFromAddress,
  signatureBytes,
  verifySignature,
  type Address,
} from '@solana/kit'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_USDC_MINT } from '../../devnet/solana/cluster.js'
import { deriveSolanaDevKeypair, SOLANA_DEV_ROLES } from '../../devnet/solana/dev-keypairs.js'
import { buildSolanaWalletScript } from '../../devnet/wallets/solana-wallet-script.js'
import { browserForFile, dialogOf, waitForView } from '../e2e/modal-page.js'
import { solanaClusterUrl } from '../e2e/solana-cluster.js'
import { buildHostPages, type BuiltHost } from './built-host.js'
import { openHostPage } from './host-context.js'

const browser = browserForFile()
let built: BuiltHost | undefined
beforeAll(async () => {
  built = await buildHostPages()
}, 300_000)
afterAll(() => built?.close())

const SOLANA_WALLET = 'Portico Devnet Solana Wallet'

async function usdcOf(owner: Address): Promise<string | undefined> {
  const { value } = await createSolanaRpc(solanaClusterUrl())
    .getTokenAccountsByOwner(owner, { mint: address(DEVNET_USDC_MINT) }, { encoding: 'jsonParsed' })
    .send()
  return value[0]?.account.data.parsed.info.tokenAmount.amount
}

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

const okOf = (settled: unknown): unknown => {
  const error = field(settled, 'error')
  if (error !== undefined) throw new Error(`The host action failed: ${JSON.stringify(error)}`)
  return field(settled, 'ok')
}

async function verifies(owner: string, message: string, signature: string): Promise<boolean> {
  const bytes = signatureBytes(Uint8Array.from(getBase58Encoder().encode(signature)))
  const publicKey = await getPublicKeyFromAddress(address(owner))
  return verifySignature(publicKey, bytes, new TextEncoder().encode(message))
}

describe('the @solana/kit host (signers from getSolanaSigner())', () => {
  it('with the Wallet Standard test wallet: an SPL transfer of devnet USDC built with kit is signed and sent by the wallet; a signed message verifies with ed25519', async () => {
    if (!built) throw new Error('The host page was not built')
    const keypair = await deriveSolanaDevKeypair(SOLANA_DEV_ROLES.wallet)
    const script = await buildSolanaWalletScript({
      secretKey: keypair.secretKey,
      rpcUrl: solanaClusterUrl(),
    })
    const { page, errors, close } = await openHostPage(browser(), `${built.url}solana-kit.html`, {
      injectedWallet: false,
      initScripts: [script],
    })
    try {
      await page.click('[data-portico="connect-button"]')
      const connect = await waitForView(page, 'Connect')
      await connect.locator(`.row[data-wallet="${SOLANA_WALLET}"]`).click()
      await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
      expect(await call(page, 'provider')).toBe(SOLANA_WALLET)

      const receiver = (await generateKeyPairSigner()).address
      const signature = okOf(await call(page, 'transfer', DEVNET_USDC_MINT, receiver, '420000'))
      expect(typeof signature).toBe('string')
      await expect.poll(() => usdcOf(receiver)).toBe('420000')

      const message = 'Signed through a kit MessageModifyingSigner'
      const signed = okOf(await call(page, 'sign', message))
      expect(field(signed, 'address')).toBe(keypair.address)
      const text = field(signed, 'signature')
      if (typeof text !== 'string') throw new Error('No signature')
      expect(await verifies(keypair.address, message, text)).toBe(true)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})
