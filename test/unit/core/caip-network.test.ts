import { describe, expect, it } from 'vitest'
import {
  defineCaipNetwork,
  isCaipNetwork,
  isCaipNetworkId,
  UNKNOWN_NETWORK_NAME,
  type CaipNetwork,
} from '../../../src/core/caip-network.js'

const mainnet: CaipNetwork = defineCaipNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: {
    default: { http: ['http://127.0.0.1:8545'] },
    chainDefault: { http: ['https://eth.example.com'] },
  },
  assets: { imageId: 'eth-image', imageUrl: 'https://img.example.com/eth.png' },
})

describe('CAIP network', () => {
  it('[ENT-01] has id, caipNetworkId, chainNamespace, name, nativeCurrency, rpcUrls and assets', () => {
    expect(mainnet).toEqual({
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: {
        default: { http: ['http://127.0.0.1:8545'] },
        chainDefault: { http: ['https://eth.example.com'] },
      },
      assets: { imageId: 'eth-image', imageUrl: 'https://img.example.com/eth.png' },
    })
    expect(isCaipNetwork(mainnet)).toBe(true)
  })

  it('[ENT-02] the caipNetworkId is namespace:chainId', () => {
    expect(mainnet.caipNetworkId).toBe('eip155:1')
    const solana = defineCaipNetwork({
      ...mainnet,
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
    })
    expect(solana.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('[ENT-02] a network whose caipNetworkId disagrees with its namespace and id is refused', () => {
    expect(isCaipNetwork({ ...mainnet, caipNetworkId: 'eip155:10' })).toBe(false)
    expect(isCaipNetwork({ ...mainnet, chainNamespace: 'tezos', caipNetworkId: 'tezos:1' })).toBe(
      false,
    )
  })

  it('[ENT-03] the name of an unknown network is Unknown Network', () => {
    expect(UNKNOWN_NETWORK_NAME).toBe('Unknown Network')
  })

  it('accepts a network without the optional chainDefault and assets', () => {
    const plain = defineCaipNetwork({
      id: 8453,
      chainNamespace: 'eip155',
      name: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    })
    expect(isCaipNetwork(plain)).toBe(true)
  })

  it('refuses malformed networks', () => {
    expect(isCaipNetwork(null)).toBe(false)
    expect(isCaipNetwork({ ...mainnet, nativeCurrency: { name: 'Ether', symbol: 'ETH' } })).toBe(
      false,
    )
    expect(isCaipNetwork({ ...mainnet, rpcUrls: { default: { http: [1] } } })).toBe(false)
    expect(isCaipNetwork({ ...mainnet, assets: { imageId: 3 } })).toBe(false)
    expect(isCaipNetwork({ ...mainnet, name: undefined })).toBe(false)
  })

  it('isCaipNetworkId accepts namespace:chainId only', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true)
    expect(isCaipNetworkId('eip155')).toBe(false)
    expect(isCaipNetworkId('eip155:1:0xabc')).toBe(false)
    expect(isCaipNetworkId(1)).toBe(false)
  })
})
