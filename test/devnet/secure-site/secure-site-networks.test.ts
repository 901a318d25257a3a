import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startSecureSite } from '../../../devnet/secure-site/index.js'
import { isSecureFrameNetwork } from '../../../devnet/secure-site/frame-networks.js'
import { frameHeaders, secureSiteDevnetPerFile } from './secure-site-test-devnet.js'

const devnet = secureSiteDevnetPerFile()

describe('devnet secure site: the networks it serves', () => {
  it('[CONST-66] serves the devnet chains, each one the secure frame knows, and no other', async () => {
    const reply = await fetch(`${devnet().site.url}/api/chains`, {
      headers: frameHeaders(devnet().site.url),
    })
    const served = ['eip155:1', 'eip155:8453', devnet().solana.caipNetworkId]
    expect(await reply.json()).toEqual({ chains: served })
    expect(served.every(isSecureFrameNetwork)).toBe(true)

    const stateDir = mkdtempSync(join(tmpdir(), 'secure-site-networks-'))
    try {
      await expect(
        startSecureSite({
          port: 0,
          mailboxUrl: devnet().mailbox.url,
          chains: {
            'eip155:1': devnet().evm.chains[0]?.rpcUrl ?? '',
            'eip155:31337': 'http://127.0.0.1:1',
          },
          stateDir,
        }),
      ).rejects.toThrow('Secure site: the secure frame knows no network eip155:31337')
    } finally {
      rmSync(stateDir, { recursive: true, force: true })
    }
  })
})
