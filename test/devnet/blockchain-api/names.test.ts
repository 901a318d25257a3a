import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startBlockchainApi } from '../../../devnet/blockchain-api/index.js'
import { createBlockchainApiClient } from '../../../src/clients/blockchain-api-client.js'
import { blockchainApiDevnetForFile, walletOf } from './blockchain-api-devnet.js'
import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'

const devnet = blockchainApiDevnetForFile()

/** Signs a registration as the modal does: the message is JSON with the name and a timestamp. */
async function signedRegistration(
  accountIndex: number,
  name: string,
  attributes: Record<string, string> = {},
  signerIndex = accountIndex,
) {
  const chain = devnet().chain('eip155:1')
  const owner = walletOf(chain, accountIndex)
  const signer = walletOf(chain, signerIndex)
  const message = JSON.stringify({ name, attributes, timestamp: Math.floor(Date.now() / 1000) })
  const signature = await signer.account.signMessage({ message })
  return { coin_type: 60, address: owner.address, message, signature }
}

describe('account names', () => {
  it('[CALL-44] POST /v1/profile/account registers a name signed by its address', async () => {
    const body = await signedRegistration(3, 'alice-dev.reown.id', {
      avatar: 'https://example.invalid/alice.png',
    })
    const registered = await devnet().client.names.register('alice-dev.reown.id', body)
    expect(registered).toMatchObject({
      name: 'alice-dev.reown.id',
      addresses: { '60': { address: body.address } },
    })
  })

  it('[CALL-41] [CALL-42] resolves the registered name and reverse-resolves its address', async () => {
    const { address } = walletOf(devnet().chain('eip155:1'), 3)
    const entry = await devnet().client.names.resolveName('alice-dev.reown.id')
    expect(entry).toMatchObject({
      addresses: { '60': { address } },
      attributes: { avatar: 'https://example.invalid/alice.png' },
    })
    const owned = await devnet().client.names.getNamesForAddress(address, address)
    expect(owned.map((one) => one.name)).toEqual(['alice-dev.reown.id'])
    const none = await devnet().client.names.getNamesForAddress(
      walletOf(devnet().chain('eip155:1'), 9).address,
    )
    expect(none).toEqual([])
  })

  it('[CALL-31] GET /v1/identity/{address} answers with the registered name and avatar', async () => {
    const { address } = walletOf(devnet().chain('eip155:1'), 3)
    expect(await devnet().client.account.getIdentity(`eip155:1:${address}`)).toEqual({
      name: 'alice-dev.reown.id',
      avatar: 'https://example.invalid/alice.png',
    })
    const stranger = walletOf(devnet().chain('eip155:1'), 8).address
    expect(await devnet().client.account.getIdentity(`eip155:1:${stranger}`)).toEqual({
      name: null,
      avatar: null,
    })
  })

  it('[ERR-29] refuses a signature by another key, with the reason as the error message', async () => {
    const body = await signedRegistration(4, 'mallory.reown.id', {}, 5)
    await expect(devnet().client.names.register('mallory.reown.id', body)).rejects.toThrow(
      /^Invalid signature$/,
    )
    // apiVersion 2: an unregistered name is an empty list, not a 404.
    await expect(devnet().client.names.resolveName('mallory.reown.id')).resolves.toEqual([])
  })

  it('[ERR-29] refuses a name that is taken, or too short, with its reason', async () => {
    const taken = await signedRegistration(6, 'alice-dev.reown.id')
    await expect(devnet().client.names.register('alice-dev.reown.id', taken)).rejects.toThrow(
      /^Name is already registered$/,
    )
    const short = await signedRegistration(6, 'abc.reown.id')
    await expect(devnet().client.names.register('abc.reown.id', short)).rejects.toThrow(
      /^Invalid name/,
    )
  })

  it('[CALL-43] GET /v1/profile/suggestions/{name} suggests the name and variants', async () => {
    const { suggestions } = await devnet().client.names.getSuggestions('alice-dev', 'reown.id')
    expect(suggestions[0]).toEqual({ name: 'alice-dev.reown.id', registered: true })
    expect(suggestions.length).toBeGreaterThan(2)
    expect(suggestions.slice(1).every((suggestion) => !suggestion.registered)).toBe(true)
    expect(suggestions.every((suggestion) => suggestion.name.endsWith('.reown.id'))).toBe(true)
  })

  it('keeps the names in names.json, so they survive a restart', async () => {
    const stored: unknown = JSON.parse(readFileSync(join(devnet().stateDir, 'names.json'), 'utf8'))
    expect(stored).toEqual([expect.objectContaining({ name: 'alice-dev.reown.id' }) as unknown])
    const restarted = await startBlockchainApi({
      port: 0,
      chains: devnet().evm.chains,
      stateDir: devnet().stateDir,
    })
    try {
      const client = createBlockchainApiClient({
        baseUrl: restarted.url,
        projectId: DEVNET_PROJECT_ID,
      })
      const entry = await client.names.resolveName('alice-dev.reown.id')
      expect(entry).toMatchObject({ name: 'alice-dev.reown.id' })
    } finally {
      await restarted.close()
    }
  })
})
