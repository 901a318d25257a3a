import {
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  partiallySignTransaction,
  signatureBytes,
  signBytes,
  verifySignature,
  type KeyPairSigner,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { transferTransactionBytes } from '../../../src/connectors/solana-transfer.js'
import { createStandardWallet } from '../../../src/connectors/wallet-standard.js'
import {
  createWalletConnectSolanaWallet,
  WALLETCONNECT_SOLANA_WALLET_NAME,
} from '../../../src/connectors/walletconnect-solana-wallet.js'
import { solana } from '../controllers/test-networks.js'

const BLOCKHASH = { blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 10n }

interface Sent {
  method: string
  params: Record<string, unknown>
  chainId: string
}

/**
 * The wallet's side of the session as WalletConnect's Solana methods define it: base58 messages
 * and signatures, base64 wire transactions. `signatureOnly` answers signTransaction as wallets
 * that return just the signature do.
 */
function walletSide(signer: KeyPairSigner, sent: Sent[], signatureOnly = false) {
  return async (args: { method: string; params: Record<string, unknown> }, chainId: string) => {
    sent.push({ ...args, chainId })
    const { transaction, message } = args.params
    if (args.method === 'solana_signMessage' && typeof message === 'string') {
      const bytes = getBase58Encoder().encode(message)
      return {
        signature: getBase58Decoder().decode(await signBytes(signer.keyPair.privateKey, bytes)),
      }
    }
    if (typeof transaction !== 'string') throw new Error('No base64 transaction')
    const decoded = getTransactionDecoder().decode(getBase64Encoder().encode(transaction))
    const signed = await partiallySignTransaction([signer.keyPair], decoded)
    const signature = getBase58Decoder().decode(
      signed.signatures[signer.address] ?? new Uint8Array(),
    )
    if (args.method === 'solana_signAndSendTransaction') return { signature }
    return signatureOnly
      ? { signature }
      : { signature, transaction: getBase64EncodedWireTransaction(signed) }
  }
}

async function session(signatureOnly = false) {
  const signer = await generateKeyPairSigner()
  const sent: Sent[] = []
  const made = createWalletConnectSolanaWallet({
    address: signer.address,
    networks: [solana],
    request: walletSide(signer, sent, signatureOnly),
  })
  return { ...made, signer, sent, client: createStandardWallet(made.wallet) }
}

/** The transaction's signature of the signer verifies over its message bytes. */
async function signedBySigner(signed: Uint8Array, signer: KeyPairSigner): Promise<boolean> {
  const transaction = getTransactionDecoder().decode(signed)
  const signature = transaction.signatures[signer.address]
  if (!signature) return false
  const publicKey = await getPublicKeyFromAddress(signer.address)
  return verifySignature(publicKey, signature, Uint8Array.from(transaction.messageBytes))
}

describe('createWalletConnectSolanaWallet', () => {
  it("is a Wallet Standard wallet named WalletConnect with the session's account; a message goes as solana_signMessage (base58) and its signature verifies", async () => {
    const { wallet, client, signer, sent } = await session()
    expect(wallet.name).toBe(WALLETCONNECT_SOLANA_WALLET_NAME)
    expect(wallet.accounts.map((account) => account.address)).toEqual([signer.address])
    const signature = await client.signMessage('hello over the relay', signer.address)
    const bytes = signatureBytes(Uint8Array.from(getBase58Encoder().encode(signature)))
    const publicKey = await getPublicKeyFromAddress(signer.address)
    const message = new TextEncoder().encode('hello over the relay')
    expect(await verifySignature(publicKey, bytes, message)).toBe(true)
    expect(sent[0]).toMatchObject({ method: 'solana_signMessage', chainId: solana.caipNetworkId })
  })

  it('sends transactions as base64 wire bytes and reads the signed transaction back, or puts a signature-only reply in place', async () => {
    for (const signatureOnly of [false, true]) {
      const { client, signer, sent } = await session(signatureOnly)
      const unsigned = await transferTransactionBytes({
        from: signer.address,
        to: '11111111111111111111111111111112',
        amount: 1n,
        blockhash: BLOCKHASH,
      })
      const signed = await client.signTransaction(unsigned, signer.address, 'solana:devnet')
      expect(await signedBySigner(signed, signer)).toBe(true)
      expect(sent[0]?.params.transaction).toBe(
        getBase64EncodedWireTransaction(getTransactionDecoder().decode(unsigned)),
      )
    }
  })

  it('signAndSendTransaction passes the send options as sendOptions and answers the signature', async () => {
    const { wallet, signer, sent } = await session()
    const unsigned = await transferTransactionBytes({
      from: signer.address,
      to: '11111111111111111111111111111112',
      amount: 1n,
      blockhash: BLOCKHASH,
    })
    const send = wallet.features['solana:signAndSendTransaction'].signAndSendTransaction
    const [output] = await send({
      account: { address: signer.address },
      transaction: unsigned,
      chain: 'solana:devnet',
      options: { skipPreflight: true },
    })
    expect(output?.signature).toHaveLength(64)
    expect(sent[0]).toMatchObject({
      method: 'solana_signAndSendTransaction',
      params: { sendOptions: { skipPreflight: true } },
    })
  })

  it('the session ending empties its accounts', async () => {
    const { wallet, end } = await session()
    end()
    expect(wallet.accounts).toEqual([])
  })
})
