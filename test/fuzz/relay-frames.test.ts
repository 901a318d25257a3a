import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type RunningRelay } from '../../devnet/relay/index.js'
import { connectRawClient, randomTopic } from '../devnet/relay/raw-relay-client.js'
import { fuzzTarget, HANG_MS } from './fuzz-settings.js'

let relay: RunningRelay
const logLines: string[] = []

beforeAll(async () => {
  relay = await startRelay({ port: 0, log: (line) => logLines.push(line) })
})

afterAll(async () => {
  await relay.close()
})

const topic = fc.oneof(
  fc.constant(randomTopic()),
  fc.string({ maxLength: 70 }),
  fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((bytes) => Buffer.from(bytes).toString('hex')),
)
const params = fc.oneof(
  fc.record(
    {
      topic,
      topics: fc.array(topic, { maxLength: 3 }),
      message: fc.string({ maxLength: 80 }),
      ttl: fc.oneof(fc.integer(), fc.double()),
      tag: fc.integer(),
      id: fc.string({ maxLength: 20 }),
      messages: fc.array(fc.record({ topic, message: fc.string() }), { maxLength: 2 }),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 2 }),
)
const frame = fc.oneof(
  fc
    .record({
      jsonrpc: fc.constantFrom('2.0', '1.0'),
      id: fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.double(), fc.constant(null)),
      method: fc.oneof(
        fc.constantFrom(
          'irn_subscribe',
          'irn_batchSubscribe',
          'irn_unsubscribe',
          'irn_batchUnsubscribe',
          'irn_publish',
          'irn_batchPublish',
          'irn_batchFetchMessages',
        ),
        fc.string({ maxLength: 20 }),
      ),
      params,
    })
    .map((value) => JSON.stringify(value)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
)

const withHangLimit = <T>(promise: Promise<T>, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => {
        reject(new Error(`hang: ${what}`))
      }, HANG_MS).unref(),
    ),
  ])

describe('fuzz: relay frames', () => {
  it('every frame is answered or ignored, the socket stays open and a valid subscribe still works', async () => {
    const client = await connectRawClient(relay.url, 'did:key:fuzz')
    let sentinel = 1_000_000_000
    const counts = await fuzzTarget('relay frames', frame, async (text, tally) => {
      client.socket.send(text)
      // A valid request after every frame proves the relay read past it and still serves.
      sentinel += 1
      const reply = await withHangLimit(
        client.sendRaw(
          JSON.stringify({
            jsonrpc: '2.0',
            id: sentinel,
            method: 'irn_subscribe',
            params: { topic: randomTopic() },
          }),
          sentinel,
        ),
        text,
      ).catch((error: unknown) => {
        tally.hangs += 1
        throw error
      })
      expect(reply, text).toHaveProperty('result')
      expect(client.socket.readyState, text).toBe(client.socket.OPEN)
    })
    expect(counts).toMatchObject({ crashes: 0, hangs: 0 })
    expect(logLines.filter((line) => line.includes('failed'))).toEqual([])
    client.socket.close()
  })
})
