import { describe, expect, it } from 'vitest'
import { withDevnetRpcUrl } from '../../../playground/src/frame-events/devnet-rpc-url.js'

const chains = { 'eip155:1': 'http://127.0.0.1:40001', 'eip155:8453': 'http://127.0.0.1:40002' }
const request = (payload: Record<string, unknown>) => ({ type: '@w3m-app/RPC_REQUEST', payload })

describe('withDevnetRpcUrl', () => {
  it("names the devnet's node for the payload's chain in place of the recorded RPC URL", () => {
    const recorded = request({
      method: 'personal_sign',
      chainId: 1,
      rpcUrl: 'http://127.0.0.1:8545',
    })
    expect(withDevnetRpcUrl(recorded, chains)).toEqual(
      request({ method: 'personal_sign', chainId: 1, rpcUrl: 'http://127.0.0.1:40001' }),
    )
    expect(withDevnetRpcUrl(request({ chainId: '0x2105', rpcUrl: 'x' }), chains)).toEqual(
      request({ chainId: '0x2105', rpcUrl: 'http://127.0.0.1:40002' }),
    )
  })

  it('leaves an event alone without an RPC URL, or on a chain the devnet does not run', () => {
    const noUrl = request({ chainId: 1 })
    const otherChain = request({ chainId: 10, rpcUrl: 'http://127.0.0.1:8545' })
    expect(withDevnetRpcUrl(noUrl, chains)).toBe(noUrl)
    expect(withDevnetRpcUrl(otherChain, chains)).toBe(otherChain)
    expect(withDevnetRpcUrl('not an event', chains)).toBe('not an event')
  })
})
