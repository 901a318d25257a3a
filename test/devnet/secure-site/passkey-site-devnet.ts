import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startEvmChains, type EvmDevnet } from '../../../devnet/evm/index.js'
import { startMailbox, type MailboxDevnet } from '../../../devnet/mailbox/index.js'
import { startSecureSite, type SecureSiteDevnet } from '../../../devnet/secure-site/index.js'
import { launchBrowser } from '../../e2e/browser.js'

export interface PasskeySiteDevnet {
  mailbox: MailboxDevnet
  evm: EvmDevnet
  site: SecureSiteDevnet
  browser: Browser
}

/**
 * For the test file that calls this: the secure site addressed as localhost (a browser makes
 * passkeys for a domain only) on a mailbox and one EVM chain, and Chromium; started before its
 * tests, stopped after them. Returns it once it is up.
 */
export function passkeySiteDevnetPerFile(): () => PasskeySiteDevnet {
  let devnet: PasskeySiteDevnet | undefined
  let stateDir: string | undefined
  beforeAll(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'secure-site-passkeys-'))
    const mailbox = await startMailbox({ port: 0 })
    const evm = await startEvmChains({ ports: { 1: 0 }, log: () => undefined })
    const chains = Object.fromEntries(
      evm.chains.map((chain) => [chain.caipNetworkId, chain.rpcUrl]),
    )
    const site = await startSecureSite({
      port: 0,
      mailboxUrl: mailbox.url,
      chains,
      stateDir,
      hostName: 'localhost',
    })
    devnet = { mailbox, evm, site, browser: await launchBrowser() }
  })
  afterAll(async () => {
    await devnet?.browser.close()
    await devnet?.site.close()
    await devnet?.evm.stop()
    await devnet?.mailbox.close()
    if (stateDir !== undefined) rmSync(stateDir, { recursive: true, force: true })
  })
  return () => {
    if (devnet === undefined) throw new Error('The passkey site devnet is not up yet')
    return devnet
  }
}
