import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpClient } from '../../../src/clients/http-client.js'

interface Seen {
  method: string
  url: URL
  body: string
}

describe('generic HTTP client on a real server', () => {
  const seen: Seen[] = []
  let server: Server
  let baseUrl = ''
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://127.0.0.1')
        seen.push({ method: request.method ?? '', url, body })
        if (url.pathname === '/missing') {
          response.writeHead(404).end('nope')
        } else if (url.pathname === '/image') {
          response.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>')
        } else {
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ method: request.method, body }))
        }
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const address = server.address()
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve()
        })
      }),
  )

  it('[CALL-63] [CALL-66] GET, POST, PUT and DELETE carry a JSON body, query parameters and the clientId', async () => {
    const http = createHttpClient({ baseUrl, clientId: 'client-7' })
    for (const method of ['get', 'post', 'put', 'delete'] as const) {
      const body = method === 'get' ? undefined : { n: 1 }
      await expect(http[method]('/echo', { query: { page: 2 }, body })).resolves.toEqual({
        method: method.toUpperCase(),
        body: body ? JSON.stringify(body) : '',
      })
      const last = seen.at(-1)
      expect(last?.url.searchParams.get('page')).toBe('2')
      expect(last?.url.searchParams.get('clientId')).toBe('client-7')
    }
  })

  it('[CALL-64] a blob GET answers the bytes', async () => {
    const blob = await createHttpClient({ baseUrl }).getBlob('/image')
    expect(blob.type).toBe('image/svg+xml')
    expect(await blob.text()).toBe('<svg/>')
  })

  it('[CALL-65] a beacon hands the JSON body to sendBeacon, with the clientId', () => {
    const sent: [string, string][] = []
    const http = createHttpClient({
      baseUrl,
      clientId: 'c',
      sendBeacon: (url, data) => sent.push([url, data]) > 0,
    })
    expect(http.sendBeacon('/batch', { body: [1, 2] })).toBe(true)
    expect(sent).toEqual([[`${baseUrl}/batch?clientId=c`, '[1,2]']])
  })

  it('[ERR-18] a non-ok reply raises HTTP status code: {status}', async () => {
    await expect(createHttpClient({ baseUrl }).get('/missing')).rejects.toThrow(
      'HTTP status code: 404',
    )
  })
})
