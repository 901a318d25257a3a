import { createHash } from 'node:crypto'
import { createServer } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { startRelay, type RunningRelay } from '../../../devnet/relay/index.js'
import { connectRawClient, randomTopic, type RawRelayClient } from './raw-relay-client.js'

let relay: RunningRelay
const logLines: string[] = []
const open: RawRelayClient[] = []

beforeAll(async () => {
  relay = await startRelay({ port: 0, log: (line) => logLines.push(line), pingIntervalMs: 100 })
})

afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(open.splice(0).map((client) => client.close()))
})

afterAll(async () => {
  await relay.close()
})

async function client(iss: string, options = { autoAck: true }) {
  const connected = await connectRawClient(relay.url, iss, options)
  open.push(connected)
  return connected
}

const publish = (from: RawRelayClient, topic: string, message: string, ttl = 300) =>
  from.request('irn_publish', { topic, message, ttl, tag: 1000, prompt: false })

/** A reply proves the relay is done with everything the client sent before it. */
const roundTrip = (from: RawRelayClient) => from.request('irn_batchFetchMessages', { topics: [] })

const subscriptionId = (topic: string, iss: string) =>
  createHash('sha256')
    .update(topic + iss)
    .digest('hex')

describe('startRelay', () => {
  it('listens on 127.0.0.1 and says so', () => {
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(logLines).toContain(`WalletConnect relay ready on ${relay.url}`)
  })

  it('refuses a port already in use with a message naming the port', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => {
      blocker.listen(0, '127.0.0.1', resolve)
    })
    const address = blocker.address()
    const port = typeof address === 'object' && address !== null ? address.port : 0
    try {
      await expect(startRelay({ port, log: () => undefined })).rejects.toThrow(
        `WalletConnect relay: port ${port} on 127.0.0.1 is already in use`,
      )
    } finally {
      blocker.close()
    }
  })

  it('refuses a connection without an ?auth= JWT, since it could not tell clients apart', async () => {
    const socket = new WebSocket(`${relay.url}/?projectId=test`)
    const status = await new Promise<number | undefined>((resolve) => {
      socket.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode)
      })
      socket.once('error', () => undefined)
    })
    expect(status).toBe(401)
  })

  it('pings every client so WalletConnect clients, which drop a silent socket after 35 s, keep it', async () => {
    const wallet = await client('did:key:pinged')
    await vi.waitFor(() => {
      expect(wallet.pings()).toBeGreaterThan(0)
    })
  })
})

describe('subscribing and publishing', () => {
  it('answers irn_subscribe with the id the client derives itself, sha256(topic + client id)', async () => {
    const wallet = await client('did:key:wallet-a')
    const topic = randomTopic()
    const reply = await wallet.request('irn_subscribe', { topic })
    expect(reply.result).toBe(subscriptionId(topic, 'did:key:wallet-a'))
  })

  it('replays a message published before anyone subscribed (the proposal case)', async () => {
    const dapp = await client('did:key:dapp-b')
    const topic = randomTopic()
    expect((await publish(dapp, topic, 'proposal')).result).toBe(true)

    const wallet = await client('did:key:wallet-b')
    await wallet.request('irn_subscribe', { topic })
    const [push] = await wallet.waitForPushes(1)
    expect(push).toMatchObject({
      subscriptionId: subscriptionId(topic, 'did:key:wallet-b'),
      topic,
      message: 'proposal',
      attestation: '',
    })
    expect(push?.publishedAt).toBeGreaterThan(Date.now() - 60_000)
  })

  it('delivers to every other subscriber and never echoes a message to its sender', async () => {
    const topic = randomTopic()
    const dapp = await client('did:key:dapp-c')
    const wallet = await client('did:key:wallet-c')
    await dapp.request('irn_subscribe', { topic })
    await wallet.request('irn_subscribe', { topic })

    await publish(dapp, topic, 'hello wallet')
    await wallet.waitForPushes(1)
    await roundTrip(dapp)
    expect(dapp.pushes).toEqual([])

    // A new socket of the same client (a reconnect) is not replayed its own message either.
    const reconnected = await client('did:key:dapp-c')
    await reconnected.request('irn_subscribe', { topic })
    await roundTrip(reconnected)
    expect(reconnected.pushes).toEqual([])
  })

  it('pushes again what a client did not acknowledge, and never what it did', async () => {
    const topic = randomTopic()
    const dapp = await client('did:key:dapp-d')
    await publish(dapp, topic, 'settle')

    const silent = await client('did:key:wallet-d', { autoAck: false })
    await silent.request('irn_subscribe', { topic })
    await silent.waitForPushes(1)
    await silent.close()

    const again = await client('did:key:wallet-d', { autoAck: false })
    await again.request('irn_subscribe', { topic })
    const [push] = await again.waitForPushes(1)
    expect(push?.message).toBe('settle')
    again.ack(push?.id ?? 0)
    await roundTrip(again)
    await again.close()

    const afterAck = await client('did:key:wallet-d')
    await afterAck.request('irn_subscribe', { topic })
    await roundTrip(afterAck)
    expect(afterAck.pushes).toEqual([])
  })

  it('forgets a message once its ttl has run out', async () => {
    const topic = randomTopic()
    const dapp = await client('did:key:dapp-e')
    vi.useFakeTimers({ toFake: ['Date'] })
    await publish(dapp, topic, 'short-lived', 10)
    vi.setSystemTime(Date.now() + 9_000)
    const early = await client('did:key:wallet-e1')
    await early.request('irn_subscribe', { topic })
    await early.waitForPushes(1)

    vi.setSystemTime(Date.now() + 2_000)
    const late = await client('did:key:wallet-e2')
    await late.request('irn_subscribe', { topic })
    await roundTrip(late)
    expect(late.pushes).toEqual([])
  })

  it('subscribes to several topics with irn_batchSubscribe and replays each', async () => {
    const [first, second] = [randomTopic(), randomTopic()]
    const dapp = await client('did:key:dapp-f')
    await publish(dapp, first, 'one')
    await publish(dapp, second, 'two')

    const wallet = await client('did:key:wallet-f')
    const reply = await wallet.request('irn_batchSubscribe', { topics: [first, second] })
    expect(reply.result).toEqual([
      subscriptionId(first, 'did:key:wallet-f'),
      subscriptionId(second, 'did:key:wallet-f'),
    ])
    const pushes = await wallet.waitForPushes(2)
    expect(pushes.map((push) => [push.topic, push.message])).toEqual([
      [first, 'one'],
      [second, 'two'],
    ])
  })

  it('stops delivering after irn_unsubscribe and irn_batchUnsubscribe', async () => {
    const [first, second] = [randomTopic(), randomTopic()]
    const dapp = await client('did:key:dapp-g')
    const wallet = await client('did:key:wallet-g')
    await wallet.request('irn_batchSubscribe', { topics: [first, second] })
    const id = subscriptionId(first, 'did:key:wallet-g')
    expect((await wallet.request('irn_unsubscribe', { topic: first, id })).result).toBe(true)
    const batch = {
      subscriptions: [{ topic: second, id: subscriptionId(second, 'did:key:wallet-g') }],
    }
    expect((await wallet.request('irn_batchUnsubscribe', batch)).result).toBe(true)

    await publish(dapp, first, 'missed')
    await dapp.request('irn_batchPublish', {
      messages: [{ topic: second, message: 'missed too', ttl: 300 }],
    })
    await roundTrip(wallet)
    expect(wallet.pushes).toEqual([])
  })

  it('answers irn_batchFetchMessages with what the client has not received yet', async () => {
    const topic = randomTopic()
    const dapp = await client('did:key:dapp-h')
    await publish(dapp, topic, 'fetched')
    const wallet = await client('did:key:wallet-h')
    const reply = await wallet.request('irn_batchFetchMessages', { topics: [topic] })
    expect(reply.result).toEqual({
      messages: [expect.objectContaining({ topic, message: 'fetched', attestation: '' })],
      hasMore: false,
    })
    const again = await wallet.request('irn_batchFetchMessages', { topics: [topic] })
    expect(again.result).toEqual({ messages: [], hasMore: false })
  })
})

describe('an acknowledged message is delivered once per client', () => {
  it('is not pushed again on a resubscribe or batch subscribe of the same socket, nor fetched, nor replayed to its next socket', async () => {
    const topic = randomTopic()
    const dapp = await client('did:key:dapp-once-a')
    const wallet = await client('did:key:wallet-once-a')
    await wallet.request('irn_subscribe', { topic })
    await publish(dapp, topic, 'response')
    await wallet.waitForPushes(1)
    await roundTrip(wallet)
    await wallet.request('irn_subscribe', { topic })
    await wallet.request('irn_batchSubscribe', { topics: [topic] })
    const fetched = await wallet.request('irn_batchFetchMessages', { topics: [topic] })
    expect(fetched.result).toEqual({ messages: [], hasMore: false })
    expect(wallet.pushes.map((push) => push.message)).toEqual(['response'])
    await wallet.close()
    const next = await client('did:key:wallet-once-a')
    await next.request('irn_subscribe', { topic })
    await roundTrip(next)
    expect(next.pushes).toEqual([])
  })

  it('is not pushed twice while its first push awaits the ack: a resubscribe and a fetch on that socket get nothing more', async () => {
    const topic = randomTopic()
    const dapp = await client('did:key:dapp-once-b')
    const wallet = await client('did:key:wallet-once-b', { autoAck: false })
    await wallet.request('irn_subscribe', { topic })
    await publish(dapp, topic, 'response')
    const [push] = await wallet.waitForPushes(1)
    await wallet.request('irn_subscribe', { topic })
    const fetched = await wallet.request('irn_batchFetchMessages', { topics: [topic] })
    expect(fetched.result).toEqual({ messages: [], hasMore: false })
    wallet.ack(push?.id ?? 0)
    await wallet.request('irn_subscribe', { topic })
    await roundTrip(wallet)
    expect(wallet.pushes.map((pushed) => pushed.message)).toEqual(['response'])
  })

  it('reaches a client with two sockets on the topic once; unacked on a socket that closes, it goes to the other once', async () => {
    const topic = randomTopic()
    const dapp = await client('did:key:dapp-once-c')
    const older = await client('did:key:wallet-once-c', { autoAck: false })
    const newer = await client('did:key:wallet-once-c')
    await older.request('irn_subscribe', { topic })
    await newer.request('irn_subscribe', { topic })
    await publish(dapp, topic, 'to the newer')
    await newer.waitForPushes(1)
    await roundTrip(older)
    expect(older.pushes).toEqual([])

    // The newer socket leaves; the next message goes to the older one, which closes unacked.
    await newer.close()
    const again = await client('did:key:wallet-once-c')
    await again.request('irn_subscribe', { topic })
    await roundTrip(again)
    expect(again.pushes).toEqual([])
    await again.request('irn_unsubscribe', {
      topic,
      id: subscriptionId(topic, 'did:key:wallet-once-c'),
    })
    await publish(dapp, topic, 'held unacked')
    await older.waitForPushes(1)
    await again.request('irn_subscribe', { topic })
    await roundTrip(again)
    expect(again.pushes).toEqual([])
    await older.close()
    const [redelivered] = await again.waitForPushes(1)
    expect(redelivered?.message).toBe('held unacked')
    await roundTrip(again)
    expect(again.pushes.map((push) => push.message)).toEqual(['held unacked'])
  })
})

describe('a push whose ack is overdue', () => {
  it('goes to the newest socket of the client on the topic while the socket it reached stays open unacked, and is acked there once', async () => {
    const quick = await startRelay({ port: 0, log: () => undefined, ackTimeoutMs: 200 })
    const clients: RawRelayClient[] = []
    const connect = async (iss: string, options = { autoAck: true }) => {
      const connected = await connectRawClient(quick.url, iss, options)
      clients.push(connected)
      return connected
    }
    try {
      const topic = randomTopic()
      const dapp = await connect('did:key:dapp-overdue')
      // The socket a racing reconnect abandoned: open, subscribed, never acking.
      const abandoned = await connect('did:key:wallet-overdue', { autoAck: false })
      await abandoned.request('irn_subscribe', { topic })
      await publish(dapp, topic, 'the response')
      await abandoned.waitForPushes(1)
      const listening = await connect('did:key:wallet-overdue')
      await listening.request('irn_subscribe', { topic })
      const [redelivered] = await listening.waitForPushes(1)
      expect(redelivered?.message).toBe('the response')
      await roundTrip(listening)
      await new Promise((resolve) => setTimeout(resolve, 400))
      await roundTrip(listening)
      expect(listening.pushes.map((push) => push.message)).toEqual(['the response'])
      expect(abandoned.pushes.map((push) => push.message)).toEqual(['the response'])
      expect(quick.stats().acknowledged).toBe(1)
    } finally {
      await Promise.all(clients.map((each) => each.close()))
      await quick.close()
    }
  })
})

describe('sign 2.5 methods', () => {
  it('wc_proposeSession subscribes the dapp to the pairing topic and stores the proposal', async () => {
    const pairingTopic = randomTopic()
    const dapp = await client('did:key:dapp-i')
    const propose = {
      pairingTopic,
      sessionProposal: 'encrypted-proposal',
      ttl: 300,
      attestation: 'jwt',
    }
    expect((await dapp.request('wc_proposeSession', propose)).result).toBe(true)

    const wallet = await client('did:key:wallet-i')
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    const [proposal] = await wallet.waitForPushes(1)
    expect(proposal).toMatchObject({ message: 'encrypted-proposal', attestation: 'jwt' })

    await publish(wallet, pairingTopic, 'reply on the pairing topic')
    const [reply] = await dapp.waitForPushes(1)
    expect(reply?.message).toBe('reply on the pairing topic')
  })

  it('wc_approveSession answers on the pairing topic and settles on the session topic', async () => {
    const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()]
    const dapp = await client('did:key:dapp-j')
    await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal' })
    const wallet = await client('did:key:wallet-j')
    await wallet.request('irn_subscribe', { topic: pairingTopic })

    const approve = {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'approval',
      sessionSettlementRequest: 'settlement',
    }
    expect((await wallet.request('wc_approveSession', approve)).result).toBe(true)
    const [approval] = await dapp.waitForPushes(1)
    expect(approval).toMatchObject({ topic: pairingTopic, message: 'approval' })

    // The dapp only learns the session topic from the approval, so it subscribes afterwards.
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    const pushes = await dapp.waitForPushes(2)
    expect(pushes[1]).toMatchObject({ topic: sessionTopic, message: 'settlement' })

    await publish(dapp, sessionTopic, 'settle acknowledged')
    const walletPushes = await wallet.waitForPushes(2)
    expect(walletPushes[1]).toMatchObject({ topic: sessionTopic, message: 'settle acknowledged' })
  })
})

describe('malformed frames', () => {
  it('answers each with a JSON-RPC error and keeps the connection', async () => {
    const wallet = await client('did:key:wallet-k')
    expect(await wallet.sendRaw('{not json', null)).toMatchObject({
      id: null,
      error: { code: -32700 },
    })
    expect(await wallet.sendRaw('[1, 2]', null)).toMatchObject({ error: { code: -32600 } })
    expect(
      await wallet.sendRaw(JSON.stringify({ id: 7, method: 'irn_subscribe' }), 7),
    ).toMatchObject({
      error: { code: -32600, message: 'Invalid Request: jsonrpc must be "2.0"' },
    })
    expect(await wallet.request('irn_teleport', {})).toMatchObject({
      error: { code: -32601, message: 'Method not found: irn_teleport' },
    })
    expect(await wallet.request('irn_subscribe', { topic: 'nope' })).toMatchObject({
      error: { code: -32602, message: 'Invalid params: topic must be 64 lowercase hex characters' },
    })
    const badTtl = { topic: randomTopic(), message: 'm', ttl: -1 }
    expect(await wallet.request('irn_publish', badTtl)).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('ttl') as unknown },
    })
    const badBatch = { messages: [{ topic: randomTopic(), message: 'm', ttl: 300 }, { topic: 1 }] }
    expect(await wallet.request('irn_batchPublish', badBatch)).toMatchObject({
      error: { code: -32602, message: expect.stringContaining('messages[1].topic') as unknown },
    })

    const topic = randomTopic()
    expect((await wallet.request('irn_subscribe', { topic })).result).toBe(
      subscriptionId(topic, 'did:key:wallet-k'),
    )
  })
})

describe('stats', () => {
  it('counts connections, subscriptions and stored messages', async () => {
    const before = relay.stats()
    const topic = randomTopic()
    const dapp = await client('did:key:dapp-l')
    const wallet = await client('did:key:wallet-l')
    await wallet.request('irn_subscribe', { topic })
    await publish(dapp, topic, 'counted')
    await wallet.waitForPushes(1)
    await roundTrip(wallet)
    expect(relay.stats()).toMatchObject({
      connections: before.connections + 2,
      subscriptions: before.subscriptions + 1,
      storedMessages: before.storedMessages + 1,
      published: before.published + 1,
      pushed: before.pushed + 1,
      acknowledged: before.acknowledged + 1,
    })
  })
})
