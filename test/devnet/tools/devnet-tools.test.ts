import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as blockchainApi from '../../../generated/blockchain-api/index.js'
import { startRelay } from '../../../devnet/relay/server.js'
import { startDevnetTools, type DevnetTools } from '../../../devnet/tools/index.js'

let repoRoot: string
let tools: DevnetTools
const recordedDir = () => join(repoRoot, 'test', 'contract', 'recorded')

beforeAll(async () => {
  repoRoot = mkdtempSync(join(tmpdir(), 'portico-tools-'))
  tools = await startDevnetTools({ port: 0, repoRoot })
})
afterAll(async () => {
  await tools.close()
  rmSync(repoRoot, { recursive: true, force: true })
})

/** A raw request, so the Host and Origin headers can be set as a browser or an attacker would. */
function send(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: unknown }> {
  const text = options.body === undefined ? undefined : JSON.stringify(options.body)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${tools.url}${path}`, { method, headers: options.headers })
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const body: unknown = raw === '' ? undefined : JSON.parse(raw)
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body })
      })
    })
    outgoing.on('error', reject)
    outgoing.end(text)
  })
}

const json = { 'content-type': 'application/json' }
const chainsReply = {
  source: 'blockchain-api',
  operationId: 'getSupportedChains',
  status: 200,
  valid: true,
  description: 'recorded by the devnet tools test',
  request: {},
  body: { http: ['eip155:1', 'eip155:8453'], ws: ['eip155:1', 'eip155:8453'] },
}

const fileOf = (body: unknown): unknown =>
  body !== null && typeof body === 'object' && 'file' in body ? body.file : undefined

const recordedFiles = (): string[] =>
  existsSync(recordedDir())
    ? readdirSync(recordedDir(), { recursive: true, encoding: 'utf8' }).filter((name) =>
        name.endsWith('.json'),
      )
    : []

describe('devnet tools', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(new URL(tools.url).hostname).toBe('127.0.0.1')
  })

  it('answers GET /endpoints from the endpoints file as it is now', async () => {
    expect((await send('GET', '/endpoints')).status).toBe(404)
    mkdirSync(join(repoRoot, '.devnet'), { recursive: true })
    const endpoints = { projectId: 'devnet', chains: { 'eip155:1': 'http://127.0.0.1:1' } }
    writeFileSync(join(repoRoot, '.devnet', 'endpoints.json'), JSON.stringify(endpoints))
    expect(await send('GET', '/endpoints')).toMatchObject({ status: 200, body: endpoints })
  })

  it('answers GET /health with 404 when it runs without a devnet (test/devnet/evm/chain-crash reads it with one)', async () => {
    expect(await send('GET', '/health')).toMatchObject({
      status: 404,
      body: { message: 'These devnet tools run without a devnet' },
    })
  })

  it('answers GET /health/relay from the relay the endpoints file names', async () => {
    const endpointsFile = join(repoRoot, '.devnet', 'endpoints.json')
    const relay = await startRelay({ port: 0, log: () => undefined })
    writeFileSync(endpointsFile, JSON.stringify({ projectId: 'devnet', relay: relay.url }))
    expect(await send('GET', '/health/relay')).toMatchObject({
      status: 200,
      body: { relay: relay.url, healthy: true, detail: 'asks for a WebSocket upgrade' },
    })
    await relay.close()
    const down = await send('GET', '/health/relay')
    expect(down).toMatchObject({ status: 200, body: { relay: relay.url, healthy: false } })
    writeFileSync(endpointsFile, JSON.stringify({ projectId: 'devnet' }))
    expect((await send('GET', '/health/relay')).status).toBe(404)
  })

  it('records a reply the contract validators accept and answers where it went', async () => {
    const reply = await send('POST', '/record', { headers: json, body: chainsReply })
    expect(reply.status).toBe(201)
    const file =
      reply.body !== null && typeof reply.body === 'object' && 'file' in reply.body
        ? reply.body.file
        : undefined
    expect(file).toMatch(
      /^test\/contract\/recorded\/blockchain-api\/getSupportedChains\/recorded-[\dT-]+Z\.json$/,
    )
    const written: unknown = JSON.parse(readFileSync(join(repoRoot, String(file)), 'utf8'))
    expect(written).toEqual({
      kind: 'response',
      operationId: 'getSupportedChains',
      status: 200,
      valid: true,
      description: 'recorded by the devnet tools test',
      request: {},
      body: chainsReply.body,
    })
    expect(blockchainApi.validators.SupportedChainsResponse.errors(chainsReply.body)).toEqual([])
  })

  it('writes a second identical reply not again, and answers the file that holds it', async () => {
    const reply = { ...chainsReply, body: { http: ['eip155:1'], ws: [] } }
    const first = await send('POST', '/record', { headers: json, body: reply })
    expect(first).toMatchObject({ status: 201, body: { written: true } })
    const before = recordedFiles()
    const second = await send('POST', '/record', {
      headers: json,
      body: { ...reply, description: 'the same reply, described again' },
    })
    expect(second).toMatchObject({ status: 200, body: { written: false } })
    expect(fileOf(second.body)).toEqual(fileOf(first.body))
    expect(fileOf(first.body)).toMatch(/recorded-[\dT-]+Z\.json$/)
    expect(recordedFiles()).toEqual(before)
  })

  it('writes nothing for a reply that breaks its schema, and says why', async () => {
    const before = recordedFiles()
    const reply = await send('POST', '/record', {
      headers: json,
      body: { ...chainsReply, body: { http: 'eip155:1', ws: [] } },
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual({
      message: expect.stringMatching(/^body\/http .*SupportedChainsResponse/) as unknown,
    })
    expect(recordedFiles()).toEqual(before)
  })

  it('takes only JSON on /record', async () => {
    const reply = await send('POST', '/record', {
      headers: { 'content-type': 'text/plain' },
      body: chainsReply,
    })
    expect(reply.status).toBe(415)
  })

  it('refuses pages from other origins and hosts other than the loopback, writing nothing', async () => {
    const before = recordedFiles()
    const fromElsewhere = await send('POST', '/record', {
      headers: { ...json, origin: 'https://evil.example' },
      body: chainsReply,
    })
    expect(fromElsewhere.status).toBe(403)
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined()
    const rebound = await send('GET', '/endpoints', { headers: { host: 'evil.example' } })
    expect(rebound.status).toBe(403)
    expect(recordedFiles()).toEqual(before)
  })

  it('lets a loopback page (the playground) read its replies', async () => {
    const origin = 'http://127.0.0.1:5173'
    const preflight = await send('OPTIONS', '/record', {
      headers: { origin, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe(origin)
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type')
  })
})
