import { describe, expect, it } from 'vitest'
import { walletGroups } from '../../../src/controllers/connectors.js'
import {
  multiChainMembers,
  withMultiChainConnectors,
} from '../../../src/controllers/multi-chain-connectors.js'
import type { Connector, ConnectorType } from '../../../src/core/connector.js'
import type { ChainNamespace } from '../../../src/utils/caip.js'

function connector(
  id: string,
  name: string,
  chain: ChainNamespace,
  type: ConnectorType = 'ANNOUNCED',
): Connector {
  return { id, name, type, chain, chains: [], imageUrl: `data:${id}`, info: { name, icon: id } }
}

const evm = connector('dev.portico.multichain', 'Both Wallet', 'eip155')
const solana = connector('solana:Both Wallet', 'Both Wallet', 'solana')
const evmOnly = connector('io.metamask', 'MetaMask', 'eip155')
const walletConnect = connector('walletConnect', 'WalletConnect', 'eip155', 'WALLET_CONNECT')

describe('multi-chain connectors', () => {
  it('[ENT-05] [CONN-02] a wallet announced under one name for eip155 and solana is one MULTI_CHAIN entry of the injected group, where its first announcement was', () => {
    const shown = withMultiChainConnectors([evmOnly, evm, walletConnect, solana])
    expect(shown.map((entry) => [entry.id, entry.type])).toEqual([
      ['io.metamask', 'ANNOUNCED'],
      ['multiChain:Both Wallet', 'MULTI_CHAIN'],
      ['walletConnect', 'WALLET_CONNECT'],
    ])
    expect(shown[1]).toMatchObject({
      name: 'Both Wallet',
      chain: 'eip155',
      imageUrl: 'data:dev.portico.multichain',
    })
    const injected = walletGroups({ connectors: shown }).find((group) => group.name === 'injected')
    expect(
      injected && 'connectors' in injected ? injected.connectors.map((c) => c.id) : [],
    ).toEqual(['io.metamask', 'multiChain:Both Wallet'])
  })

  it('its members are the per-namespace connectors, in the order found', () => {
    expect(multiChainMembers([solana, evmOnly, walletConnect, evm], 'Both Wallet')).toEqual([
      solana,
      evm,
    ])
  })

  it('a name announced twice on one namespace, or a WalletConnect entry sharing a name, stays as it is', () => {
    const twice = connector('other.rdns', 'MetaMask', 'eip155')
    const sameNameWc = connector('walletConnect', 'MetaMask', 'solana', 'WALLET_CONNECT')
    expect(withMultiChainConnectors([evmOnly, twice, sameNameWc])).toEqual([
      evmOnly,
      twice,
      sameNameWc,
    ])
  })
})
