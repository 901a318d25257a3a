import { describe, expect, expectTypeOf, it } from 'vitest'
import { defineCaipNetwork } from '../../../src/core/caip-network.js'
import {
  CONNECTOR_STATUSES,
  CONNECTOR_TYPES,
  assertConnectorStatus,
  connectorStatus,
  isConnectorType,
  type Connection,
  type Connector,
  type ConnectorType,
} from '../../../src/core/connector.js'
import { isStoredConnection, type StoredConnection } from '../../../src/core/stored-values.js'

const mainnet = defineCaipNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

const ENT_04_FIELDS = [
  'id',
  'name',
  'type',
  'chain',
  'chains',
  'imageUrl',
  'imageId',
  'info',
  'explorerId',
  'explorerWallet',
  'provider',
]

const metaMask: Connector<{ request: () => Promise<unknown> }> = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  chains: [mainnet],
  imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
  imageId: '5195e9db-94d8-4579-6f11-ef553be95100',
  info: { rdns: 'io.metamask', icon: 'data:image/svg+xml;base64,PHN2Zy8+' },
  explorerId: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  explorerWallet: {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'MetaMask',
    order: 1,
  },
  provider: { request: () => Promise.resolve(null) },
}

describe('connector entity', () => {
  it('[ENT-04] a connector has id, name, type, chain, chains, images, info, registry entry and provider', () => {
    expect(Object.keys(metaMask).sort()).toEqual([...ENT_04_FIELDS].sort())
    expect(metaMask.info?.rdns).toBe('io.metamask')
    expect(metaMask.info?.icon).toMatch(/^data:image/)
    expect(metaMask.explorerWallet?.order).toBe(1)
  })

  it('[ENT-05] a connector type is ANNOUNCED, INJECTED, EXTERNAL, WALLET_CONNECT, AUTH or MULTI_CHAIN', () => {
    const types = ['ANNOUNCED', 'INJECTED', 'EXTERNAL', 'WALLET_CONNECT', 'AUTH', 'MULTI_CHAIN']
    expect(CONNECTOR_TYPES).toEqual(types)
    expectTypeOf<ConnectorType>().toEqualTypeOf<
      'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN'
    >()
    for (const type of types) expect(isConnectorType(type)).toBe(true)
    expect(isConnectorType('BROWSER')).toBe(false)
    expect(isConnectorType('injected')).toBe(false)
  })

  it('[ENT-06] a connection has connectorId, accounts of addresses and caipNetwork', () => {
    expectTypeOf<Connection>().toEqualTypeOf<StoredConnection>()
    const connection: Connection = {
      connectorId: 'io.metamask',
      accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }],
      caipNetwork: mainnet,
    }
    expect(Object.keys(connection).sort()).toEqual(['accounts', 'caipNetwork', 'connectorId'])
    expect(isStoredConnection(connection)).toBe(true)
  })
})

describe('connector status', () => {
  const connections = [{ connectorId: 'io.metamask' }, { connectorId: 'walletConnect' }]

  it('[STATE-02] the active connector is connected', () => {
    expect(
      connectorStatus({
        connectorId: 'io.metamask',
        activeConnectorId: 'io.metamask',
        connections,
      }),
    ).toBe('connected')
  })

  it('[STATE-03] a connector with connections that is not the active one is active', () => {
    expect(
      connectorStatus({
        connectorId: 'walletConnect',
        activeConnectorId: 'io.metamask',
        connections,
      }),
    ).toBe('active')
  })

  it('[STATE-04] a connector that is neither active nor has connections is disconnected', () => {
    expect(
      connectorStatus({
        connectorId: 'app.phantom',
        activeConnectorId: 'io.metamask',
        connections,
      }),
    ).toBe('disconnected')
    expect(
      connectorStatus({
        connectorId: 'app.phantom',
        activeConnectorId: undefined,
        connections: [],
      }),
    ).toBe('disconnected')
  })

  it('[STATE-05] connected, active and disconnected are accepted; anything else throws', () => {
    expect(CONNECTOR_STATUSES).toEqual(['connected', 'active', 'disconnected'])
    for (const status of CONNECTOR_STATUSES) expect(assertConnectorStatus(status)).toBe(status)
    // The spec leaves the message open; the chosen one names the refused value.
    expect(() => assertConnectorStatus('connecting')).toThrow(
      'Invalid connector status: connecting',
    )
    expect(() => assertConnectorStatus('')).toThrow('Invalid connector status: ')
    expect(() => assertConnectorStatus('Connected')).toThrow(Error)
  })
})
