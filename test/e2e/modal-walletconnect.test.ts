import {
  address as solanaAddress,
  getBase58Encoder,
  getPublicKeyFromAddress,
  getUtf8Encoder,
  signatureBytes,
  verifySignature,
} from '@solana/kit'
import type { Page } from 'playwright-core'
import { formatEther, formatUnits, isHex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { DEV_ROLES, deriveDevAccounts } from '../../devnet/evm/dev-accounts.js'
import { SOLANA_DEVNET_CAIP_NETWORK_ID } from '../../devnet/solana/cluster.js'
import { deriveSolanaDevKeypair, SOLANA_DEV_ROLES } from '../../devnet/solana/dev-keypairs.js'
import {
  createDevnetWalletConnectWallet,
  type DevnetWalletConnectWallet,
} from '../../devnet/wallets/walletconnect-wallet.js'
import { truncateBalance } from '../../src/utils/format-amount.js'
import { USER_REJECTED_REQUEST_MESSAGE } from '../../src/utils/user-rejection.js'
import {
  browserForFile,
  chainBalance,
  dialogOf,
  finishNetworkSwitch,
  openHost,
  screenshot,
  seriousAxeViolationsInBothThemes,
  type ColorScheme,
  waitForView,
} from './modal-page.js'
import { devnetFaults } from './devnet-faults.js'
import { WALK_THEMES } from './view-baselines.js'
import { ACCEPTED_WALLETCONNECT_LOGS, errorsThatMatter } from './walletconnect-console.js'
import { pairingUriOf } from './walletconnect-pairing.js'
import { isRecord } from '../../src/utils/is-record.js'

const browser = browserForFile()
const faults = devnetFaults()
const isEvmChain = (id: string): id is `eip155:${number}` => /^eip155:\d+$/.test(id)
const SIGNED_TEXT = 'Hello from the Portico playground'
/**
 * How long the relay refuses sockets while a pairing is shown: the 10 s, shortened (the
 * client retries 1 to 4 s apart; a 10 s refusal recovers the same way: that test took 14 s).
 */
const REFUSE_SECONDS = 3
const { refusal, settledResponse, refusedHandshake, deleteRedelivered } =
  ACCEPTED_WALLETCONNECT_LOGS
let wallet: DevnetWalletConnectWallet

beforeAll(async () => {
  const endpoints = inject('endpoints')
  const [account] = deriveDevAccounts(DEV_ROLES.wallet + 1).slice(DEV_ROLES.wallet)
  const solanaRpc = endpoints.chains[SOLANA_DEVNET_CAIP_NETWORK_ID]
  if (!account || !solanaRpc) throw new Error('The devnet lacks the dev account or Solana')
  const keypair = await deriveSolanaDevKeypair(SOLANA_DEV_ROLES.wallet)
  wallet = await createDevnetWalletConnectWallet({
    relayUrl: endpoints.relay,
    evm: {
      privateKey: account.privateKey,
      chains: Object.entries(endpoints.chains).flatMap(([id, rpcUrl]) =>
        isEvmChain(id) ? [{ caipNetworkId: id, rpcUrl }] : [],
      ),
    },
    solana: {
      secretKey: keypair.secretKey,
      rpcUrl: solanaRpc,
      caipNetworkId: SOLANA_DEVNET_CAIP_NETWORK_ID,
    },
  })
})

afterAll(async () => {
  await wallet.close()
})

// The relay's switches are devnet-wide: each is off again after the test that turns it on.
afterEach(async () => {
  await faults.reset()
})

/** Every request the page made to a host other than 127.0.0.1 (verify, pulse, rpc hosts). */
function offHostRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.hostname !== '127.0.0.1') {
      seen.push(request.url())
    }
  })
  return seen
}

async function openWithClipboard(theme: ColorScheme = 'light') {
  return openHost(browser(), theme, '', async (context) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  })
}

/** Connects from the modal through the devnet WalletConnect wallet, driven from this process. */
async function connectWalletConnect(page: Page) {
  const uri = await pairingUriOf(page)
  const session = await wallet.pair(uri)
  await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
  return session
}

async function openAccount(page: Page) {
  await page.click('[data-portico="connect-button"]')
  return waitForView(page, 'Account')
}

async function switchNetwork(page: Page, caipNetworkId: string, name: string) {
  await page.click('[data-portico="network-button"]')
  const networks = await waitForView(page, 'Networks')
  await networks.locator(`[data-network="${caipNetworkId}"]`).click()
  await finishNetworkSwitch(page, name)
  await expect.poll(() => page.locator('[data-portico="network-button"]').innerText()).toBe(name)
}

async function signedText(page: Page): Promise<string> {
  await page.click('[data-action="sign-message"]')
  const signature = page.locator('[data-signature]')
  await signature.waitFor()
  return (await signature.getAttribute('data-signature')) ?? ''
}

async function evmSignatureVerifies(page: Page): Promise<boolean> {
  const signature = await signedText(page)
  if (!isHex(signature)) throw new Error(`Not a hex signature: ${signature}`)
  return verifyMessage({ address: wallet.evmAddress, message: SIGNED_TEXT, signature })
}

async function solanaLamports(account: string): Promise<bigint> {
  const rpc = inject('endpoints').chains[SOLANA_DEVNET_CAIP_NETWORK_ID] ?? ''
  const reply = await fetch(rpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [account] }),
  })
  const body: unknown = await reply.json()
  const result = isRecord(body) ? body.result : undefined
  const value = isRecord(result) ? result.value : undefined
  if (typeof value !== 'number') throw new Error('getBalance gave no value')
  return BigInt(value)
}

async function sendFromModal(page: Page, amount: string, receiver: string) {
  const account = await openAccount(page)
  await account.locator('[data-action="send"]').click()
  const send = await waitForView(page, 'Send')
  await send.locator('[data-field="token"] option').first().waitFor({ state: 'attached' })
  await send.locator('[data-field="amount"]').fill(amount)
  await send.locator('[data-field="receiver"]').fill(receiver)
  await send.locator('[data-action="preview"]').click()
  await send.locator('[data-field="network-fee"]').waitFor()
  await send.locator('[data-action="send"]').click()
  return send
}

describe('WalletConnect through the devnet relay', () => {
  // One pass, axe in both themes: the baselines picture ConnectingWalletConnect in both.
  for (const theme of WALK_THEMES) {
    it(`[CONST-01] ConnectingWalletConnect shows the pairing as QR code and copy link, with no serious axe violation (light and dark)`, async () => {
      const { page, errors, close } = await openWithClipboard(theme)
      const outbound = offHostRequests(page)
      const uri = await pairingUriOf(page)
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
      expect(new URL(uri.replace('wc:', 'wc://')).searchParams.get('relay-protocol')).toBe('irn')
      const pairing = await page.evaluate(() => Date.now())
      const expiry = Number(new URLSearchParams(uri.split('?')[1]).get('expiryTimestamp')) * 1000
      // The relay proposal lives 5 min; Portico offers the pairing 4 min (CONST-01).
      expect(expiry - pairing).toBeGreaterThan(4 * 60_000)
      await screenshot(page, 'ConnectingWalletConnect', theme)
      expect(await seriousAxeViolationsInBothThemes(page)).toEqual([])
      expect(outbound).toEqual([])
      expect(errorsThatMatter(errors, [settledResponse])).toEqual([])
      await close()
    })
  }

  it('[STATE-12] on eip155: the address and balance show in Account, a signature viem verifies, a transaction lands on the chain, the page stays on 127.0.0.1; the wallet deleting the session disconnects the page', async () => {
    const { page, errors, close } = await openWithClipboard()
    const outbound = offHostRequests(page)
    const session = await connectWalletConnect(page)
    const address = wallet.evmAddress
    const button = page.locator('[data-portico="connect-button"]')
    await expect.poll(() => button.innerText()).toContain(address.slice(0, 6))

    const account = await openAccount(page)
    expect(await account.locator('[data-address]').getAttribute('data-address')).toBe(address)
    const balance = account.locator('[data-balance]')
    await expect.poll(() => balance.getAttribute('data-balance')).not.toBeNull()
    expect(truncateBalance((await balance.getAttribute('data-balance')) ?? '')).toBe(
      truncateBalance(formatEther(await chainBalance(address))),
    )
    await page.keyboard.press('Escape')

    expect(await evmSignatureVerifies(page)).toBe(true)

    const receiver = inject('endpoints').accounts.eip155?.[2] ?? ''
    const before = await chainBalance(receiver)
    const send = await sendFromModal(page, '0.01', receiver)
    expect(await send.locator('[data-hash]').getAttribute('data-hash')).toMatch(/^0x[0-9a-f]{64}$/)
    await expect.poll(() => chainBalance(receiver)).toBe(before + 10_000_000_000_000_000n)
    await page.keyboard.press('Escape')

    await wallet.disconnect(session.topic)
    await expect.poll(() => button.innerText()).toBe('Connect')
    expect(await page.locator('[data-action="sign-message"]').count()).toBe(0)
    expect(outbound).toEqual([])
    expect(errorsThatMatter(errors, [deleteRedelivered, settledResponse])).toEqual([])
    await close()
  })

  it('[STATE-12] on solana: the address and SOL balance show in Account, an ed25519 signature that verifies, a transfer that lands on the cluster; disconnect from Account ends the session on both sides', async () => {
    const { page, errors, close } = await openWithClipboard()
    await switchNetwork(page, SOLANA_DEVNET_CAIP_NETWORK_ID, 'Solana (devnet)')
    const session = await connectWalletConnect(page)
    const address = wallet.solanaAddress ?? ''
    const account = await openAccount(page)
    expect(await account.locator('[data-address]').getAttribute('data-address')).toBe(address)
    const balance = account.locator('[data-balance]')
    await expect.poll(() => balance.getAttribute('data-balance')).not.toBeNull()
    expect(truncateBalance((await balance.getAttribute('data-balance')) ?? '')).toBe(
      truncateBalance(formatUnits(await solanaLamports(address), 9)),
    )
    expect(await balance.innerText()).toContain('SOL')
    await page.keyboard.press('Escape')

    const signature = await signedText(page)
    const verified = await verifySignature(
      await getPublicKeyFromAddress(solanaAddress(address)),
      signatureBytes(new Uint8Array(getBase58Encoder().encode(signature))),
      getUtf8Encoder().encode(SIGNED_TEXT),
    )
    expect(verified).toBe(true)

    const receiver = inject('endpoints').accounts.solana?.[1] ?? ''
    const before = await solanaLamports(receiver)
    const send = await sendFromModal(page, '0.01', receiver)
    await expect
      .poll(async () => {
        const failed = await send.locator('.error-text').count()
        return failed > 0 ? await send.locator('.error-text').innerText() : solanaLamports(receiver)
      })
      .toBe(before + 10_000_000n)
    await page.keyboard.press('Escape')

    const disconnectFrom = await openAccount(page)
    await disconnectFrom.locator('[data-action="disconnect"]').click()
    await waitForView(page, 'Connect')
    await expect
      .poll(() => wallet.sessions().some((kept) => kept.topic === session.topic))
      .toBe(false)
    expect(errorsThatMatter(errors, [settledResponse])).toEqual([])
    await close()
  })

  it('[STATE-12] a reload restores the session; the wallet deleting it afterwards disconnects the page', async () => {
    const { page, errors, close } = await openWithClipboard()
    const session = await connectWalletConnect(page)
    const button = page.locator('[data-portico="connect-button"]')
    await expect.poll(() => button.innerText()).toContain(wallet.evmAddress.slice(0, 6))
    await page.reload()
    // The restore loads the client through import() and reads IndexedDB: slower than a click.
    await expect
      .poll(() => button.innerText(), { timeout: 15_000 })
      .toContain(wallet.evmAddress.slice(0, 6))
    // The restored session signs as the first did.
    expect(await evmSignatureVerifies(page)).toBe(true)
    await wallet.disconnect(session.topic)
    await expect.poll(() => button.innerText()).toBe('Connect')
    await page.reload()
    await page.locator('[data-portico="connect-button"]').waitFor()
    await page.waitForTimeout(1_000)
    expect(await button.innerText()).toBe('Connect')
    expect(errorsThatMatter(errors, [deleteRedelivered, settledResponse])).toEqual([])
    await close()
  })

  it('[ERR-16] a signature the wallet rejects shows the rejection; the connection stays and the next signature works', async () => {
    const { page, errors, close } = await openWithClipboard()
    const session = await connectWalletConnect(page)
    wallet.rejectRequests(['personal_sign'])
    try {
      await page.click('[data-action="sign-message"]')
      const refusal = page.locator('[data-sign-error]')
      await refusal.waitFor()
      expect(await refusal.innerText()).toBe(USER_REJECTED_REQUEST_MESSAGE)
    } finally {
      wallet.rejectRequests([])
    }
    const button = page.locator('[data-portico="connect-button"]')
    expect(await button.innerText()).toContain(wallet.evmAddress.slice(0, 6))
    expect(await evmSignatureVerifies(page)).toBe(true)
    await wallet.disconnect(session.topic)
    await expect.poll(() => button.innerText()).toBe('Connect')
    // The WalletConnect client logs the refusal itself (and may log a late copy of the reply).
    expect(errorsThatMatter(errors, [deleteRedelivered, refusal, settledResponse])).toEqual([])
    expect(errors.filter((error) => refusal.pattern.test(error))).toHaveLength(1)
    await close()
  })

  it('the relay dropping every socket, then refusing new ones for a while: the live session comes back by itself, and a signature asked meanwhile is delivered once', async () => {
    const { page, errors, close } = await openWithClipboard()
    const session = await connectWalletConnect(page)
    const answered = wallet.requestsAnswered()
    await faults.on({ service: 'relay', kind: 'refuse', seconds: 5 })
    await faults.on({ service: 'relay', kind: 'drop-sockets' })
    await faults.off({ service: 'relay', kind: 'drop-sockets' })
    // Asked while the relay refuses both sides: it goes out once they are back.
    expect(await evmSignatureVerifies(page)).toBe(true)
    expect(wallet.requestsAnswered() - answered).toBe(1)
    const button = page.locator('[data-portico="connect-button"]')
    expect(await button.innerText()).toContain(wallet.evmAddress.slice(0, 6))
    await wallet.disconnect(session.topic)
    await expect.poll(() => button.innerText()).toBe('Connect')
    expect(
      errorsThatMatter(errors, [deleteRedelivered, refusedHandshake, settledResponse]),
    ).toEqual([])
    await close()
  })

  it('the relay dropping every socket, then refusing new ones while the pairing is shown: the same URI, scanned while it still refuses, completes once it is back', async () => {
    const { page, errors, close } = await openWithClipboard()
    const uri = await pairingUriOf(page)
    await faults.on({ service: 'relay', kind: 'refuse', seconds: REFUSE_SECONDS })
    await faults.on({ service: 'relay', kind: 'drop-sockets' })
    await faults.off({ service: 'relay', kind: 'drop-sockets' })
    // The page saw its socket dropped and its first reconnect refused; the QR still shows the URI.
    await expect.poll(() => errors.some((error) => refusedHandshake.pattern.test(error))).toBe(true)
    expect(await dialogOf(page).locator('[data-qr]').getAttribute('data-qr')).toBe(uri)
    expect((await faults.list()).map((fault) => fault.kind)).toEqual(['refuse'])
    // The wallet scans now, while the relay still refuses both sides; its pair() waits for it.
    const session = await wallet.pair(uri)
    await dialogOf(page).and(page.locator(':not([open])')).waitFor({ state: 'attached' })
    const account = await openAccount(page)
    expect(await account.locator('[data-address]').getAttribute('data-address')).toBe(
      wallet.evmAddress,
    )
    await page.keyboard.press('Escape')
    await wallet.disconnect(session.topic)
    const button = page.locator('[data-portico="connect-button"]')
    await expect.poll(() => button.innerText()).toBe('Connect')
    expect(
      errorsThatMatter(errors, [deleteRedelivered, refusedHandshake, settledResponse]),
    ).toEqual([])
    await close()
  })

  it('connecting in one tab shows the session in the other; signing out in one signs out the other', async () => {
    const { page, errors, close } = await openWithClipboard()
    const other = await page.context().newPage()
    await other.goto(page.url())
    const button = (tab: Page) => tab.locator('[data-portico="connect-button"]')
    await button(other).waitFor()
    expect(await button(other).innerText()).toBe('Connect')

    const session = await connectWalletConnect(page)
    const shown = wallet.evmAddress.slice(0, 6)
    await expect.poll(() => button(page).innerText()).toContain(shown)
    // The other tab takes the session from the storage they share, without a pairing of its own.
    await expect.poll(() => button(other).innerText(), { timeout: 15_000 }).toContain(shown)

    const account = await openAccount(page)
    await account.locator('[data-action="disconnect"]').click()
    await waitForView(page, 'Connect')
    await expect.poll(() => button(other).innerText(), { timeout: 15_000 }).toBe('Connect')
    await expect
      .poll(() => wallet.sessions().some((kept) => kept.topic === session.topic))
      .toBe(false)
    expect(errorsThatMatter(errors, [settledResponse])).toEqual([])
    await close()
  })
})
