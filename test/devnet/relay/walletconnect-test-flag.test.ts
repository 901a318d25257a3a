import { readFileSync } from 'node:fs'
import { SignClient } from '@walletconnect/sign-client'
import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * devnet/relay/README.md tells pages to set IS_VITEST=true so that the pinned WalletConnect skips
 * Verify and pulse. That is an internal test flag, not an option: these tests fail if an upgrade
 * changes the version or the flag stops working. 2.21.8 is the last Apache-2.0 release: every
 * later one is under the WalletConnect Community License, which Portico cannot carry.
 */

const PINNED = '2.21.8'

function versionOf(name: string): unknown {
  const path = new URL(`../../../node_modules/${name}/package.json`, import.meta.url)
  const manifest: unknown = JSON.parse(readFileSync(path, 'utf8'))
  return typeof manifest === 'object' && manifest !== null && 'version' in manifest
    ? manifest.version
    : undefined
}

/** Hosts the pinned version calls on its own, outside the relay socket. */
async function hostsCalledByVerifyAndPulse(): Promise<string[]> {
  const called: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    called.push(new URL(input instanceof Request ? input.url : String(input)).hostname)
    return Promise.reject(new Error('no network in this test'))
  })
  const client = await SignClient.init({
    projectId: 'portico-devnet',
    // Never dialled: a client with no topics does not open its socket.
    relayUrl: 'ws://127.0.0.1:9',
    customStoragePrefix: `flag-probe-${crypto.randomUUID()}`,
  })
  try {
    await client.core.verify.resolve({ hash: 'ab'.repeat(32) }).catch(() => undefined)
    await client.core.eventClient.init()
  } finally {
    client.core.heartbeat.stop()
    await client.core.relayer.transportClose()
  }
  return called
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('the IS_VITEST switch the devnet documents for pages', () => {
  it(`holds for the pinned WalletConnect ${PINNED}`, () => {
    for (const name of ['core', 'types', 'utils', 'sign-client', 'universal-provider']) {
      expect({ name, version: versionOf(`@walletconnect/${name}`) }).toEqual({
        name,
        version: PINNED,
      })
    }
  })

  it(`without it, ${PINNED} calls the Verify and pulse hosts`, async () => {
    vi.stubEnv('IS_VITEST', 'false')
    expect(await hostsCalledByVerifyAndPulse()).toEqual([
      'verify.walletconnect.org',
      'pulse.walletconnect.org',
    ])
  })

  it(`with IS_VITEST=true, ${PINNED} calls neither`, async () => {
    vi.stubEnv('IS_VITEST', 'true')
    expect(await hostsCalledByVerifyAndPulse()).toEqual([])
  })
})
