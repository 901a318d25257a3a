import { describe, expect, it } from 'vitest'
import { buildFrameUrl } from '../../../src/frame/frame-url.js'

const params = {
  projectId: 'devnet-project',
  chainId: 8453,
  version: '0.1.0',
  enableLogger: false,
  rpcUrl: 'http://127.0.0.1:8545/?chainId=8453',
}

describe('frame url', () => {
  it('[CALL-27] carries projectId, chainId, version, enableLogger and rpcUrl', () => {
    const url = new URL(buildFrameUrl('http://127.0.0.1:4510/frame', params))
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4510/frame')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'devnet-project',
      chainId: '8453',
      version: '0.1.0',
      enableLogger: 'false',
      rpcUrl: 'http://127.0.0.1:8545/?chainId=8453',
    })
  })

  it('[CALL-27] adds enableCloudAuthAccount only when it is given', () => {
    const url = new URL(
      buildFrameUrl('http://127.0.0.1:4510/frame', { ...params, enableCloudAuthAccount: true }),
    )
    expect(url.searchParams.get('enableCloudAuthAccount')).toBe('true')
  })
})
