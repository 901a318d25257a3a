import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'
import { createFaultBoard } from '../../../devnet/faults/fault-board.js'
import { startProjectApi, type ProjectApiDevnet } from '../../../devnet/project-api/index.js'
import { createAnalyticsClient } from '../../../src/clients/analytics-client.js'
import {
  createEvents,
  listenForPageHide,
  type EventsDeps,
  type TrackEvent,
} from '../../../src/controllers/events.js'
import { ANALYTICS_FLUSH } from '../../../src/core/constants.js'
import { SdkError } from '../../../src/core/errors.js'
import { startRecordedServer, type RecordedServer } from '../../contract/recorded-server.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const PAGE = 'http://127.0.0.1:5173/account?tab=activity'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

let server: RecordedServer
/** Every send the controller started, so a test can wait for the real requests to land. */
let sends: Promise<unknown>[]
let analyticsEnabled: boolean | undefined
let hidePage: () => void
let stopped: boolean

beforeAll(async () => {
  server = await startRecordedServer('project-api')
})
afterAll(() => server.close())

beforeEach(() => {
  // Only the controller's own clock and timer are faked; the HTTP underneath runs for real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
  server.requests.length = 0
  sends = []
  analyticsEnabled = true
  stopped = false
  hidePage = () => undefined
})
afterEach(() => {
  vi.useRealTimers()
})

function eventsDeps(): EventsDeps {
  const client = createAnalyticsClient({ baseUrl: server.url, projectId: 'test' })
  const started = <T>(send: Promise<T>): Promise<T> => {
    sends.push(send)
    return send
  }
  return {
    analytics: {
      sendBatch: (events) => started(client.sendBatch(events)),
      sendError: (event) => started(client.sendError(event)),
    },
    isAnalyticsEnabled: () => analyticsEnabled,
    pageUrl: () => PAGE,
    context: () => ({ address: ADDRESS, caipNetworkId: 'eip155:1' }),
    onPageHide: (listener) => {
      hidePage = listener
      return () => {
        stopped = true
      }
    },
  }
}

async function sent(operationId: 'postEventBatch' | 'postErrorEvent'): Promise<unknown[]> {
  await Promise.all(sends)
  return server.requests.filter((r) => r.operationId === operationId).map((r) => r.body)
}

const batches = () => sent('postEventBatch')

const eventIdOf = (event: unknown): string | undefined =>
  typeof event === 'object' &&
  event !== null &&
  'eventId' in event &&
  typeof event.eventId === 'string'
    ? event.eventId
    : undefined

describe('track events', () => {
  it('[ENT-33] builds eventId, url, domain, timestamp and props with the caipNetworkId', async () => {
    vi.setSystemTime(1_767_225_601_000)
    const events = createEvents(eventsDeps())
    events.track({ event: 'MODAL_OPEN', properties: { connected: true } })
    const { lastEvent } = events.store.getState()
    expect(lastEvent?.eventId).toMatch(UUID)
    const expected = {
      eventId: lastEvent?.eventId,
      url: PAGE,
      domain: '127.0.0.1',
      timestamp: 1_767_225_601_000,
      props: {
        type: 'track',
        event: 'MODAL_OPEN',
        address: ADDRESS,
        properties: { caipNetworkId: 'eip155:1', connected: true },
      },
    }
    expect(lastEvent).toEqual(expected)
    await events.flush()
    expect(await batches()).toEqual([[expected]])
  })

  it('gives every event its own id and lets an event name its own address and network', async () => {
    const events = createEvents(eventsDeps())
    events.track({ event: 'A' })
    events.track({ event: 'B', address: '0xabc', properties: { caipNetworkId: 'eip155:10' } })
    await events.flush()
    const [batch] = await batches()
    const sentEvents = Array.isArray(batch) ? batch : []
    expect(new Set(sentEvents.map((e: TrackEvent) => e.eventId)).size).toBe(2)
    expect(sentEvents[1]).toMatchObject({
      props: { address: '0xabc', properties: { caipNetworkId: 'eip155:10' } },
    })
  })

  it('[STATE-80] buffers events and sends them together, not one request per event', async () => {
    const events = createEvents(eventsDeps())
    for (const event of ['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS']) events.track({ event })
    expect(await batches()).toEqual([])
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH.intervalMs)
    const sentBatches = await batches()
    expect(sentBatches).toHaveLength(1)
    expect(sentBatches[0]).toHaveLength(3)
  })

  it('drops an event that cannot be sent as JSON without losing the rest of the batch', async () => {
    const events = createEvents(eventsDeps())
    events.track({ event: 'KEPT' })
    events.track({ event: 'BIGINT', properties: { amount: 10n } })
    await events.flush()
    const [batch] = await batches()
    expect(batch).toMatchObject([{ props: { event: 'KEPT' } }])
    expect(batch).toHaveLength(1)
  })

  it('sends nothing while analytics is disabled, but still publishes the event', async () => {
    analyticsEnabled = false
    const events = createEvents(eventsDeps())
    events.track({ event: 'MODAL_OPEN' })
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH.intervalMs)
    await events.flush()
    expect(await batches()).toEqual([])
    expect(events.store.getState().lastEvent?.props.event).toBe('MODAL_OPEN')
  })

  it('keeps the events tracked before the switch lands, and sends them once it is on', async () => {
    analyticsEnabled = undefined
    const events = createEvents(eventsDeps())
    events.track({ event: 'MODAL_OPEN' })
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH.intervalMs)
    await events.flush()
    expect(await batches()).toEqual([])
    analyticsEnabled = true
    await events.flush()
    const [batch] = await batches()
    expect(Array.isArray(batch) ? batch.map((event: unknown) => eventIdOf(event)) : []).toEqual([
      events.store.getState().lastEvent?.eventId,
    ])
  })

  it('drops the waiting events when the switch lands off', async () => {
    analyticsEnabled = undefined
    const events = createEvents(eventsDeps())
    events.track({ event: 'MODAL_OPEN' })
    analyticsEnabled = false
    await events.flush()
    analyticsEnabled = true
    await events.flush()
    expect(await batches()).toEqual([])
  })
})

describe('flush triggers', () => {
  const bulky = (event: string) => ({ event, properties: { payload: 'x'.repeat(16 * 1024) } })

  it('[CONST-16] flushes as soon as the queue grows over 45 KB', async () => {
    const events = createEvents(eventsDeps())
    events.track(bulky('FIRST'))
    events.track(bulky('SECOND'))
    expect(await batches()).toEqual([])
    events.track(bulky('THIRD'))
    const sentBatches = await batches()
    expect(sentBatches).toHaveLength(1)
    expect(sentBatches[0]).toHaveLength(3)
  })

  it('[CONST-17] flushes when an event is queued 10 s after the last flush', async () => {
    const events = createEvents(eventsDeps())
    events.track({ event: 'EARLY' })
    // The clock moves without the timer firing, as when a background tab throttles timers.
    vi.setSystemTime(Date.now() + ANALYTICS_FLUSH.maxAgeMs - 1)
    events.track({ event: 'BEFORE' })
    expect(await batches()).toEqual([])
    vi.setSystemTime(Date.now() + 1)
    events.track({ event: 'DUE' })
    const sentBatches = await batches()
    expect(sentBatches).toHaveLength(1)
    expect(sentBatches[0]).toHaveLength(3)
  })

  it('[CONST-18] a timer flushes the queue every 10 s', async () => {
    const events = createEvents(eventsDeps())
    events.track({ event: 'ONE' })
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH.intervalMs - 1)
    expect(await batches()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(await batches()).toHaveLength(1)
    events.track({ event: 'TWO' })
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH.intervalMs)
    expect(await batches()).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH.intervalMs)
    expect(await batches()).toHaveLength(2)
  })

  it('[CONST-19] flushes the queue when the page is hidden', async () => {
    const events = createEvents(eventsDeps())
    events.track({ event: 'LEAVING' })
    hidePage()
    expect(await batches()).toHaveLength(1)
  })

  it('[CONST-19] [CALL-62] sends a beacon on page hide, and a POST whose refusal it sees while open', async () => {
    const beacons: string[] = []
    const client = createAnalyticsClient({
      baseUrl: server.url,
      projectId: 'test',
      sendBeacon: (_url, data) => beacons.push(data) > 0,
    })
    const events = createEvents({ ...eventsDeps(), analytics: client })
    events.track({ event: 'OPEN' })
    await events.flush()
    expect(beacons).toEqual([])
    expect(await batches()).toMatchObject([[{ props: { event: 'OPEN' } }]])
    events.track({ event: 'LEAVING' })
    hidePage()
    await events.dispose()
    expect(beacons.map((data): unknown => JSON.parse(data))).toMatchObject([
      [{ props: { event: 'LEAVING' } }],
    ])
  })

  it('[CONST-19] listens for the tab turning hidden and for pagehide', () => {
    const document = Object.assign(new EventTarget(), { visibilityState: 'visible' })
    const window = new EventTarget()
    const listener = vi.fn()
    const stop = listenForPageHide({ document, window }, listener)
    document.dispatchEvent(new Event('visibilitychange'))
    expect(listener).not.toHaveBeenCalled()
    document.visibilityState = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('pagehide'))
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('pagehide'))
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('dispose sends what is queued, then stops the timer and the page-hide listener', async () => {
    const events = createEvents(eventsDeps())
    events.track({ event: 'LAST' })
    await events.dispose()
    expect(stopped).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
    events.track({ event: 'AFTER' })
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH.intervalMs)
    expect(await batches()).toHaveLength(1)
  })
})

describe('error analytics', () => {
  it('[ERR-48] wraps an error with the default category INTERNAL_SDK_ERROR', async () => {
    const events = createEvents(eventsDeps())
    await events.reportError(new Error('Unsupported chain'))
    await events.reportError(new SdkError('Slow down', 'RATE_LIMITED'))
    const reported = await sent('postErrorEvent')
    expect(reported).toMatchObject([
      {
        props: {
          properties: { errorType: 'INTERNAL_SDK_ERROR', errorMessage: 'Unsupported chain' },
        },
      },
      { props: { properties: { errorType: 'RATE_LIMITED', errorMessage: 'Slow down' } } },
    ])
  })

  it('[ERR-49] reports the wrapped error to error analytics with POST /e', async () => {
    vi.setSystemTime(1_767_225_600_000)
    const events = createEvents(eventsDeps())
    await expect(events.reportError('Unsupported chain')).resolves.toBe(true)
    const reported = await sent('postErrorEvent')
    expect(reported).toHaveLength(1)
    expect(reported.map(eventIdOf)).toEqual([expect.stringMatching(UUID)])
    expect(reported).toMatchObject([
      {
        url: PAGE,
        domain: '127.0.0.1',
        timestamp: 1_767_225_600_000,
        props: {
          type: 'error',
          event: 'SDK_ERROR',
          address: ADDRESS,
          properties: {
            caipNetworkId: 'eip155:1',
            errorType: 'INTERNAL_SDK_ERROR',
            errorMessage: 'Unsupported chain',
          },
        },
      },
    ])
    expect(await batches()).toEqual([])
  })

  it('[ERR-50] reports at most 5 errors per 60 s', async () => {
    const events = createEvents(eventsDeps())
    const outcomes: boolean[] = []
    for (let n = 1; n <= 6; n += 1) outcomes.push(await events.reportError(new Error(`e${n}`)))
    expect(outcomes).toEqual([true, true, true, true, true, false])
    expect(await sent('postErrorEvent')).toHaveLength(5)
    vi.setSystemTime(Date.now() + 59_999)
    await expect(events.reportError(new Error('still within'))).resolves.toBe(false)
    vi.setSystemTime(Date.now() + 1)
    await expect(events.reportError(new Error('next minute'))).resolves.toBe(true)
    expect(await sent('postErrorEvent')).toHaveLength(6)
  })

  it('reports nothing while analytics is disabled', async () => {
    analyticsEnabled = false
    await expect(createEvents(eventsDeps()).reportError(new Error('x'))).resolves.toBe(false)
    expect(server.requests).toEqual([])
  })
})

describe('the analytics sink down, then back', () => {
  const board = createFaultBoard()
  let stateDir: string
  let sink: ProjectApiDevnet
  beforeAll(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'portico-events-'))
    sink = await startProjectApi({ port: 0, stateDir, faults: board })
  })
  afterEach(() => {
    board.clear()
    sink.analytics.clear()
  })
  afterAll(async () => {
    await sink.close()
    rmSync(stateDir, { recursive: true, force: true })
  })

  const sinkDeps = (): EventsDeps => ({
    ...eventsDeps(),
    analytics: createAnalyticsClient({ baseUrl: sink.url, projectId: DEVNET_PROJECT_ID }),
  })
  const received = () => sink.analytics.events().map(({ event }) => event.props.event)
  const down = () => {
    board.set({ service: 'project-api', kind: 'analytics-down' })
  }

  it('keeps a refused batch and sends each event once when the sink is back', async () => {
    down()
    const events = createEvents(sinkDeps())
    events.track({ event: 'MODAL_OPEN' })
    events.track({ event: 'SELECT_WALLET' })
    await events.flush()
    expect(received()).toEqual([])
    events.track({ event: 'CONNECT_SUCCESS' })
    await events.flush()
    board.clear()
    await events.flush()
    await events.flush()
    expect(received()).toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS'])
    await events.dispose()
  })

  it('drops the oldest refused events first, so the queue stays within 45 KB', async () => {
    down()
    const events = createEvents(sinkDeps())
    const bulky = (event: string) => ({ event, properties: { payload: 'x'.repeat(16 * 1024) } })
    for (const name of ['FIRST', 'SECOND', 'THIRD', 'FOURTH']) {
      events.track(bulky(name))
      await events.flush()
    }
    expect(received()).toEqual([])
    board.clear()
    await events.flush()
    expect(received()).toEqual(['THIRD', 'FOURTH'])
    await events.dispose()
  })
})
