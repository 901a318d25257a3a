import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAnalyticsClient } from '../../../src/clients/analytics-client.js'
import {
  createProjectApiClient,
  type ProjectApiClient,
} from '../../../src/clients/project-api-client.js'
import { SdkError } from '../../../src/core/errors.js'
import { startRecordedServer, type RecordedServer } from '../recorded-server.js'

const event = {
  eventId: '6b1e4f0c-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
  url: 'http://127.0.0.1:5173/',
  domain: '127.0.0.1',
  timestamp: 1767225601000,
  props: { type: 'error', event: 'SDK_ERROR', properties: { caipNetworkId: 'eip155:1' } },
}

describe('Project API and analytics clients against recorded payloads', () => {
  let server: RecordedServer
  let client: ProjectApiClient
  beforeAll(async () => {
    server = await startRecordedServer('project-api')
    client = createProjectApiClient({ baseUrl: server.url, projectId: 'project-test' })
  })
  afterAll(() => server.close())

  it('[ERR-43] an origins fetch answered 429 raises RATE_LIMITED', async () => {
    server.serve('project-api/getAllowedOrigins/rate-limited.json')
    const error = await client.getAllowedOrigins().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SdkError)
    expect(error).toMatchObject({ message: 'RATE_LIMITED', category: 'RATE_LIMITED' })
  })

  it('[ERR-44] an origins fetch answered 500 to 599 raises SERVER_ERROR', async () => {
    for (const file of ['server-error.json', 'unavailable.json']) {
      server.serve(`project-api/getAllowedOrigins/${file}`)
      await expect(client.getAllowedOrigins()).rejects.toMatchObject({
        category: 'SERVER_ERROR',
        message: 'SERVER_ERROR',
      })
    }
  })

  it('[ERR-45] any other origins failure answers an empty list', async () => {
    server.serve('project-api/getAllowedOrigins/unknown-project.json')
    await expect(client.getAllowedOrigins()).resolves.toEqual([])
    server.serve('project-api/getAllowedOrigins/invalid-origins-not-list.json')
    await expect(client.getAllowedOrigins()).resolves.toEqual([])
    server.serve('project-api/getAllowedOrigins/origins.json')
    await expect(client.getAllowedOrigins()).resolves.not.toEqual([])
  })

  it('[CALL-61] an error event is POSTed to /e with eventId, url, domain, timestamp and props', async () => {
    server.serve('project-api/postErrorEvent/accepted-no-content.json')
    const analytics = createAnalyticsClient({ baseUrl: server.url, projectId: 'project-test' })
    await analytics.sendError(event)
    const request = server.requests.at(-1)
    expect(request).toMatchObject({
      operationId: 'postErrorEvent',
      body: event,
      query: { projectId: 'project-test' },
    })
  })

  it('[CALL-62] buffered events go out as a beacon POST /batch with the event array on page hide', async () => {
    const beacons: { url: string; data: string }[] = []
    const analytics = createAnalyticsClient({
      baseUrl: server.url,
      projectId: 'project-test',
      sendBeacon: (url, data) => beacons.push({ url, data }) > 0,
    })
    await expect(analytics.sendBatch([event, event], { beacon: true })).resolves.toBe(true)
    const [beacon] = beacons
    expect(beacon && new URL(beacon.url).pathname).toBe('/batch')
    expect(beacon && new URL(beacon.url).searchParams.get('projectId')).toBe('project-test')
    expect(beacon && JSON.parse(beacon.data)).toEqual([event, event])

    // While the page is open the batch is a POST whose refusal the events controller sees.
    server.serve('project-api/postEventBatch/accepted-no-content.json')
    await analytics.sendBatch([event])
    expect(beacons).toHaveLength(1)
    expect(server.requests.at(-1)).toMatchObject({ operationId: 'postEventBatch', body: [event] })
    server.serve('project-api/postEventBatch/accepted-no-content.json')
    const withoutBeacon = createAnalyticsClient({ baseUrl: server.url, projectId: 'project-test' })
    await withoutBeacon.sendBatch([event], { beacon: true })
    expect(server.requests.at(-1)).toMatchObject({ operationId: 'postEventBatch', body: [event] })
  })

  it('refuses to send an event that breaks the TrackEvent schema', async () => {
    const analytics = createAnalyticsClient({ baseUrl: server.url, projectId: 'project-test' })
    const before = server.requests.length
    await expect(analytics.sendError({ ...event, eventId: 'not-a-uuid' })).rejects.toThrow(
      'Invalid analytics event: /eventId',
    )
    expect(server.requests.length).toBe(before)
  })

  it('refuses a dynamic call whose parameters break the spec, sending nothing', async () => {
    const before = server.requests.length
    await expect(client.call('getWallets', { query: { page: 'first' } })).rejects.toThrow(
      'Invalid query for getWallets: /page',
    )
    expect(server.requests.length).toBe(before)
  })
})
