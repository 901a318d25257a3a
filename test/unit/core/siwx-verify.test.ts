import { generateKeyPair, getAddressFromPublicKey, getBase58Decoder, signBytes } from '@solana/kit'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { deriveDevAccounts } from '../../../devnet/evm/dev-accounts.js'
import { createSiwxMessage, createSiwxMessageData } from '../../../src/core/siwx-message.js'
import { verifySiwxSession } from '../../../src/core/siwx-verify.js'
import type { SiwxSession } from '../../../src/core/siwx-session-store.js'
import type { CaipNetworkId } from '../../../src/utils/caip.js'

const [devAccount, otherDevAccount] = deriveDevAccounts(2)
if (!devAccount || !otherDevAccount) throw new Error('no dev accounts')
const account = privateKeyToAccount(devAccount.privateKey)
const NOW_MS = Date.parse('2024-05-14T09:21:36.000Z')

async function messageFor(accountAddress: string, chainId: CaipNetworkId) {
  return createSiwxMessage(
    createSiwxMessageData(
      { accountAddress, chainId, domain: '127.0.0.1:5173', uri: 'http://127.0.0.1:5173/' },
      NOW_MS,
    ),
  )
}

async function evmSession(): Promise<SiwxSession> {
  const { serialized, ...data } = await messageFor(account.address, 'eip155:1')
  return {
    data,
    message: serialized,
    signature: await account.signMessage({ message: serialized }),
  }
}

describe('verifying a stored SIWX session', () => {
  it('trusts an EVM session signed by its address (viem)', async () => {
    expect(await verifySiwxSession(await evmSession())).toBe(true)
  })

  it('refuses an EVM session whose fields no longer match the signed text', async () => {
    const session = await evmSession()
    const otherChain = { ...session, data: { ...session.data, chainId: 'eip155:8453' } }
    expect(await verifySiwxSession(otherChain)).toBe(false)
    const longer = {
      ...session,
      data: { ...session.data, expirationTime: '2099-01-01T00:00:00.000Z' },
    }
    expect(await verifySiwxSession(longer)).toBe(false)
  })

  it('refuses an EVM session claimed for another address or with a forged signature', async () => {
    const session = await evmSession()
    const { serialized, ...data } = await messageFor(otherDevAccount.address, 'eip155:1')
    expect(
      await verifySiwxSession({ data, message: serialized, signature: session.signature }),
    ).toBe(false)
    expect(await verifySiwxSession({ ...session, signature: '0x1234' })).toBe(false)
    expect(await verifySiwxSession({ ...session, signature: 'not hex' })).toBe(false)
  })

  it('trusts a Solana session signed with its ed25519 key, and nothing else', async () => {
    const keys = await generateKeyPair()
    const address = await getAddressFromPublicKey(keys.publicKey)
    const { serialized, ...data } = await messageFor(
      address,
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    const bytes = await signBytes(keys.privateKey, new TextEncoder().encode(serialized))
    const session = { data, message: serialized, signature: getBase58Decoder().decode(bytes) }
    expect(await verifySiwxSession(session)).toBe(true)
    expect(await verifySiwxSession({ ...session, message: serialized.replace('1', '2') })).toBe(
      false,
    )
  })

  it('never trusts a namespace it cannot check', async () => {
    const { serialized, ...data } = await messageFor('cosmos1abc', 'cosmos:cosmoshub-4')
    expect(await verifySiwxSession({ data, message: serialized, signature: 'x' })).toBe(false)
  })
})
