import { describe, expect, it } from 'vitest'
import {
  CHAIN_NAMESPACES,
  formatCaipAddress,
  formatCaipNetworkId,
  isChainNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
} from '../../../src/utils/caip.js'

const evmAddress = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'

describe('parseCaipAddress', () => {
  it('[VAL-12] accepts 3 non-empty parts with a known namespace', () => {
    expect(parseCaipAddress(`eip155:1:${evmAddress}`)).toEqual({
      chainNamespace: 'eip155',
      chainId: '1',
      address: evmAddress,
    })
    expect(parseCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EcDhSYG')).toEqual({
      chainNamespace: 'solana',
      chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: '7EcDhSYG',
    })
  })

  it('[VAL-13] fails with Invalid CAIP-10 address without exactly 3 parts', () => {
    expect(() => parseCaipAddress('eip155:1')).toThrow(new Error('Invalid CAIP-10 address'))
    expect(() => parseCaipAddress(evmAddress)).toThrow(new Error('Invalid CAIP-10 address'))
    expect(() => parseCaipAddress(`eip155:1:${evmAddress}:extra`)).toThrow(
      new Error('Invalid CAIP-10 address'),
    )
  })

  it('[VAL-14] fails with Invalid CAIP-10 address when a part is empty', () => {
    for (const value of [`:1:${evmAddress}`, `eip155::${evmAddress}`, 'eip155:1:', '::']) {
      expect(() => parseCaipAddress(value)).toThrow(new Error('Invalid CAIP-10 address'))
    }
  })

  it('[VAL-15] fails with Invalid CAIP-10 address for an unknown namespace', () => {
    expect(() => parseCaipAddress(`tron:1:${evmAddress}`)).toThrow(
      new Error('Invalid CAIP-10 address'),
    )
    expect(() => parseCaipAddress(`EIP155:1:${evmAddress}`)).toThrow(
      new Error('Invalid CAIP-10 address'),
    )
  })
})

describe('parseCaipNetworkId', () => {
  it('[VAL-16] accepts exactly 2 parts and otherwise fails with Invalid CAIP-2 network id', () => {
    expect(parseCaipNetworkId('eip155:137')).toEqual({ chainNamespace: 'eip155', chainId: '137' })
    for (const value of ['eip155', 'eip155:1:0xabc', '']) {
      expect(() => parseCaipNetworkId(value)).toThrow(new Error('Invalid CAIP-2 network id'))
    }
  })

  it('[VAL-16] also refuses an empty part (assumption: an empty namespace or reference names no network)', () => {
    expect(() => parseCaipNetworkId('eip155:')).toThrow(new Error('Invalid CAIP-2 network id'))
    expect(() => parseCaipNetworkId(':1')).toThrow(new Error('Invalid CAIP-2 network id'))
  })
})

describe('chain namespaces', () => {
  it('[VAL-32] accepts eip155, solana, polkadot, bip122 and cosmos and rejects any other', () => {
    expect(CHAIN_NAMESPACES).toEqual(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
    for (const namespace of CHAIN_NAMESPACES) expect(isChainNamespace(namespace)).toBe(true)
    for (const namespace of ['tron', 'near', 'Eip155', '']) {
      expect(isChainNamespace(namespace)).toBe(false)
    }
  })

  it('formats network ids and addresses that parse back to their parts', () => {
    const networkId = formatCaipNetworkId('eip155', 10)
    expect(networkId).toBe('eip155:10')
    expect(parseCaipNetworkId(networkId)).toEqual({ chainNamespace: 'eip155', chainId: '10' })
    const address = formatCaipAddress('eip155', 10, evmAddress)
    expect(address).toBe(`eip155:10:${evmAddress}`)
    expect(parseCaipAddress(address).address).toBe(evmAddress)
  })
})
