import { describe, expect, it } from 'vitest'
import { parseFrame } from '../../../devnet/relay/protocol.js'

describe('parseFrame', () => {
  it('reads a request, keeping a string id exactly as the client sent it', () => {
    const frame = '{"jsonrpc":"2.0","id":"1717000000000000001","method":"irn_publish","params":{}}'
    expect(parseFrame(frame)).toEqual({
      kind: 'request',
      request: { jsonrpc: '2.0', id: '1717000000000000001', method: 'irn_publish', params: {} },
    })
  })

  it('reads an ack of a pushed message, and a refusal', () => {
    expect(parseFrame('{"jsonrpc":"2.0","id":4,"result":true}')).toEqual({
      kind: 'response',
      id: 4,
      accepted: true,
    })
    expect(parseFrame('{"jsonrpc":"2.0","id":4,"error":{"code":1,"message":"no"}}')).toEqual({
      kind: 'response',
      id: 4,
      accepted: false,
    })
  })

  it.each([
    ['not json', null, -32700, 'Parse error'],
    ['"text"', null, -32600, 'not an object'],
    ['[{"jsonrpc":"2.0"}]', null, -32600, 'batch requests are not supported'],
    ['{"jsonrpc":"1.0","id":1,"method":"m"}', 1, -32600, 'jsonrpc must be "2.0"'],
    ['{"jsonrpc":"2.0","method":"m"}', null, -32600, 'id must be a string or a safe integer'],
    ['{"jsonrpc":"2.0","id":17170000000000000001,"method":"m"}', null, -32600, 'safe integer'],
    ['{"jsonrpc":"2.0","id":2,"method":""}', 2, -32600, 'method must be a non-empty string'],
    ['{"jsonrpc":"2.0","id":3}', 3, -32600, 'neither a request'],
  ])('refuses %s with the matching JSON-RPC error', (text, id, code, message) => {
    expect(parseFrame(text)).toEqual({
      kind: 'invalid',
      reply: {
        jsonrpc: '2.0',
        id,
        error: { code, message: expect.stringContaining(message) as unknown },
      },
    })
  })
})
