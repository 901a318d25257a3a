import {
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  isSolanaError,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED,
  SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND,
  type Transaction,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolanaDevnet, type SolanaDevnet } from '../../../devnet/solana/index.js'
import { devSigner, kitClients, rawRpc, signedTransaction, solTransfer } from './devnet-clients.js'

let devnet: SolanaDevnet

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0, log: () => undefined })
})

afterAll(async () => {
  await devnet.close()
})

function send(transaction: Transaction, skipPreflight = false) {
  return kitClients(devnet)
    .rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), {
      encoding: 'base64',
      skipPreflight,
    })
    .send()
}

function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (error: unknown) => error,
  )
}

async function transferTo(amount: bigint, lifetime?: Parameters<typeof signedTransaction>[3]) {
  const [sender, recipient] = await Promise.all([devSigner(devnet, 3), generateKeyPairSigner()])
  return signedTransaction(devnet, sender, solTransfer(sender, recipient.address, amount), lifetime)
}

describe('sendTransaction', () => {
  it('lands a transaction that fails in its program when preflight is skipped, with the error on its status', async () => {
    const sender = await devSigner(devnet, 3)
    const { rpc } = kitClients(devnet)
    const { value: before } = await rpc.getBalance(sender.address).send()
    const transaction = await transferTo(before * 2n)
    const signature = await send(transaction, true)

    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    const failed = { InstructionError: [0n, { Custom: 1n }] }
    expect(statuses[0]).toMatchObject({ err: failed, status: { Err: failed } })
    // It landed, so the fee was paid.
    expect((await rpc.getBalance(sender.address).send()).value).toBe(before - 5_000n)
  })

  it('refuses the same transaction twice as AlreadyProcessed', async () => {
    const transaction = await transferTo(1_000_000_000n)
    await send(transaction)
    const failure = await failureOf(send(transaction))
    expect(
      isSolanaError(
        failure,
        SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
      ),
    ).toBe(true)
    expect(
      isSolanaError(
        failure,
        SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
      ) && isSolanaError(failure.cause, SOLANA_ERROR__TRANSACTION_ERROR__ALREADY_PROCESSED),
    ).toBe(true)
  })

  it('refuses a transaction whose blockhash it never issued as BlockhashNotFound', async () => {
    const unknownHash = blockhash((await generateKeyPairSigner()).address)
    const transaction = await transferTo(1_000_000_000n, {
      blockhash: unknownHash,
      lastValidBlockHeight: 1_000n,
    })
    const failure = await failureOf(send(transaction))
    expect(
      isSolanaError(
        failure,
        SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
      ) && isSolanaError(failure.cause, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND),
    ).toBe(true)
  })

  it('accepts a blockhash that is no longer the latest but still within its 150 blocks', async () => {
    const { rpc } = kitClients(devnet)
    const { value: older } = await rpc.getLatestBlockhash().send()
    await send(await transferTo(1_000_000_000n))
    expect((await rpc.getLatestBlockhash().send()).value.blockhash).not.toBe(older.blockhash)
    const signature = await send(await transferTo(1_000_000_000n, older))
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]?.err).toBeNull()
  })

  it('refuses an unsigned transaction with a signature verification failure', async () => {
    const sender = await devSigner(devnet, 3)
    const { value: latest } = await kitClients(devnet).rpc.getLatestBlockhash().send()
    const unsigned = compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (message) => setTransactionMessageFeePayer(sender.address, message),
        (message) => setTransactionMessageLifetimeUsingBlockhash(latest, message),
        (message) =>
          appendTransactionMessageInstruction(solTransfer(sender, sender.address, 1n), message),
      ),
    )
    const failure = await failureOf(send(unsigned))
    expect(
      isSolanaError(
        failure,
        SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
      ),
    ).toBe(true)
  })

  it('answers bytes that are not a transaction with -32602', async () => {
    const reply = await rawRpc(devnet, 'sendTransaction', ['AAAA', { encoding: 'base64' }])
    expect(reply).toMatchObject({ error: { code: -32602 } })
  })
})

describe('simulateTransaction', () => {
  it('runs a transaction without landing it and reports its logs', async () => {
    const { rpc } = kitClients(devnet)
    const transaction = await transferTo(1_000_000_000n)
    const slotBefore = await rpc.getSlot().send()
    const { value } = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    expect(value.err).toBeNull()
    expect(value.logs?.join('\n')).toContain('success')
    expect(await rpc.getSlot().send()).toBe(slotBefore)
    const { value: statuses } = await rpc
      .getSignatureStatuses([getSignatureFromTransaction(transaction)])
      .send()
    expect(statuses).toEqual([null])
  })

  it('reports a failing program with its error and logs', async () => {
    const transaction = await transferTo(10_000n * 10n ** 9n)
    const { value } = await kitClients(devnet)
      .rpc.simulateTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    expect(value.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
    expect(value.logs?.join('\n')).toContain('insufficient lamports')
  })
})

describe('getFeeForMessage', () => {
  it('charges 5000 lamports per signature for a message with a recent blockhash', async () => {
    const transaction = await transferTo(1n)
    const message = getBase64Decoder().decode(transaction.messageBytes)
    expect(await rawRpc(devnet, 'getFeeForMessage', [message])).toMatchObject({
      result: { value: 5000 },
    })
  })
})
