import { describe, expect, it } from 'vitest'
import { networkImageUrl } from '../../../src/wiring/api-clients.js'

const config = {
  apiUrls: {
    projectApi: 'http://project.test',
    blockchainApi: 'http://chain.test',
    analytics: 'http://pulse.test',
  },
  projectId: 'p1',
}

describe('networkImageUrl', () => {
  it("takes the network's own image first", () => {
    expect(
      networkImageUrl(config, { assets: { imageUrl: 'https://img.test/eth.png', imageId: 'x' } }),
    ).toBe('https://img.test/eth.png')
  })

  it("else the Project API's asset image of its imageId, with the common query", () => {
    const url = new URL(networkImageUrl(config, { assets: { imageId: 'eth id' } }) ?? '')
    expect(url.origin + url.pathname).toBe('http://project.test/public/getAssetImage/eth%20id')
    expect(url.searchParams.get('projectId')).toBe('p1')
  })

  it('has none for a network without an image, for the neutral mark', () => {
    expect(networkImageUrl(config, {})).toBeUndefined()
  })
})
