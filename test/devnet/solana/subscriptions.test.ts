import {
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { startSolanaDevnet, type SolanaDevnet } from '../../../devnet/solana/index.js'
import { devSigner, kitClients, signedTransaction, solTransfer } from './devnet-clients.js'

let devnet: SolanaDevnet

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0, log: () => undefined })
})

afterAll(async () => {
  await devnet.close()
})

/** The first item of a kit notification stream, then stops listening. */
async function firstOf<T>(notifications: AsyncIterable<T>): Promise<T> {
  for await (const notification of notifications) return notification
  throw new Error('the subscription ended without a notification')
}

async function signedTransfer(lamportsToSend: bigint) {
  const [sender, recipient] = await Promise.all([devSigner(devnet, 0), generateKeyPairSigner()])
  return signedTransaction(devnet, sender, solTransfer(sender, recipient.address, lamportsToSend))
}

/** A raw WebSocket client: sends one JSON-RPC message and resolves with the next message. */
async function rawExchange(message: string): Promise<unknown> {
  const socket = new WebSocket(devnet.wsUrl)
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  const reply = new Promise<unknown>((resolve) => {
    socket.once('message', (data: Buffer) => {
      resolve(JSON.parse(data.toString('utf8')))
    })
  })
  socket.send(message)
  try {
    return await reply
  } finally {
    socket.close()
  }
}

describe('Solana devnet WebSocket subscriptions', () => {
  it('signatureSubscribe notifies once with err null when the transaction lands', async () => {
    const { rpc, rpcSubscriptions } = kitClients(devnet)
    const transaction = await signedTransfer(10_000_000n)
    const signature = getSignatureFromTransaction(transaction)
    const abort = new AbortController()
    const notifications = await rpcSubscriptions
      .signatureNotifications(signature, { commitment: 'confirmed' })
      .subscribe({ abortSignal: abort.signal })
    const { value: before } = await rpc.getSignatureStatuses([signature]).send()
    expect(before).toEqual([null])

    const notified = firstOf(notifications)
    await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    const notification = await notified
    abort.abort()
    expect(notification.value).toEqual({ err: null })
    const { value: after } = await rpc.getSignatureStatuses([signature]).send()
    expect(notification.context.slot).toBe(after[0]?.slot)
  })

  it('signatureSubscribe notifies right away for a signature that already landed', async () => {
    const { rpc, rpcSubscriptions } = kitClients(devnet)
    const transaction = await signedTransfer(10_000_000n)
    const signature = await rpc
      .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    const abort = new AbortController()
    const notifications = await rpcSubscriptions
      .signatureNotifications(signature, { commitment: 'confirmed' })
      .subscribe({ abortSignal: abort.signal })
    const notification = await firstOf(notifications)
    abort.abort()
    expect(notification.value).toEqual({ err: null })
  })

  it('slotSubscribe reports the new slot after each landed transaction', async () => {
    const { rpc, rpcSubscriptions } = kitClients(devnet)
    const abort = new AbortController()
    const notifications = await rpcSubscriptions
      .slotNotifications()
      .subscribe({ abortSignal: abort.signal })
    const slotBefore = await rpc.getSlot().send()
    const notified = firstOf(notifications)
    const newcomer = await generateKeyPairSigner()
    await rpc.requestAirdrop(newcomer.address, lamports(1_000_000_000n)).send()
    const notification = await notified
    abort.abort()
    expect(notification).toEqual({
      parent: slotBefore,
      root: slotBefore + 1n,
      slot: slotBefore + 1n,
    })
  })

  it('accountSubscribe reports an account whose balance changed', async () => {
    const { rpc, rpcSubscriptions } = kitClients(devnet)
    const newcomer = await generateKeyPairSigner()
    const abort = new AbortController()
    const notifications = await rpcSubscriptions
      .accountNotifications(newcomer.address, { encoding: 'base64', commitment: 'confirmed' })
      .subscribe({ abortSignal: abort.signal })
    const notified = firstOf(notifications)
    await rpc.requestAirdrop(newcomer.address, lamports(3_000_000_000n)).send()
    const notification = await notified
    abort.abort()
    expect(notification.value.lamports).toBe(3_000_000_000n)
  })

  it('answers an unknown subscription method with -32601 and a bad unsubscribe with -32602', async () => {
    const unknown = await rawExchange(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'blockSubscribe', params: [] }),
    )
    expect(unknown).toMatchObject({ id: 1, error: { code: -32601 } })
    const unsubscribe = await rawExchange(
      JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'signatureUnsubscribe', params: [999_999] }),
    )
    expect(unsubscribe).toMatchObject({ id: 2, error: { code: -32602 } })
  })

  it('answers a message that is not JSON with -32700', async () => {
    expect(await rawExchange('{not json')).toMatchObject({ id: null, error: { code: -32700 } })
  })
})
