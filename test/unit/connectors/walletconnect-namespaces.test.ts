import { describe, expect, it } from 'vitest'
import {
  sessionConnections,
  walletConnectProposal,
  WALLETCONNECT_METHODS,
} from '../../../src/connectors/walletconnect-namespaces.js'
import type { CaipNetwork } from '../../../src/core/caip-network.js'

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const evm = (id: number, rpc: string): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${String(id)}`,
  chainNamespace: 'eip155',
  name: `Chain ${String(id)}`,
  nativeCurrency: ETHER,
  rpcUrls: { default: { http: [rpc] } },
})
const SOLANA_REF = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const solana: CaipNetwork = {
  id: SOLANA_REF,
  caipNetworkId: `solana:${SOLANA_REF}`,
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}
const mainnet = evm(1, 'http://127.0.0.1:8545')
const base = evm(8453, 'http://127.0.0.1:8546')
const networks = [mainnet, base, solana]
const findNetwork = (id: string) => networks.find((network) => network.caipNetworkId === id)

const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOL_ADDRESS = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'

describe('the session proposal from the configured networks', () => {
  it('asks for every configured chain of eip155 and solana, with rpcMap pointing at their own RPCs', () => {
    const { optionalNamespaces } = walletConnectProposal(networks, mainnet)
    expect(optionalNamespaces.eip155).toEqual({
      chains: ['eip155:1', 'eip155:8453'],
      methods: [...WALLETCONNECT_METHODS.eip155],
      events: ['chainChanged', 'accountsChanged'],
      rpcMap: {
        '1': 'http://127.0.0.1:8545',
        'eip155:1': 'http://127.0.0.1:8545',
        '8453': 'http://127.0.0.1:8546',
        'eip155:8453': 'http://127.0.0.1:8546',
      },
    })
    expect(optionalNamespaces.solana).toEqual({
      chains: [`solana:${SOLANA_REF}`],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
      events: [],
      rpcMap: {
        [SOLANA_REF]: 'http://127.0.0.1:8899',
        [`solana:${SOLANA_REF}`]: 'http://127.0.0.1:8899',
      },
    })
  })

  it('requires only the default network, in its namespace', () => {
    expect(Object.keys(walletConnectProposal(networks, solana).namespaces)).toEqual(['solana'])
    expect(walletConnectProposal(networks, base).namespaces.eip155?.chains).toEqual(['eip155:8453'])
  })

  it('leaves out a namespace without configured networks, and a network without RPC from rpcMap', () => {
    const bare = { ...base, rpcUrls: { default: { http: [] } } }
    const proposal = walletConnectProposal([mainnet, bare], mainnet)
    expect(proposal.optionalNamespaces.solana).toBeUndefined()
    expect(proposal.optionalNamespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:8453'])
    expect(Object.keys(proposal.optionalNamespaces.eip155?.rpcMap ?? {})).toEqual(['1', 'eip155:1'])
  })
})

describe('the connections an approved session holds', () => {
  it('gives each namespace its accounts on the first configured chain, EVM addresses checksummed', () => {
    const connections = sessionConnections(
      {
        eip155: {
          accounts: [
            `eip155:1:${EVM_ADDRESS.toLowerCase()}`,
            `eip155:8453:${EVM_ADDRESS.toLowerCase()}`,
          ],
        },
        solana: { accounts: [`solana:${SOLANA_REF}:${SOL_ADDRESS}`] },
      },
      findNetwork,
    )
    expect(connections).toEqual([
      { namespace: 'eip155', accounts: [{ address: EVM_ADDRESS }], caipNetwork: mainnet },
      { namespace: 'solana', accounts: [{ address: SOL_ADDRESS }], caipNetwork: solana },
    ])
  })

  it('skips chains the app did not configure and accounts that are no address of their namespace', () => {
    const connections = sessionConnections(
      {
        eip155: { accounts: ['eip155:10:' + EVM_ADDRESS, 'eip155:8453:not-an-address', 'junk'] },
        solana: { accounts: [`eip155:1:${EVM_ADDRESS}`] },
        cosmos: undefined,
        unknown: { accounts: [`unknown:1:${EVM_ADDRESS}`] },
      },
      findNetwork,
    )
    expect(connections).toEqual([])
  })
})
