import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ClientError } from '../../../devnet/http/client-error.js'
import { listen, type RunningServer } from '../../../devnet/http/listen.js'

let server: RunningServer
const logged: string[] = []

beforeAll(async () => {
  server = await listen(
    'Guard test',
    0,
    async (request, response) => {
      switch (request.url) {
        case '/throws':
          throw new Error('sync boom')
        case '/rejects':
          await Promise.resolve()
          throw new Error('async boom')
        case '/escape':
          decodeURIComponent('%E0%A4%A')
          break
        case '/client':
          throw new ClientError('that was yours', 415)
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    },
    { log: (line) => logged.push(line) },
  )
})

afterAll(async () => {
  await server.close()
})

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${path}`, { headers })
  const body: unknown = await response.json()
  return { status: response.status, headers: response.headers, body }
}

describe('devnet server guard', () => {
  it('answers a thrown error or a rejected promise with a 500 naming the route, logged once, and keeps serving', async () => {
    logged.length = 0
    expect(await get('/throws')).toMatchObject({
      status: 500,
      body: { message: 'Internal error in GET /throws: sync boom' },
    })
    expect(await get('/rejects')).toMatchObject({
      status: 500,
      body: { message: 'Internal error in GET /rejects: async boom' },
    })
    expect(logged).toEqual([
      'Internal error in GET /throws: sync boom',
      'Internal error in GET /rejects: async boom',
    ])
    expect((await get('/ok')).body).toEqual({ ok: true })
  })

  it("answers the client's mistakes with their 4xx and logs nothing", async () => {
    logged.length = 0
    expect(await get('/escape')).toMatchObject({
      status: 400,
      body: { message: 'Malformed percent-escape in URL' },
    })
    expect(await get('/client')).toMatchObject({ status: 415, body: { message: 'that was yours' } })
    expect(logged).toEqual([])
  })

  it('lets pages on localhost and 127.0.0.1 (any port) in with CORS and refuses other origins', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:1', 'https://localhost']) {
      const reply = await get('/ok', { origin })
      expect(reply.status).toBe(200)
      expect(reply.headers.get('access-control-allow-origin')).toBe(origin)
    }
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
      const reply = await get('/ok', { origin })
      expect(reply.status, origin).toBe(403)
      expect(reply.headers.get('access-control-allow-origin')).toBeNull()
    }
    const preflight = await fetch(`${server.url}/ok`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('sends nosniff and a Referrer-Policy on every reply', async () => {
    for (const path of ['/ok', '/throws', '/escape']) {
      const { headers } = await get(path)
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    }
  })
})
