import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAnalyticsClient } from '../../../src/clients/analytics-client.js'
import {
  devnetRequest,
  startTestProjectApi,
  type TestProjectApi,
} from './start-test-project-api.js'

const event = (eventId: string, name: string) => ({
  eventId,
  url: 'http://127.0.0.1:5173/',
  domain: '127.0.0.1',
  timestamp: 1767225601000,
  props: { type: 'track', event: name, properties: { caipNetworkId: 'eip155:1' } },
})
const errorEvent = event('6b1e4f0c-2d3a-4b5c-8d9e-0f1a2b3c4d5e', 'SDK_ERROR')
const opened = event('0d9c5a3e-7f21-4b8e-9c1d-2e3f4a5b6c7d', 'MODAL_OPEN')
const closed = event('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', 'MODAL_CLOSE')

let test: TestProjectApi
beforeAll(async () => {
  // Several projects send events, so the sink is seen to keep each event's own project id.
  test = await startTestProjectApi(['sink-test', 'beacon', 'p', 'history', 'retry'])
})
afterAll(() => test.stop())

const listed = async () => (await devnetRequest(`${test.api.url}/devnet/analytics`, 'GET')).body

describe('devnet analytics sink', () => {
  it('[CALL-61] [CALL-62] keeps the events the analytics client sends, newest last', async () => {
    const analytics = createAnalyticsClient({ baseUrl: test.api.url, projectId: 'sink-test' })
    await analytics.sendError(errorEvent)
    await expect(analytics.sendBatch([opened, closed])).resolves.toBe(true)

    const expected = [
      { source: 'error', projectId: 'sink-test', event: errorEvent },
      { source: 'batch', projectId: 'sink-test', event: opened },
      { source: 'batch', projectId: 'sink-test', event: closed },
    ]
    expect(await listed()).toEqual({
      events: expected.map((entry) => ({ ...entry, receivedAt: expect.any(String) as unknown })),
    })
    expect(test.api.analytics.events()).toMatchObject(expected)
  })

  it('[CALL-62] accepts a beacon labelled text/plain', async () => {
    test.api.analytics.clear()
    const response = await fetch(`${test.api.url}/batch?projectId=beacon`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify([opened]),
    })
    expect(response.status).toBe(204)
    expect(test.api.analytics.events()).toMatchObject([{ source: 'batch', event: opened }])
  })

  it('refuses a malformed event with 400 and keeps nothing of it', async () => {
    test.api.analytics.clear()
    const response = await fetch(`${test.api.url}/e?projectId=p`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...errorEvent, eventId: 'not-a-uuid' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: expect.stringContaining('/eventId') as unknown,
    })
    expect(test.api.analytics.events()).toEqual([])
  })

  it('DELETE /devnet/analytics clears the list; analytics.jsonl keeps the history', async () => {
    const analytics = createAnalyticsClient({ baseUrl: test.api.url, projectId: 'history' })
    await analytics.sendError(errorEvent)
    const cleared = await devnetRequest(`${test.api.url}/devnet/analytics`, 'DELETE')
    expect(cleared.status).toBe(204)
    expect(await listed()).toEqual({ events: [] })

    await test.api.analytics.flush()
    const lines = readFileSync(test.api.analytics.file, 'utf8').trim().split('\n')
    const history: unknown[] = lines.map((line): unknown => JSON.parse(line))
    expect(history).toMatchObject([
      { source: 'error', projectId: 'sink-test', event: errorEvent },
      { source: 'batch', event: opened },
      { source: 'batch', event: closed },
      { source: 'batch', projectId: 'beacon', event: opened },
      { source: 'error', projectId: 'history', event: errorEvent },
    ])
  })

  it('stores a batch sent again (its reply lost to the page) once: events whose id the project sent before are dropped', async () => {
    test.api.analytics.clear()
    const analytics = createAnalyticsClient({ baseUrl: test.api.url, projectId: 'retry' })
    const first = event('5f0c2a1e-8b3d-4c6e-9f7a-1b2c3d4e5f60', 'MODAL_OPEN')
    const second = event('7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d', 'MODAL_CLOSE')
    await analytics.sendBatch([first])
    // The page saw the first send fail after the sink stored it, and sends the queue again.
    await analytics.sendBatch([first, second])
    expect(test.api.analytics.events()).toMatchObject([
      { projectId: 'retry', event: first },
      { projectId: 'retry', event: second },
    ])
    expect(test.api.analytics.events()).toHaveLength(2)
  })
})
