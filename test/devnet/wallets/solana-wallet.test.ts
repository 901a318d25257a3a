import { getTransferSolInstruction } from '@solana-program/system'
import {
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signature,
  signatureBytes,
  verifySignature,
  type Address,
} from '@solana/kit'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listen, type RunningServer } from '../../../devnet/http/listen.js'
import { startSolanaDevnet, type SolanaDevnet } from '../../../devnet/solana/index.js'
import type { InstalledSolanaWallet } from '../../../devnet/wallets/solana-wallet.js'
import {
  DEFAULT_SOLANA_WALLET_NAME,
  SOLANA_WALLET_CHAINS,
  SOLANA_WALLET_ICON,
} from '../../../devnet/wallets/solana-wallet.js'
import { buildSolanaWalletScript } from '../../../devnet/wallets/solana-wallet-script.js'

interface RegisteredWallet {
  name: string
  icon: string
  chains: readonly string[]
  accounts: readonly { address: string; publicKey: Uint8Array }[]
  features: Record<string, Record<string, unknown>>
}

declare global {
  interface Window {
    /** Every wallet that registered with the page (Wallet Standard), in order. */
    standardWallets?: RegisteredWallet[]
    porticoDevnetSolanaWallet?: Promise<InstalledSolanaWallet>
    /** The test page's app, started late on `?late`. */
    startApp?: () => void
  }
}

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run']
const LAMPORTS_SENT = 1_234_567n

let devnet: SolanaDevnet
let site: RunningServer
let browser: Browser
let walletAddress: Address
let receiver: Address

/**
 * A page that is a Wallet Standard app: it registers whatever wallet asks (register-wallet) and
 * announces itself (app-ready) before the wallet script loads, as @wallet-standard/app does (its
 * app-ready event is an Event subclass with a detail getter, not a CustomEvent). `?late` makes
 * the app start after the wallet, so the wallet must answer app-ready.
 */
function startWalletPage(walletScript: string): Promise<RunningServer> {
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>dapp</title>
<script>
  window.standardWallets = []
  const api = { register: (wallet) => { window.standardWallets.push(wallet); return () => {} } }
  class AppReadyEvent extends Event {
    #detail
    constructor(detail) { super('wallet-standard:app-ready'); this.#detail = detail }
    get detail() { return this.#detail }
  }
  window.startApp = () => {
    window.addEventListener('wallet-standard:register-wallet', (event) => event.detail(api))
    window.dispatchEvent(new AppReadyEvent(api))
  }
  if (!location.search.includes('late')) window.startApp()
</script>
<script src="/wallet.js"></script></head><body></body></html>`
  return listen('Solana wallet test page', 0, (request, response) => {
    const isScript = request.url === '/wallet.js'
    response.writeHead(200, {
      'cache-control': 'no-store',
      'content-type': isScript ? 'text/javascript' : 'text/html; charset=utf-8',
    })
    response.end(isScript ? walletScript : html)
  })
}

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0, log: () => undefined })
  const [walletKeypair, receiverKeypair] = devnet.devKeypairs
  if (!walletKeypair || !receiverKeypair) throw new Error('The devnet has too few keypairs')
  walletAddress = walletKeypair.address
  receiver = receiverKeypair.address
  site = await startWalletPage(
    await buildSolanaWalletScript({ secretKey: walletKeypair.secretKey, rpcUrl: devnet.url }),
  )
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
})

afterAll(async () => {
  await browser.close()
  await site.close()
  await devnet.close()
})

async function openPage(): Promise<Page> {
  const page = await browser.newPage()
  await page.goto(`${site.url}/`)
  await page.waitForFunction(() => (window.standardWallets?.length ?? 0) > 0)
  return page
}

type Outcome = { result: unknown } | { error: { code: unknown; message: unknown } }

/** Calls a feature's method of the registered wallet with the page's first account. */
function callFeature(
  page: Page,
  feature: string,
  method: string,
  input?: { message?: number[]; transaction?: number[]; chain?: string; silent?: boolean },
): Promise<Outcome> {
  return page.evaluate(
    async (args) => {
      const wallet = window.standardWallets?.[0]
      const call = wallet?.features[args.feature]?.[args.method]
      if (typeof call !== 'function') throw new Error(`No ${args.feature}.${args.method}`)
      const [account] = wallet?.accounts ?? []
      const { message, transaction, ...rest } = args.input ?? {}
      const payload = {
        ...rest,
        account,
        ...(message && { message: Uint8Array.from(message) }),
        ...(transaction && { transaction: Uint8Array.from(transaction) }),
      }
      try {
        const result: unknown = await Reflect.apply(call, undefined, [payload])
        // Uint8Arrays do not survive the trip to Node; they come back as number lists.
        const text = JSON.stringify(result ?? null, (_key, value: unknown) =>
          value instanceof Uint8Array ? [...value] : value,
        )
        const parsed: unknown = JSON.parse(text)
        return { result: parsed }
      } catch (error: unknown) {
        const fields = typeof error === 'object' && error !== null ? error : {}
        return {
          error: {
            code: 'code' in fields ? fields.code : undefined,
            message: 'message' in fields ? fields.message : undefined,
          },
        }
      }
    },
    { feature, method, input },
  )
}

async function resultOf(...args: Parameters<typeof callFeature>): Promise<unknown> {
  const outcome = await callFeature(...args)
  if ('error' in outcome) throw new Error(`${args[1]} failed: ${JSON.stringify(outcome.error)}`)
  return outcome.result
}

const accountsOf = (page: Page) =>
  page.evaluate(() => window.standardWallets?.[0]?.accounts.map((account) => account.address))

function bytesAt(result: unknown, index: number, field: string): Uint8Array {
  const entry: unknown = Array.isArray(result) ? result[index] : undefined
  const value: unknown =
    typeof entry === 'object' && entry !== null ? Reflect.get(entry, field) : undefined
  if (!Array.isArray(value) || !value.every((byte) => typeof byte === 'number')) {
    throw new Error(`No ${field} bytes in ${JSON.stringify(result)}`)
  }
  return Uint8Array.from(value)
}

/** An unsigned SOL transfer from the wallet's account, as an app builds it, in wire bytes. */
async function transferBytes(lamports: bigint): Promise<number[]> {
  const { value: blockhash } = await createSolanaRpc(devnet.url).getLatestBlockhash().send()
  const payer = createNoopSigner(walletAddress)
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: payer, destination: receiver, amount: lamports }),
        draft,
      ),
  )
  return [...getTransactionEncoder().encode(compileTransaction(message))]
}

const balanceOf = async (owner: Address): Promise<bigint> =>
  (await createSolanaRpc(devnet.url).getBalance(owner).send()).value

describe('devnet Wallet Standard wallet in Chromium', () => {
  it('registers itself with the page with the standard and Solana features', async () => {
    const page = await openPage()
    const wallet = await page.evaluate(() => {
      const found = window.standardWallets?.[0]
      return {
        count: window.standardWallets?.length,
        name: found?.name,
        icon: found?.icon,
        chains: found?.chains,
        features: Object.keys(found?.features ?? {}),
        accounts: found?.accounts.length,
      }
    })
    expect(wallet).toEqual({
      count: 1,
      name: DEFAULT_SOLANA_WALLET_NAME,
      icon: SOLANA_WALLET_ICON,
      chains: [...SOLANA_WALLET_CHAINS],
      features: [
        'standard:connect',
        'standard:disconnect',
        'standard:events',
        'solana:signMessage',
        'solana:signTransaction',
        'solana:signAndSendTransaction',
      ],
      accounts: 0,
    })
    await page.close()
  })

  it('registers with an app that starts after it, through app-ready', async () => {
    const page = await browser.newPage()
    await page.goto(`${site.url}/?late`)
    await page.evaluate(() => window.porticoDevnetSolanaWallet)
    expect(await page.evaluate(() => window.standardWallets?.length)).toBe(0)
    await page.evaluate(() => {
      window.startApp?.()
    })
    expect(await page.evaluate(() => window.standardWallets?.map((wallet) => wallet.name))).toEqual(
      [DEFAULT_SOLANA_WALLET_NAME],
    )
    await page.close()
  })

  it('connects, signs a message the ed25519 check accepts, and reports account changes', async () => {
    const page = await openPage()
    await page.evaluate(() => {
      const events = window.standardWallets?.[0]?.features['standard:events']
      const on = events?.on
      if (typeof on !== 'function') throw new Error('No standard:events')
      Reflect.set(window, 'changes', [])
      Reflect.apply(on, events, [
        'change',
        (change: { accounts?: { address: string }[] }) => {
          const changes: unknown = Reflect.get(window, 'changes')
          if (Array.isArray(changes)) changes.push(change.accounts?.map((a) => a.address))
        },
      ])
    })
    expect(await resultOf(page, 'standard:connect', 'connect', { silent: true })).toEqual({
      accounts: [],
    })
    const early = await callFeature(page, 'solana:signMessage', 'signMessage', {
      message: [1, 2, 3],
    })
    expect(early).toMatchObject({ error: { code: 4100 } })
    await resultOf(page, 'standard:connect', 'connect')
    expect(await accountsOf(page)).toEqual([walletAddress])

    const message = new TextEncoder().encode('sign in to the Solana devnet')
    const signed = await resultOf(page, 'solana:signMessage', 'signMessage', {
      message: [...message],
    })
    const signature = bytesAt(signed, 0, 'signature')
    expect(bytesAt(signed, 0, 'signedMessage')).toEqual(message)
    const publicKey = await getPublicKeyFromAddress(walletAddress)
    expect(await verifySignature(publicKey, signatureBytes(signature), message)).toBe(true)

    await resultOf(page, 'standard:disconnect', 'disconnect')
    expect(await accountsOf(page)).toEqual([])
    const changes = await page.evaluate((): unknown => Reflect.get(window, 'changes'))
    expect(changes).toEqual([[walletAddress], []])
    await page.close()
  })

  it('signs a transaction without sending it, and signs and sends one that lands on the cluster', async () => {
    const page = await openPage()
    await resultOf(page, 'standard:connect', 'connect')
    const before = await balanceOf(receiver)

    const signedOnly = await resultOf(page, 'solana:signTransaction', 'signTransaction', {
      transaction: await transferBytes(LAMPORTS_SENT),
    })
    const transaction = getTransactionDecoder().decode(bytesAt(signedOnly, 0, 'signedTransaction'))
    const walletSignature = transaction.signatures[walletAddress]
    expect(walletSignature).toBeInstanceOf(Uint8Array)
    const publicKey = await getPublicKeyFromAddress(walletAddress)
    if (!walletSignature) throw new Error('The wallet did not sign')
    expect(
      await verifySignature(publicKey, walletSignature, Uint8Array.from(transaction.messageBytes)),
    ).toBe(true)
    expect(await balanceOf(receiver)).toBe(before)

    const sent = await resultOf(page, 'solana:signAndSendTransaction', 'signAndSendTransaction', {
      transaction: await transferBytes(LAMPORTS_SENT),
      chain: 'solana:devnet',
    })
    const sentSignature = signature(getBase58Decoder().decode(bytesAt(sent, 0, 'signature')))
    const { value: statuses } = await createSolanaRpc(devnet.url)
      .getSignatureStatuses([sentSignature])
      .send()
    expect(statuses[0]?.err).toBeNull()
    expect(await balanceOf(receiver)).toBe(before + LAMPORTS_SENT)
    await page.close()
  })

  it('refuses with 4001 once told to, and remembers the page across a reload', async () => {
    const page = await openPage()
    await resultOf(page, 'standard:connect', 'connect')
    await page.evaluate(async () => {
      const wallet = await window.porticoDevnetSolanaWallet
      wallet?.reject('solana:signMessage')
    })
    const refused = await callFeature(page, 'solana:signMessage', 'signMessage', {
      message: [1],
    })
    expect(refused).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })

    await page.reload()
    await page.waitForFunction(() => (window.standardWallets?.length ?? 0) > 0)
    expect(await resultOf(page, 'standard:connect', 'connect', { silent: true })).toMatchObject({
      accounts: [{ address: walletAddress }],
    })
    // A fresh page load is a fresh wallet script: it approves again.
    expect(
      await callFeature(page, 'solana:signMessage', 'signMessage', { message: [1] }),
    ).toMatchObject({ result: [{ signedMessage: [1] }] })
    await page.close()
  })
})
