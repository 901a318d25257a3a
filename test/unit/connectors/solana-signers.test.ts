import {
  address as toAddress,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getPublicKeyFromAddress,
  getUtf8Encoder,
  isMessageModifyingSigner,
  isTransactionModifyingSigner,
  isTransactionSendingSigner,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  blockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { runSolanaRpc } from '../../../devnet/secure-site/solana-rpc.js'
import { solanaWalletOf } from '../../../devnet/secure-site/solana-wallet.js'
import { createEmbeddedSolanaWallet } from '../../../src/connectors/embedded-solana-wallet.js'
import { createSolanaSigner } from '../../../src/connectors/solana-signers.js'
import { INVALID_WALLET_REPLY } from '../../../src/connectors/wallet-standard.js'
import { solana } from '../controllers/test-networks.js'

const EVM_KEY = `0x${'24'.repeat(32)}` as const
const LIFETIME = {
  blockhash: blockhash('11111111111111111111111111111111'),
  lastValidBlockHeight: 10n,
}

/** The signer over the embedded wallet, which signs with the devnet secure site's own code. */
async function signerOverEmbedded(sendReply?: unknown) {
  const key = await solanaWalletOf(privateKeyToAccount(EVM_KEY))
  const { wallet } = createEmbeddedSolanaWallet({
    address: key.address,
    networks: [solana],
    rpcRequest: (payload) =>
      payload.method === 'solana_signAndSendTransaction' && sendReply !== undefined
        ? Promise.resolve(sendReply)
        : runSolanaRpc(key, 'http://127.0.0.1:9', {
            chainId: String(payload.chainId),
            method: payload.method,
            params: [payload.params],
          }),
  })
  const signer = createSolanaSigner({ wallet, address: key.address, chain: 'solana:devnet' })
  return { signer, owner: key.address }
}

function transferFrom(owner: string) {
  const from = toAddress(owner)
  return compileTransaction(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayer(from, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(LIFETIME, message),
      (message) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: createNoopSigner(from),
            destination: toAddress('11111111111111111111111111111112'),
            amount: 5n,
          }),
          message,
        ),
    ),
  )
}

describe('createSolanaSigner', () => {
  it('is each of the three kit signers for the account', async () => {
    const { signer, owner } = await signerOverEmbedded()
    expect(signer.address).toBe(owner)
    expect(isTransactionSendingSigner(signer)).toBe(true)
    expect(isTransactionModifyingSigner(signer)).toBe(true)
    expect(isMessageModifyingSigner(signer)).toBe(true)
  })

  it('modifyAndSignTransactions: the wallet’s signature verifies over the message, and the lifetime is kept', async () => {
    const { signer, owner } = await signerOverEmbedded()
    const [signed] = await signer.modifyAndSignTransactions([transferFrom(owner)])
    if (!signed) throw new Error('Nothing signed')
    const signature = signed.signatures[toAddress(owner)]
    if (!signature) throw new Error('No signature of the account')
    const publicKey = await getPublicKeyFromAddress(toAddress(owner))
    expect(await verifySignature(publicKey, signature, Uint8Array.from(signed.messageBytes))).toBe(
      true,
    )
    expect(signed.lifetimeConstraint).toEqual(LIFETIME)
  })

  it('modifyAndSignMessages: adds the account’s ed25519 signature to the message', async () => {
    const { signer, owner } = await signerOverEmbedded()
    const content = Uint8Array.from(getUtf8Encoder().encode('kit message'))
    const [signed] = await signer.modifyAndSignMessages([{ content, signatures: {} }])
    const signature = signed?.signatures[toAddress(owner)]
    if (!signature) throw new Error('No signature of the account')
    const publicKey = await getPublicKeyFromAddress(toAddress(owner))
    expect(await verifySignature(publicKey, signature, content)).toBe(true)
  })

  it('signAndSendTransactions: answers the wallet’s signature bytes; a reply that is not base58 fails', async () => {
    const signature = '1'.repeat(64)
    const { signer, owner } = await signerOverEmbedded({ signature })
    const [bytes] = await signer.signAndSendTransactions([transferFrom(owner)])
    expect(bytes).toHaveLength(64)
    const broken = await signerOverEmbedded({ nope: true })
    await expect(broken.signer.signAndSendTransactions([transferFrom(owner)])).rejects.toThrow()
  })

  it('an aborted call never reaches the wallet; a wallet that answers the wrong count is refused', async () => {
    const { signer, owner } = await signerOverEmbedded()
    const controller = new AbortController()
    controller.abort(new Error('stop'))
    await expect(
      signer.modifyAndSignTransactions([transferFrom(owner)], { abortSignal: controller.signal }),
    ).rejects.toThrow('stop')
    const wallet = {
      name: 'Short',
      icon: 'data:image/svg+xml;base64,',
      chains: ['solana:devnet'],
      accounts: [{ address: owner }],
      features: { 'solana:signMessage': { signMessage: () => Promise.resolve([]) } },
    }
    const short = createSolanaSigner({ wallet, address: owner, chain: 'solana:devnet' })
    await expect(
      short.modifyAndSignMessages([{ content: new Uint8Array(1), signatures: {} }]),
    ).rejects.toThrow(INVALID_WALLET_REPLY)
  })
})
