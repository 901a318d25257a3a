import { createServer, type Server } from 'node:http'
import { createPublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRpcTransport } from '../../../src/core/rpc-transport.js'

interface Node {
  url: string
  calls: string[]
  server: Server
}

/** A JSON-RPC node on 127.0.0.1 answering eth_chainId, and eth_call with a chosen failure. */
async function startNode(failure: 'revert' | 'http-500' | null): Promise<Node> {
  const calls: string[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    request.on('end', () => {
      const parsed: unknown = JSON.parse(body)
      const requests = Array.isArray(parsed) ? parsed.map((entry: unknown) => entry) : [parsed]
      const methods = requests.map((entry) =>
        typeof entry === 'object' && entry !== null && 'method' in entry
          ? String(entry.method)
          : '',
      )
      calls.push(...methods)
      if (methods.includes('eth_call') && failure === 'http-500') {
        response.writeHead(500).end('down')
        return
      }
      const replies = requests.map((entry, index) => {
        const id = typeof entry === 'object' && entry !== null && 'id' in entry ? entry.id : null
        const method = methods[index]
        return method === 'eth_call' && failure === 'revert'
          ? {
              jsonrpc: '2.0',
              id,
              error: { code: 3, message: 'execution reverted: nope', data: '0x' },
            }
          : { jsonrpc: '2.0', id, result: method === 'eth_chainId' ? '0x1' : '0x' }
      })
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(Array.isArray(parsed) ? replies : replies[0]))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    calls,
    server,
  }
}

describe('chain RPC transport', () => {
  const nodes: Node[] = []
  beforeAll(async () => {
    nodes.push(await startNode('revert'), await startNode('http-500'), await startNode(null))
  })
  afterAll(async () => {
    await Promise.all(nodes.map(({ server }) => new Promise((resolve) => server.close(resolve))))
  })

  const call = (urls: string[]) =>
    createPublicClient({ transport: createRpcTransport(urls, { rank: false }) }).call({
      to: '0x0000000000000000000000000000000000000001',
      data: '0x',
    })

  it('[ERR-21] refuses to build without an RPC URL', () => {
    expect(() => createRpcTransport([])).toThrow('No RPC URL provided')
  })

  it('[ERR-51] a fatal error code is rethrown without trying the next RPC URL', async () => {
    const [reverting, , healthy] = nodes
    if (!reverting || !healthy) throw new Error('nodes not started')
    const before = healthy.calls.length
    await expect(call([reverting.url, healthy.url])).rejects.toThrow('nope')
    expect(healthy.calls.length).toBe(before)
  })

  it('[ERR-51] a non-fatal failure falls back to the next RPC URL', async () => {
    const [, failing, healthy] = nodes
    if (!failing || !healthy) throw new Error('nodes not started')
    await expect(call([failing.url, healthy.url])).resolves.toEqual({ data: undefined })
    expect(failing.calls).toContain('eth_call')
    expect(healthy.calls).toContain('eth_call')
  })
})
