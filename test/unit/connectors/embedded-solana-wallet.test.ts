import {
  getBase58Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  signatureBytes,
  verifySignature,
} from '@solana/kit'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { RpcRequestPayload } from '../../../generated/frame-messages/types.js'
import { runSolanaRpc } from '../../../devnet/secure-site/solana-rpc.js'
import { solanaWalletOf } from '../../../devnet/secure-site/solana-wallet.js'
import {
  createEmbeddedSolanaWallet,
  EMBEDDED_REPLY_ERROR,
  EMBEDDED_WALLET_FEATURE,
} from '../../../src/connectors/embedded-solana-wallet.js'
import {
  createStandardWallet,
  isSolanaStandardWallet,
} from '../../../src/connectors/wallet-standard.js'
import { transferTransactionBytes } from '../../../src/connectors/solana-transfer.js'
import { solana } from '../controllers/test-networks.js'

const BLOCKHASH = { blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 10n }
const EVM_KEY = `0x${'42'.repeat(32)}` as const

/**
 * The embedded wallet over the devnet secure site's own Solana signer (what the frame runs for
 * APP_RPC_REQUEST), so the signatures are made by the same code as in the browser.
 */
async function embedded(reply?: (payload: RpcRequestPayload) => unknown) {
  const signer = await solanaWalletOf(privateKeyToAccount(EVM_KEY))
  const requests: RpcRequestPayload[] = []
  const { wallet, end } = createEmbeddedSolanaWallet({
    address: signer.address,
    networks: [solana],
    rpcRequest: async (payload) => {
      requests.push(payload)
      if (reply) return reply(payload)
      return runSolanaRpc(signer, 'http://127.0.0.1:9', {
        chainId: String(payload.chainId),
        method: payload.method,
        params: [payload.params],
      })
    },
  })
  return { wallet, end, address: signer.address, requests }
}

describe('createEmbeddedSolanaWallet', () => {
  it('is a Solana Wallet Standard wallet with the login account, marked as Portico’s own', async () => {
    const { wallet, address } = await embedded()
    expect(isSolanaStandardWallet(wallet)).toBe(true)
    expect(wallet.accounts.map((account) => account.address)).toEqual([address])
    expect(wallet.chains).toEqual(['solana:devnet'])
    expect(EMBEDDED_WALLET_FEATURE in wallet.features).toBe(true)
  })

  it('signs a message through the frame (solana_signMessage, base58) with a signature ed25519 accepts', async () => {
    const { wallet, address, requests } = await embedded()
    const client = createStandardWallet(wallet)
    const signature = await client.signMessage('hello from the frame', address)
    const bytes = signatureBytes(Uint8Array.from(getBase58Encoder().encode(signature)))
    const publicKey = await getPublicKeyFromAddress(address)
    const message = new TextEncoder().encode('hello from the frame')
    expect(await verifySignature(publicKey, bytes, message)).toBe(true)
    expect(requests[0]).toMatchObject({
      method: 'solana_signMessage',
      chainId: solana.caipNetworkId,
      chainNamespace: 'solana',
    })
  })

  it('signs a transaction for the named chain: the signed bytes carry the account’s valid signature', async () => {
    const { wallet, address, requests } = await embedded()
    const client = createStandardWallet(wallet)
    const unsigned = await transferTransactionBytes({
      from: address,
      to: '11111111111111111111111111111112',
      amount: 1n,
      blockhash: BLOCKHASH,
    })
    const signed = await client.signTransaction(unsigned, address, 'solana:devnet')
    const transaction = getTransactionDecoder().decode(signed)
    const signature = transaction.signatures[address]
    if (!signature) throw new Error('No signature of the account')
    const publicKey = await getPublicKeyFromAddress(address)
    expect(
      await verifySignature(publicKey, signature, Uint8Array.from(transaction.messageBytes)),
    ).toBe(true)
    expect(requests[0]?.method).toBe('solana_signTransaction')
  })

  it('refuses another account, a chain the app has not configured and a malformed frame reply', async () => {
    const { wallet, address } = await embedded()
    const client = createStandardWallet(wallet)
    await expect(
      client.signTransaction(new Uint8Array(4), address, 'solana:mainnet'),
    ).rejects.toThrow('does not serve solana:mainnet')
    const sign = wallet.features['solana:signMessage'].signMessage
    await expect(
      sign({
        account: { address: '11111111111111111111111111111112' },
        message: new Uint8Array(1),
      }),
    ).rejects.toThrow('has no account')
    const broken = await embedded(() => ({ signature: 42 }))
    await expect(
      createStandardWallet(broken.wallet).signMessage('x', broken.address),
    ).rejects.toThrow(EMBEDDED_REPLY_ERROR)
  })

  it('ending the login empties its accounts and tells the listeners', async () => {
    const { wallet, end } = await embedded()
    const heard: number[] = []
    wallet.features['standard:events'].on('change', ({ accounts }) => heard.push(accounts.length))
    end()
    expect(wallet.accounts).toEqual([])
    expect(heard).toEqual([0])
  })
})
