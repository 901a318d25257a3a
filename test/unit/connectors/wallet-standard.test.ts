import {
  getBase58Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  signatureBytes,
  verifySignature,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { deriveSolanaDevKeypair } from '../../../devnet/solana/dev-keypairs.js'
import { installDevnetSolanaWallet } from '../../../devnet/wallets/solana-wallet.js'
import { transferTransactionBytes } from '../../../src/connectors/solana-transfer.js'
import {
  createStandardWallet,
  INVALID_WALLET_REPLY,
  isSolanaStandardWallet,
  missingFeatureMessage,
  type StandardWalletEvent,
} from '../../../src/connectors/wallet-standard.js'

// A blockhash-shaped value: nothing here reaches a cluster.
const BLOCKHASH = { blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 10n }

/** The devnet Wallet Standard wallet, registered with a bare EventTarget as its window. */
async function devnetWallet() {
  const keypair = await deriveSolanaDevKeypair(0)
  const installed = await installDevnetSolanaWallet({
    secretKey: [...keypair.secretKey],
    rpcUrl: 'http://127.0.0.1:9',
    window: new EventTarget(),
  })
  if (!isSolanaStandardWallet(installed.wallet)) throw new Error('Not a Solana standard wallet')
  return { installed, client: createStandardWallet(installed.wallet), address: keypair.address }
}

describe('isSolanaStandardWallet', () => {
  it('takes a wallet that connects and names a Solana chain, and nothing else', async () => {
    const { installed } = await devnetWallet()
    expect(isSolanaStandardWallet(installed.wallet)).toBe(true)
    expect(isSolanaStandardWallet({ ...installed.wallet, chains: ['eip155:1'] })).toBe(false)
    expect(isSolanaStandardWallet({ ...installed.wallet, features: {} })).toBe(false)
    expect(isSolanaStandardWallet({ ...installed.wallet, name: '' })).toBe(false)
    expect(isSolanaStandardWallet(null)).toBe(false)
  })
})

describe('createStandardWallet', () => {
  it('a silent connect shares nothing before the wallet approved the page, a connect shares the account', async () => {
    const { client, address } = await devnetWallet()
    expect(await client.connect(true)).toEqual([])
    const [account] = await client.connect()
    expect(account?.address).toBe(address)
    expect(await client.connect(true)).toHaveLength(1)
  })

  it('signs a message with a base58 signature the ed25519 check accepts', async () => {
    const { client, address } = await devnetWallet()
    await client.connect()
    const signature = await client.signMessage('hello solana', address)
    const publicKey = await getPublicKeyFromAddress(address)
    const bytes = signatureBytes(Uint8Array.from(getBase58Encoder().encode(signature)))
    expect(await verifySignature(publicKey, bytes, new TextEncoder().encode('hello solana'))).toBe(
      true,
    )
    await expect(
      client.signMessage('x', 'NotMine111111111111111111111111111111111111'),
    ).rejects.toThrow('has no account')
  })

  it('signs a transfer it was handed: the wallet signature covers the message bytes', async () => {
    const { client, address } = await devnetWallet()
    await client.connect()
    const unsigned = await transferTransactionBytes({
      from: address,
      to: address,
      amount: 1n,
      blockhash: BLOCKHASH,
    })
    const signed = getTransactionDecoder().decode(
      await client.signTransaction(unsigned, address, 'solana:devnet'),
    )
    const signature = signed.signatures[address]
    if (!signature) throw new Error('Not signed')
    const publicKey = await getPublicKeyFromAddress(address)
    expect(await verifySignature(publicKey, signature, Uint8Array.from(signed.messageBytes))).toBe(
      true,
    )
  })

  it('passes on account changes, and the wallet refusal as the wallet gave it', async () => {
    const { client, installed } = await devnetWallet()
    const events: StandardWalletEvent[] = []
    await client.connect()
    client.on((event) => events.push(event))
    installed.reject('solana:signMessage')
    await expect(client.signMessage('no', installed.address)).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    await client.disconnect()
    // The disconnect stops following, so the wallet's own change event is not heard.
    expect(events).toEqual([])
    await client.connect()
    await installed.wallet.features['standard:disconnect'].disconnect()
    expect(events).toEqual([{ type: 'accountsChanged', accounts: [] }])
  })

  it('refuses a malformed reply and names a missing feature', async () => {
    const { installed } = await devnetWallet()
    const broken = createStandardWallet({
      ...installed.wallet,
      features: {
        'standard:connect': { connect: () => Promise.resolve({ accounts: [{ address: 1 }] }) },
      },
    })
    await expect(broken.connect()).rejects.toThrow(INVALID_WALLET_REPLY)
    await expect(broken.signMessage('x', installed.address)).rejects.toThrow(
      missingFeatureMessage(installed.wallet.name, 'solana:signMessage'),
    )
  })
})
