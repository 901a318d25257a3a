import { describe, expect, it, vi } from 'vitest'
import { createChain, emptyNetworkState } from '../../../src/controllers/chain.js'
import type { CaipNetwork } from '../../../src/core/caip-network.js'
import { base, mainnet, optimism, solana } from './test-networks.js'

function setup(allowUnsupportedChain = false, networks: CaipNetwork[] = [mainnet, base, solana]) {
  const unsupported = vi.fn()
  const chain = createChain({ allowUnsupportedChain: () => allowUnsupportedChain })
  chain.onUnsupportedNetwork(unsupported)
  chain.initialize(networks)
  return { chain, unsupported }
}

describe('network state', () => {
  it('[ENT-14] per-namespace network state has caipNetwork, requestedCaipNetworks, approvedCaipNetworkIds, supportsAllNetworks, smartAccountEnabledNetworks', () => {
    expect(Object.keys(emptyNetworkState()).sort()).toEqual(
      [
        'caipNetwork',
        'requestedCaipNetworks',
        'approvedCaipNetworkIds',
        'supportsAllNetworks',
        'smartAccountEnabledNetworks',
      ].sort(),
    )
  })

  it('[ENT-14] initialize groups the networks by namespace, each starting on its first one', () => {
    const { chain } = setup()
    expect(chain.networkState('eip155').requestedCaipNetworks).toEqual([mainnet, base])
    expect(chain.networkState('eip155').caipNetwork).toBe(mainnet)
    expect(chain.networkState('solana').requestedCaipNetworks).toEqual([solana])
    expect(chain.networkState('solana').caipNetwork).toBe(solana)
    expect(chain.store.getState().activeNamespace).toBe('eip155')
    expect(chain.activeNetwork()).toBe(mainnet)
  })

  it('initialize starts on the default network and makes its namespace active', () => {
    const { chain } = setup()
    chain.initialize([mainnet, base, solana], solana)
    expect(chain.activeNetwork()).toBe(solana)
    expect(chain.networkState('eip155').caipNetwork).toBe(mainnet)
  })

  it('initialize again replaces the networks instead of adding to them', () => {
    const { chain } = setup()
    chain.initialize([base])
    expect(chain.networkState('eip155').requestedCaipNetworks).toEqual([base])
    expect(chain.networkState('solana').requestedCaipNetworks).toEqual([])
  })

  it('[ENT-14] keeps approved networks, all-networks support and smart-account networks per namespace', () => {
    const { chain } = setup()
    chain.setApprovedNetworks('eip155', ['eip155:1'])
    chain.setSupportsAllNetworks('solana', true)
    chain.setSmartAccountEnabledNetworks('eip155', [8453])
    expect(chain.networkState('eip155')).toMatchObject({
      approvedCaipNetworkIds: ['eip155:1'],
      supportsAllNetworks: false,
      smartAccountEnabledNetworks: [8453],
    })
    expect(chain.networkState('solana')).toMatchObject({
      approvedCaipNetworkIds: [],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
    })
  })

  it('setRequestedNetworks keeps only the networks of that namespace', () => {
    const { chain } = setup()
    chain.setRequestedNetworks('eip155', [optimism, solana])
    expect(chain.networkState('eip155').requestedCaipNetworks).toEqual([optimism])
  })
})

describe('network names and support', () => {
  it('[ENT-03] an unknown network is named Unknown Network', () => {
    const { chain } = setup()
    expect(chain.getNetworkName('eip155:999')).toBe('Unknown Network')
    expect(chain.getNetworkName('not-a-network')).toBe('Unknown Network')
    expect(chain.getNetworkName(undefined)).toBe('Unknown Network')
  })

  it('[ENT-03] a known network is named by its name', () => {
    const { chain } = setup()
    expect(chain.getNetworkName('eip155:8453')).toBe('Base')
    expect(chain.getNetworkName(solana.caipNetworkId)).toBe('Solana Devnet')
  })

  it('the active network is known by name even when it is not configured', () => {
    const { chain } = setup(true)
    chain.setActiveNetwork(optimism)
    expect(chain.getNetworkName('eip155:10')).toBe('OP Mainnet')
  })

  it('isSupported is true only for configured networks', () => {
    const { chain } = setup()
    expect(chain.isSupported('eip155:1')).toBe(true)
    expect(chain.isSupported(solana.caipNetworkId)).toBe(true)
    expect(chain.isSupported('eip155:10')).toBe(false)
    expect(chain.isSupported('cosmos:cosmoshub-4')).toBe(false)
    expect(chain.isSupported('garbage')).toBe(false)
  })

  it('isApproved follows the approved ids, or any network when all are supported', () => {
    const { chain } = setup()
    chain.setApprovedNetworks('eip155', ['eip155:8453'])
    expect(chain.isApproved('eip155:8453')).toBe(true)
    expect(chain.isApproved('eip155:1')).toBe(false)
    chain.setSupportsAllNetworks('eip155', true)
    expect(chain.isApproved('eip155:1')).toBe(true)
    expect(chain.isApproved(solana.caipNetworkId)).toBe(false)
  })

  it('isSmartAccountEnabled checks the network against its namespace list', () => {
    const { chain } = setup()
    chain.setSmartAccountEnabledNetworks('eip155', [8453])
    expect(chain.isSmartAccountEnabled(base)).toBe(true)
    expect(chain.isSmartAccountEnabled(mainnet)).toBe(false)
  })
})

describe('unsupported active network', () => {
  it('[NAV-19] an unsupported active network opens UnsupportedChain when unsupported chains are not allowed', () => {
    const { chain, unsupported } = setup(false)
    chain.setActiveNetwork(optimism)
    expect(unsupported).toHaveBeenCalledWith(optimism)
    expect(chain.activeNetwork()).toBe(optimism)
  })

  it('[NAV-20] an unsupported active network does not open UnsupportedChain when unsupported chains are allowed', () => {
    const { chain, unsupported } = setup(true)
    chain.setActiveNetwork(optimism)
    expect(unsupported).not.toHaveBeenCalled()
    expect(chain.activeNetwork()).toBe(optimism)
  })

  it('a supported active network opens nothing', () => {
    const { chain, unsupported } = setup(false)
    chain.setActiveNetwork(base)
    expect(unsupported).not.toHaveBeenCalled()
    expect(chain.activeNetwork()).toBe(base)
    expect(chain.networkState('eip155').caipNetwork).toBe(base)
  })

  it('[NAV-19] switching the active namespace onto an unsupported network opens UnsupportedChain', () => {
    const { chain, unsupported } = setup(false, [mainnet])
    chain.setActiveNetwork(solana)
    unsupported.mockClear()
    chain.setActiveNamespace('eip155')
    expect(unsupported).not.toHaveBeenCalled()
    chain.setActiveNamespace('solana')
    expect(unsupported).toHaveBeenCalledWith(solana)
  })

  it('notifies subscribers once per active network change', () => {
    const { chain } = setup()
    const listener = vi.fn()
    chain.store.subscribe(listener)
    chain.setActiveNetwork(base)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('notifies no one when the active network is set again, and keeps the other namespaces', () => {
    const { chain } = setup()
    chain.setActiveNetwork(base)
    const before = chain.store.getState()
    const listener = vi.fn()
    chain.store.subscribe(listener)
    chain.setActiveNetwork(base)
    chain.setSupportsAllNetworks('eip155', false)
    expect(listener).not.toHaveBeenCalled()
    chain.setSupportsAllNetworks('eip155', true)
    const after = chain.store.getState()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(after.networks.solana).toBe(before.networks.solana)
    expect(before.networks.eip155?.supportsAllNetworks).toBe(false)
  })
})
