import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { deriveDevAccounts } from '../../../../devnet/evm/dev-accounts.js'
import { serializeSiwxMessage, siwxMessageData } from '../../../../src/core/siwx-message.js'
import { createMemoryStorage, DEFAULT_STORAGE_PREFIX } from '../../../../src/core/storage.js'
import { createLocalSiwxConfig } from '../../../../src/wiring/siwx/local-siwx-config.js'

const [devAccount] = deriveDevAccounts(1)
if (!devAccount) throw new Error('no dev account')
const account = privateKeyToAccount(devAccount.privateKey)

describe('local SIWX config', () => {
  it('keeps a signed session across instances on the same storage and trusts it only while it verifies', async () => {
    const backend = createMemoryStorage()
    const config = createLocalSiwxConfig({ storage: { backend }, uri: 'http://127.0.0.1:5173/' })
    const message = await config.createMessage({
      accountAddress: account.address,
      chainId: 'eip155:1',
    })
    const text = await serializeSiwxMessage(message)
    expect(text).toContain('127.0.0.1:5173 wants you to sign in with your Ethereum account:')
    const signature = await account.signMessage({ message: text })
    await config.addSession({
      data: siwxMessageData(message),
      message: text,
      signature,
    })

    // A reload: a new config on the same storage.
    const reloaded = createLocalSiwxConfig({ storage: { backend } })
    expect(await reloaded.getSessions('eip155:1', account.address)).toHaveLength(1)

    // Someone edits the stored session to last longer: the signature no longer covers it.
    const key = `${DEFAULT_STORAGE_PREFIX}:siwxSessions`
    backend.setItem(
      key,
      (backend.getItem(key) ?? '').replace(
        '"nonce"',
        '"expirationTime":"2099-01-01T00:00:00.000Z","nonce"',
      ),
    )
    expect(await reloaded.getSessions('eip155:1', account.address)).toEqual([])
  })

  it('says whether sign-in is required', () => {
    expect(createLocalSiwxConfig({ required: true }).getRequired?.()).toBe(true)
    expect(createLocalSiwxConfig().getRequired?.()).toBe(false)
  })
})
