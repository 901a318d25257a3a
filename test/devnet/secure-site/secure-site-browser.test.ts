import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import {
  createKeyPairFromBytes,
  createSolanaRpc,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  isAddress as isSolanaAddress,
  signatureBytes,
  verifySignature,
} from '@solana/kit'
import { isAddress, isHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEvmChains, type EvmDevnet } from '../../../devnet/evm/index.js'
import { listen, type RunningServer } from '../../../devnet/http/listen.js'
import { startMailbox, type MailboxDevnet } from '../../../devnet/mailbox/index.js'
import { bundleBrowserScript } from '../../../devnet/secure-site/bundle-browser-script.js'
import {
  SECURE_SITE_VERSION,
  startSecureSite,
  type SecureSiteDevnet,
} from '../../../devnet/secure-site/index.js'
import { startSolanaDevnet, type SolanaDevnet } from '../../../devnet/solana/index.js'
import { launchBrowser } from '../../e2e/browser.js'
import { unsignedTransfer } from './solana-transfer.js'

let mailbox: MailboxDevnet
let evm: EvmDevnet
let solana: SolanaDevnet
let site: SecureSiteDevnet
let host: RunningServer
let browser: Browser
let stateDir: string

const bundleHostApp = (): Promise<string> =>
  bundleBrowserScript(fileURLToPath(new URL('./host-page-app.ts', import.meta.url)))

/** A tiny host page on its own port, so the frame runs on another origin as in production. */
async function startHostPage(frameUrl: string, rpcUrl: string): Promise<RunningServer> {
  const script = await bundleHostApp()
  const config = JSON.stringify({ frameUrl, rpcUrl })
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>host</title>
<script>window.hostFrameConfig = ${config}</script>
<script type="module" src="/host.js"></script></head><body></body></html>`
  return listen('Host page', 0, (request, response) => {
    const isScript = request.url === '/host.js'
    response.writeHead(200, {
      'content-type': isScript ? 'text/javascript' : 'text/html; charset=utf-8',
    })
    response.end(isScript ? script : html)
  })
}

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'secure-site-browser-'))
  mailbox = await startMailbox({ port: 0 })
  evm = await startEvmChains({ ports: { 1: 0, 8453: 0 }, log: () => undefined })
  solana = await startSolanaDevnet({ port: 0, log: () => undefined })
  const chains: Record<string, string> = {
    ...Object.fromEntries(evm.chains.map((chain) => [chain.caipNetworkId, chain.rpcUrl])),
    [solana.caipNetworkId]: solana.url,
  }
  site = await startSecureSite({ port: 0, mailboxUrl: mailbox.url, chains, stateDir })
  const rpcUrl = chains['eip155:1'] ?? ''
  host = await startHostPage(site.frameUrl, rpcUrl)
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
  await host.close()
  await site.close()
  await evm.stop()
  await solana.close()
  await mailbox.close()
  rmSync(stateDir, { recursive: true, force: true })
})

async function readCode(email: string): Promise<string> {
  const response = await fetch(`${mailbox.url}/messages/latest?to=${encodeURIComponent(email)}`)
  const latest: unknown = await response.json()
  const text =
    typeof latest === 'object' && latest !== null && 'text' in latest ? String(latest.text) : ''
  const code = /\b(\d{6})\b/.exec(text)?.[1]
  if (code === undefined) throw new Error(`No code in the mailbox for ${email}`)
  return code
}

async function openHostPage(): Promise<{ page: Page; warnings: string[] }> {
  const page = await browser.newPage()
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await page.goto(`${host.url}/`)
  await page.waitForFunction(() => window.hostFrame?.store.getState().status === 'initialized')
  return { page, warnings }
}

/** Posts one raw event to the frame, short id and all, and resolves with the reply to it. */
const exchange = (page: Page, event: Record<string, unknown>) =>
  page.evaluate(
    ({ message, origin }) =>
      new Promise<unknown>((resolve) => {
        const listen = ({ data }: MessageEvent<unknown>) => {
          if (typeof data === 'object' && data !== null && 'id' in data) {
            if (data.id !== message.id) return
            window.removeEventListener('message', listen)
            resolve(data)
          }
        }
        window.addEventListener('message', listen)
        document.querySelector('iframe')?.contentWindow?.postMessage(message, origin)
      }),
    { message: event, origin: new URL(site.url).origin },
  )

/** Signs in by email through the page's own frame requests. */
async function signInByEmail(page: Page, email: string): Promise<void> {
  await page.evaluate(
    (address) => window.hostFrame?.request('APP_CONNECT_EMAIL', { email: address }),
    email,
  )
  const otp = await readCode(email)
  await page.evaluate((code) => window.hostFrame?.request('APP_CONNECT_OTP', { otp: code }), otp)
}

/** The payload of a frame event that answered an exchange. */
const payloadOf = (event: unknown): unknown =>
  typeof event === 'object' && event !== null && 'payload' in event ? event.payload : undefined

describe('devnet secure site in Chromium', () => {
  it('[CALL-04] [CALL-20] [CALL-21] [STATE-23] logs in by email through the iframe and signs with the embedded wallet', async () => {
    const { page, warnings } = await openHostPage()
    const version = await page.evaluate(() => window.hostFrame?.store.getState().version)
    expect(version).toBe(SECURE_SITE_VERSION)
    const email = 'browser@example.org'

    const connect = await page.evaluate(
      (address) => window.hostFrame?.request('APP_CONNECT_EMAIL', { email: address }),
      email,
    )
    expect(connect).toEqual({ action: 'VERIFY_OTP' })

    const otp = await readCode(email)
    await page.evaluate((code) => window.hostFrame?.request('APP_CONNECT_OTP', { otp: code }), otp)
    const tokens = await page.evaluate(() => window.hostSessionTokens ?? [])
    expect(tokens).toHaveLength(1)

    const user = await page.evaluate(() => window.hostFrame?.request('APP_GET_USER', {}))
    expect(user).toMatchObject({ email, chainId: 1, preferredAccountType: 'eoa' })
    const address = user?.address ?? ''
    if (!isAddress(address)) throw new Error(`${address} is not an address`)

    const signature = await page.evaluate(
      (signer) =>
        window.hostFrame?.request('APP_RPC_REQUEST', {
          method: 'personal_sign',
          params: ['hello from the browser', signer],
          chainId: 1,
        }),
      address,
    )
    if (typeof signature !== 'string' || !isHex(signature)) throw new Error('no signature')
    expect(await verifyMessage({ address, message: 'hello from the browser', signature })).toBe(
      true,
    )

    const connected = await page.evaluate(() => window.hostFrame?.request('APP_IS_CONNECTED', {}))
    expect(connected).toEqual({ isConnected: true })
    const unsupported = await page.evaluate(() =>
      window.hostFrame
        ?.request('APP_INIT_SMART_ACCOUNT')
        .catch((error: unknown) => (error instanceof Error ? error.message : 'not an error')),
    )
    expect(unsupported).toBe('Not supported on the devnet secure site')
    expect(warnings).toEqual([])
    await page.close()
  })

  it('[VAL-31] answers events shaped as the reference page sends them: no payload, no params, a base58 Solana transaction', async () => {
    const { page } = await openHostPage()
    const email = 'reference@example.org'
    await signInByEmail(page, email)

    const user = await exchange(page, { type: '@w3m-app/GET_USER', id: 'k3j9x' })
    expect(user).toMatchObject({
      type: '@w3m-frame/GET_USER_SUCCESS',
      id: 'k3j9x',
      payload: { email, chainId: 1 },
    })

    const block = await exchange(page, {
      type: '@w3m-app/RPC_REQUEST',
      id: 'b7q2',
      payload: { method: 'eth_blockNumber', chainNamespace: 'eip155' },
    })
    expect(block).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: 'b7q2' })
    const height =
      typeof block === 'object' && block !== null && 'payload' in block ? block.payload : ''
    expect(height).toMatch(/^0x[0-9a-f]+$/)

    // Transaction bytes written base58, as the reference page writes them, for Solana mainnet:
    // the event is valid, and the devnet site, which serves no mainnet cluster, answers with its
    // error reply naming the chain.
    const solana = await exchange(page, {
      type: '@w3m-app/RPC_REQUEST',
      id: 's0l4',
      payload: {
        method: 'solana_signTransaction',
        params: {
          transaction:
            '4hXTCkRzt9WyecNzV1XPgCDfGAZzQKNxLXgynz5QDuWWPSAZBZSHptvWRL3BjCvzUXRdKvHL2b7yGrRQcWyaqsaBCncVG7BFggS8w9snUts67BSh3EqKpXLUm5UMHfD7ZBe9GhARjbNQMLJ1QD3Spr6oMTBU6EhdB4RD8CP2xUxr2u3d6fos36PD98XS6oX8TQjLpsMwncs5DAMiD4nNnR8NBfyghGCWvCVifVwvA8B8TJxE1aiyiv2L429BCWfyzAme5sZW8rDb14NeCQHhZbtNqfXhcp2tAnaAT',
        },
        chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        chainNamespace: 'solana',
      },
    })
    expect(solana).toMatchObject({ type: '@w3m-frame/RPC_REQUEST_ERROR', id: 's0l4' })
    expect(payloadOf(solana)).toEqual({
      message: 'Chain solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp is not served here',
    })
    await page.close()
  })

  it('[CALL-26] serves the embedded Solana wallet to a reference-shaped page: its account, a signed message, a sent transaction', async () => {
    const { page, warnings } = await openHostPage()
    await signInByEmail(page, 'solana-page@example.org')
    const network = solana.caipNetworkId
    const switched = await exchange(page, {
      type: '@w3m-app/SWITCH_NETWORK',
      id: 'sw1',
      payload: { chainId: network },
    })
    expect(switched).toMatchObject({ type: '@w3m-frame/SWITCH_NETWORK_SUCCESS', id: 'sw1' })
    const user = payloadOf(await exchange(page, { type: '@w3m-app/GET_USER', id: 'u1' }))
    expect(user).toMatchObject({ chainId: network, preferredAccountType: 'eoa' })
    const address =
      typeof user === 'object' && user !== null && 'address' in user ? user.address : ''
    if (typeof address !== 'string' || !isSolanaAddress(address)) {
      throw new Error(`GET_USER on Solana answered ${JSON.stringify(user)}`)
    }
    expect(user).toMatchObject({ accounts: [{ address, type: 'eoa' }] })

    // As the reference's Solana auth provider sends them: params an object, bytes base58.
    const message = new TextEncoder().encode('signed in the secure frame')
    const signed = payloadOf(
      await exchange(page, {
        type: '@w3m-app/RPC_REQUEST',
        id: 'm1',
        payload: {
          method: 'solana_signMessage',
          params: { message: getBase58Decoder().decode(message), pubkey: address },
          chainNamespace: 'solana',
          chainId: network,
        },
      }),
    )
    const signatureText =
      typeof signed === 'object' && signed !== null && 'signature' in signed ? signed.signature : ''
    if (typeof signatureText !== 'string') throw new Error('solana_signMessage gave no signature')
    const key = await getPublicKeyFromAddress(address)
    const signature = signatureBytes(Uint8Array.from(getBase58Encoder().encode(signatureText)))
    expect(await verifySignature(key, signature, message)).toBe(true)

    const to = solana.devKeypairs[1]?.address
    if (to === undefined) throw new Error('No Solana dev keypair 1')
    const rpc = createSolanaRpc(solana.url)
    const before = (await rpc.getBalance(to).send()).value
    const transaction = await unsignedTransfer({
      rpcUrl: solana.url,
      from: address,
      to,
      lamports: 42_000n,
      version: 'legacy',
    })
    const sent = await exchange(page, {
      type: '@w3m-app/RPC_REQUEST',
      id: 't1',
      payload: {
        method: 'solana_signAndSendTransaction',
        params: { transaction, options: { preflightCommitment: 'confirmed' } },
        chainNamespace: 'solana',
        chainId: network,
      },
    })
    expect(sent).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_SUCCESS',
      id: 't1',
      payload: { signature: expect.any(String) as unknown },
    })
    expect((await rpc.getBalance(to).send()).value).toBe(before + 42_000n)
    expect(warnings).toEqual([])
    await page.close()
  })

  it('drops an invalid app event in the frame with a warning and does not act on it', async () => {
    const { page, warnings } = await openHostPage()
    const frameOrigin = new URL(site.url).origin
    await page.evaluate((origin) => {
      const iframe = document.querySelector('iframe')
      iframe?.contentWindow?.postMessage(
        {
          type: '@w3m-app/CONNECT_EMAIL',
          id: 'k3j9x',
          payload: { email: 'dropped-at-example.org' },
        },
        origin,
      )
    }, frameOrigin)
    await expect.poll(() => warnings.join('\n')).toContain('invalid app event dropped')
    expect(mailbox.messages('dropped-at-example.org')).toEqual([])
    await page.close()
  })

  it("lists the login's sessions through the frame; a session ended from another browser stops signing at once", async () => {
    const email = 'two-browsers@example.org'
    // Each page is its own browser context: two devices, each with its own frame storage.
    const { page: here } = await openHostPage()
    const { page: there } = await openHostPage()
    await signInByEmail(here, email)
    await signInByEmail(there, email)
    const user = await there.evaluate(() => window.hostFrame?.request('APP_GET_USER', {}))
    const address = user?.address ?? ''

    const listed = await here.evaluate(() => window.hostFrame?.request('APP_GET_SESSIONS'))
    expect(listed?.sessions).toEqual([
      expect.objectContaining({ current: true, device: 'Headless Chrome (Linux)' }),
      expect.objectContaining({ current: false, parentOrigin: host.url }),
    ])
    const ended = await here.evaluate(() =>
      window.hostFrame?.request('APP_END_SESSIONS', { all: true }),
    )
    expect(ended).toEqual({ ended: 1 })

    const refused = await there.evaluate(
      (signer) =>
        window.hostFrame
          ?.request('APP_RPC_REQUEST', {
            method: 'personal_sign',
            params: ['after the end', signer],
            chainId: 1,
          })
          .catch((error: unknown) => (error instanceof Error ? error.message : 'not an error')),
      address,
    )
    expect(refused).toBe('This session was ended from Account: sign in again')
    expect(await there.evaluate(() => window.hostSessionsEnded)).toEqual([
      'This session was ended from Account: sign in again',
    ])
    // The frame forgot the ended credential: it is signed out, and nothing was signed.
    expect(await there.evaluate(() => window.hostFrame?.request('APP_IS_CONNECTED', {}))).toEqual({
      isConnected: false,
    })
    const signed = await fetch(`${site.url}/devnet/signed?address=${address}`)
    expect(await signed.json()).toEqual({ signed: [] })
    expect(await here.evaluate(() => window.hostFrame?.request('APP_IS_CONNECTED', {}))).toEqual({
      isConnected: true,
    })
    await here.close()
    await there.close()
  })

  it("exports the keys inside the secure site's own frame only: the host page's storage, globals and messages never hold them", async () => {
    const { page } = await openHostPage()
    const email = 'export-browser@example.org'
    await signInByEmail(page, email)
    const user = await page.evaluate(() => window.hostFrame?.request('APP_GET_USER', {}))
    const address = user?.address ?? ''
    const solanaUser = await page.evaluate(
      (chainId) => window.hostFrame?.request('APP_GET_USER', { chainId }),
      solana.caipNetworkId,
    )
    // Account shows the site's export page in a visible frame of its own.
    const exportUrl = new URL('/account/export', site.url)
    exportUrl.searchParams.set('projectId', 'devnet-project')
    exportUrl.searchParams.set('parentOrigin', host.url)
    await page.evaluate((url) => {
      const frame = document.createElement('iframe')
      frame.id = 'export'
      frame.src = url
      document.body.append(frame)
    }, exportUrl.href)
    const exportFrame = page.frameLocator('#export')
    await exportFrame.getByRole('button', { name: 'Email me a confirmation code' }).click()
    await exportFrame.getByText('A code is on its way to your email.').waitFor()
    await exportFrame.getByLabel('Confirmation code').fill(await readCode(email))
    await exportFrame.getByRole('button', { name: 'Confirm and show the keys' }).click()
    const evmKey = (await exportFrame.locator('#export-evm-key').textContent()) ?? ''
    const solanaKey = (await exportFrame.locator('#export-solana-key').textContent()) ?? ''
    await expect(
      exportFrame.getByText('Anyone with these keys controls your wallet').isVisible(),
    ).resolves.toBe(true)

    // The keys shown are the wallet's.
    if (!isHex(evmKey)) throw new Error(`the export page shows no EVM key: ${evmKey}`)
    expect(privateKeyToAccount(evmKey).address).toBe(address)
    const solanaBytes = getBase58Encoder().encode(solanaKey)
    const pair = await createKeyPairFromBytes(solanaBytes)
    expect(await getAddressFromPublicKey(pair.publicKey)).toBe(solanaUser?.address)

    const evmBytes = Buffer.from(evmKey.slice(2), 'hex')
    const exact = [
      solanaKey,
      evmBytes.toString('base64'),
      evmBytes.toString('base64url'),
      Buffer.from(solanaBytes).toString('base64'),
      Buffer.from(solanaBytes).toString('base64url'),
      Buffer.from(solanaBytes.subarray(0, 32)).toString('base64'),
      getBase58Decoder().decode(evmBytes),
    ]
    const hex = [evmKey.slice(2), Buffer.from(solanaBytes).toString('hex')]
    const haystack = await page.evaluate(() => {
      const globals = Object.getOwnPropertyNames(window).map((name) => {
        try {
          // A value JSON cannot hold (a function) comes out undefined, then null in the list.
          return JSON.stringify(Reflect.get(window, name))
        } catch {
          return ''
        }
      })
      return JSON.stringify({
        local: Object.entries(window.localStorage),
        session: Object.entries(window.sessionStorage),
        cookie: document.cookie,
        html: document.documentElement.outerHTML,
        messages: window.hostMessages,
        globals,
      })
    })
    // The search sees what the page did receive (the address came in the frame's replies).
    expect(haystack.toLowerCase()).toContain(address.toLowerCase())
    for (const needle of exact) expect(haystack).not.toContain(needle)
    for (const needle of hex) expect(haystack.toLowerCase()).not.toContain(needle.toLowerCase())
    await page.close()
  })
})
