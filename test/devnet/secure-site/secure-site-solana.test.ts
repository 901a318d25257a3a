import {
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  signature,
  signatureBytes,
  verifySignature,
  type Address,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_WALLET_LAMPORTS } from '../../../devnet/secure-site/solana-funding.js'
import type { SolanaDevnet } from '../../../devnet/solana/index.js'
import { startSecureSiteTestDevnet, type SecureSiteTestDevnet } from './secure-site-test-devnet.js'
import { unsignedTransfer } from './solana-transfer.js'
import { isRecord } from '../../../src/utils/is-record.js'

let devnet: SecureSiteTestDevnet
let solana: SolanaDevnet

beforeAll(async () => {
  devnet = await startSecureSiteTestDevnet()
  solana = devnet.solana
})

afterAll(async () => {
  await devnet.stop()
})

const base58Bytes = (text: string): Uint8Array => Uint8Array.from(getBase58Encoder().encode(text))

/** One Solana request of the signed-in user, as the frame app sends it (params in a list). */
async function solanaRpc(token: string, method: string, params: Record<string, unknown>) {
  return devnet.post('/api/rpc', { chainId: solana.caipNetworkId, method, params: [params] }, token)
}

/** The `name` text field of a successful RPC reply's result. */
function resultField(reply: { status: number; body: unknown }, name: string): string {
  const result = isRecord(reply.body) ? reply.body.result : undefined
  const value = isRecord(result) ? result[name] : undefined
  if (reply.status !== 200 || typeof value !== 'string') {
    throw new Error(`no ${name} in ${String(reply.status)} ${JSON.stringify(reply.body)}`)
  }
  return value
}

/** Whether `wire` (base58) carries a valid ed25519 signature of `signer` over its message. */
async function isSignedBy(wire: string, signer: Address): Promise<boolean> {
  const transaction = getTransactionDecoder().decode(base58Bytes(wire))
  const signature = transaction.signatures[signer]
  if (!signature) return false
  const key = await getPublicKeyFromAddress(signer)
  return verifySignature(key, signature, transaction.messageBytes)
}

const balanceOf = async (address: Address): Promise<bigint> =>
  (await createSolanaRpc(solana.url).getBalance(address).send()).value

const recipient = (): Address => {
  const keypair = solana.devKeypairs[1]
  if (!keypair) throw new Error('No Solana dev keypair 1')
  return keypair.address
}

describe('devnet secure site: the embedded Solana wallet', () => {
  it('gives each login its own Solana address, the same on every login, funded on the cluster', async () => {
    const first = await devnet.signIn('sol-ada@example.org')
    const again = await devnet.signIn('sol-ada@example.org')
    const other = await devnet.signIn('sol-bob@example.org')
    expect(again.solanaAddress).toBe(first.solanaAddress)
    expect(other.solanaAddress).not.toBe(first.solanaAddress)
    // Funded once: the second login found a balance and airdropped nothing more.
    expect(await balanceOf(first.solanaAddress)).toBe(BigInt(SOLANA_WALLET_LAMPORTS))
    expect((await devnet.session(first.token)).body).toMatchObject({
      email: 'sol-ada@example.org',
      address: first.address,
      solanaAddress: first.solanaAddress,
    })
  })

  it('[CALL-26] signs a base58 message with solana_signMessage: an ed25519 signature of the user key', async () => {
    const { token, solanaAddress } = await devnet.signIn('sol-carol@example.org')
    const message = new TextEncoder().encode('hello from the devnet secure site')
    const reply = await solanaRpc(token, 'solana_signMessage', {
      message: getBase58Decoder().decode(message),
      pubkey: solanaAddress,
    })
    const signed = signatureBytes(base58Bytes(resultField(reply, 'signature')))
    const key = await getPublicKeyFromAddress(solanaAddress)
    expect(await verifySignature(key, signed, message)).toBe(true)
    const tampered = new TextEncoder().encode('hello from the devnet secure sitE')
    expect(await verifySignature(key, signed, tampered)).toBe(false)
  })

  it('[CALL-26] signs with solana_signTransaction and solana_signAllTransactions without sending', async () => {
    const { token, solanaAddress } = await devnet.signIn('sol-dan@example.org')
    const transfer = (version: 'legacy' | 0) =>
      unsignedTransfer({
        rpcUrl: solana.url,
        from: solanaAddress,
        to: recipient(),
        lamports: 1_000n,
        version,
      })
    const before = await balanceOf(solanaAddress)
    const signed = resultField(
      await solanaRpc(token, 'solana_signTransaction', { transaction: await transfer(0) }),
      'transaction',
    )
    expect(await isSignedBy(signed, solanaAddress)).toBe(true)

    const all = await solanaRpc(token, 'solana_signAllTransactions', {
      transactions: [await transfer('legacy'), await transfer(0)],
    })
    const result = isRecord(all.body) ? all.body.result : undefined
    const transactions = isRecord(result) ? result.transactions : undefined
    if (!Array.isArray(transactions)) throw new Error(`no transactions in ${JSON.stringify(all)}`)
    expect(transactions).toHaveLength(2)
    for (const wire of transactions) {
      if (typeof wire !== 'string') throw new Error('a signed transaction is not text')
      expect(await isSignedBy(wire, solanaAddress)).toBe(true)
    }
    expect(await balanceOf(solanaAddress)).toBe(before)
  })

  it('[CALL-26] signs and sends with solana_signAndSendTransaction: the transfer lands on the cluster', async () => {
    const { token, solanaAddress } = await devnet.signIn('sol-erin@example.org')
    const to = recipient()
    const [senderBefore, recipientBefore] = [await balanceOf(solanaAddress), await balanceOf(to)]
    const transaction = await unsignedTransfer({
      rpcUrl: solana.url,
      from: solanaAddress,
      to,
      lamports: 250_000_000n,
      version: 'legacy',
    })
    const reply = await solanaRpc(token, 'solana_signAndSendTransaction', {
      transaction,
      options: { skipPreflight: false, preflightCommitment: 'confirmed', maxRetries: 0 },
    })
    const sent = signature(resultField(reply, 'signature'))
    const rpc = createSolanaRpc(solana.url)
    const { value: statuses } = await rpc.getSignatureStatuses([sent]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(await balanceOf(to)).toBe(recipientBefore + 250_000_000n)
    expect(await balanceOf(solanaAddress)).toBe(senderBefore - 250_000_000n - 5_000n)
  })

  it('refuses, naming the method, what the user may not sign or the cluster refuses', async () => {
    const { token, solanaAddress } = await devnet.signIn('sol-fay@example.org')
    const other = await devnet.signIn('sol-gus@example.org')
    const foreign = await unsignedTransfer({
      rpcUrl: solana.url,
      from: other.solanaAddress,
      to: recipient(),
      lamports: 1n,
      version: 0,
    })
    expect(await solanaRpc(token, 'solana_signTransaction', { transaction: foreign })).toEqual({
      status: 422,
      body: {
        message: 'solana_signTransaction: the transaction does not ask the signed-in user to sign',
      },
    })
    expect(
      await solanaRpc(token, 'solana_signMessage', { message: '3yZe7d', pubkey: recipient() }),
    ).toEqual({
      status: 422,
      body: { message: "solana_signMessage: the pubkey is not the signed-in user's" },
    })
    expect(
      await solanaRpc(token, 'solana_signAndSendTransaction', { transaction: '0OIl' }),
    ).toEqual({
      status: 422,
      body: {
        message:
          'solana_signAndSendTransaction: transaction is not a base58 Solana transaction ' +
          '(Invalid params: the transaction is not valid base58)',
      },
    })
    // More than the wallet holds: the cluster's preflight refuses it, and the reply says so.
    const tooMuch = await unsignedTransfer({
      rpcUrl: solana.url,
      from: solanaAddress,
      to: recipient(),
      lamports: BigInt(SOLANA_WALLET_LAMPORTS) * 2n,
      version: 0,
    })
    const refused = await solanaRpc(token, 'solana_signAndSendTransaction', {
      transaction: tooMuch,
    })
    expect(refused.status).toBe(422)
    expect(JSON.stringify(refused.body)).toContain('Transaction simulation failed')
    expect(await solanaRpc(token, 'getBalance', {})).toEqual({
      status: 422,
      body: { message: "getBalance is not supported on the devnet secure site's Solana wallet" },
    })
  })
})
