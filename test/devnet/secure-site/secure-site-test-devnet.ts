import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isAddress as isSolanaAddress, type Address as SolanaAddress } from '@solana/kit'
import { isAddress, type Address } from 'viem'
import { afterAll, beforeAll } from 'vitest'
import { startEvmChains } from '../../../devnet/evm/index.js'
import { startMailbox } from '../../../devnet/mailbox/index.js'
import { startSecureSite } from '../../../devnet/secure-site/index.js'
import { startSolanaDevnet } from '../../../devnet/solana/index.js'
import { isRecord } from '../../../src/utils/is-record.js'

/** The page the Node helpers speak for, as the frame app would: a loopback page every project allows. */
export const TEST_PARENT_ORIGIN = 'http://127.0.0.1:5173'
export const TEST_PROJECT_ID = 'devnet-project'

/**
 * The headers the frame app sends with every API call (its project and parent page), and the
 * Origin of the frame's own site, without which the site takes no credential.
 */
export const frameHeaders = (siteUrl: string): Record<string, string> => ({
  'x-portico-project-id': TEST_PROJECT_ID,
  'x-portico-parent-origin': TEST_PARENT_ORIGIN,
  origin: siteUrl,
})

/**
 * The secure site with its mailbox, two EVM chains (Ethereum with its batch executor, Base without)
 * and the Solana cluster on free ports, and a signed-in helper.
 */
export async function startSecureSiteTestDevnet() {
  const stateDir = mkdtempSync(join(tmpdir(), 'secure-site-'))
  const mailbox = await startMailbox({ port: 0 })
  const evm = await startEvmChains({ ports: { 1: 0, 8453: 0 }, log: () => undefined })
  const solana = await startSolanaDevnet({ port: 0, log: () => undefined })
  const chains = {
    ...Object.fromEntries(evm.chains.map((chain) => [chain.caipNetworkId, chain.rpcUrl])),
    [solana.caipNetworkId]: solana.url,
  }
  // Farcaster waits are held briefly so that a test sees a pending wait answered quickly.
  const site = await startSecureSite({
    port: 0,
    mailboxUrl: mailbox.url,
    chains,
    // Atomic batches on Ethereum only, so a test meets a chain without them (Base).
    batchExecutors: Object.fromEntries(
      evm.chains
        .filter((chain) => chain.chainId === 1)
        .map((chain) => [chain.caipNetworkId, chain.batchExecutorAddress]),
    ),
    stateDir,
    farcasterWaitMs: 300,
  })

  async function post(path: string, body: unknown, token?: string) {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...frameHeaders(site.url),
    }
    if (token !== undefined) headers.authorization = `Bearer ${token}`
    const response = await fetch(`${site.url}${path}`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await response.text()
    const json: unknown = text === '' ? undefined : JSON.parse(text)
    return { status: response.status, body: json }
  }

  /** GET /api/session as the frame asks it: the user of a credential. */
  async function session(token: string): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${site.url}/api/session`, {
      headers: { authorization: `Bearer ${token}`, ...frameHeaders(site.url) },
    })
    return { status: response.status, body: await response.json() }
  }

  async function signIn(
    email: string,
  ): Promise<{ token: string; handle: string; address: Address; solanaAddress: SolanaAddress }> {
    await post('/api/email/start', { email })
    const otp = mailbox
      .messages(email)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1]
    const { body } = await post('/api/email/verify', { email, otp })
    if (
      !isRecord(body) ||
      typeof body.token !== 'string' ||
      typeof body.handle !== 'string' ||
      typeof body.address !== 'string'
    )
      throw new Error(`verify answered ${JSON.stringify(body)}`)
    if (!isAddress(body.address)) throw new Error(`${body.address} is not an address`)
    const { solanaAddress } = body
    if (typeof solanaAddress !== 'string' || !isSolanaAddress(solanaAddress)) {
      throw new Error(`verify answered no Solana address: ${JSON.stringify(body)}`)
    }
    return { token: body.token, handle: body.handle, address: body.address, solanaAddress }
  }

  return {
    site,
    mailbox,
    evm,
    solana,
    stateDir,
    post,
    session,
    signIn,
    stop: async () => {
      await site.close()
      await evm.stop()
      await solana.close()
      await mailbox.close()
      rmSync(stateDir, { recursive: true, force: true })
    },
  }
}

export type SecureSiteTestDevnet = Awaited<ReturnType<typeof startSecureSiteTestDevnet>>

/**
 * The secure site's test devnet for the test file that calls this: started before its tests,
 * stopped after them. Returns it once it is up.
 */
export function secureSiteDevnetPerFile(): () => SecureSiteTestDevnet {
  let devnet: SecureSiteTestDevnet | undefined
  beforeAll(async () => {
    devnet = await startSecureSiteTestDevnet()
  })
  afterAll(async () => {
    await devnet?.stop()
  })
  return () => {
    if (devnet === undefined) throw new Error('The secure site test devnet is not up yet')
    return devnet
  }
}
